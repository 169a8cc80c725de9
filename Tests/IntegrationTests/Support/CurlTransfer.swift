import CCurl
import Foundation

/// The state of one transfer, handed to libcurl's callbacks as their user-data pointer.
final class CurlTransfer {
    let request: CurlRequest
    var body: [UInt8] = []
    var headers: [(name: String, value: String)] = []
    var statusLines: [String] = []
    var sentHead = ""
    var uploadOffset = 0
    var fields: UnsafeMutablePointer<curl_slist>?

    init(_ request: CurlRequest) { self.request = request }

    deinit { curl_slist_free_all(fields) }

    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Sets every option of `request` on `easy`; `self` must outlive the transfer.
    func configure(_ easy: UnsafeMutableRawPointer) {
        ccurl_setopt_pointer(easy, CURLOPT_URL, request.url)
        ccurl_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        ccurl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_setopt_long(easy, CURLOPT_TIMEOUT_MS, Int(request.timeoutSeconds * 1000))
        configureMethodAndBody(easy)
        if let codings = request.acceptEncoding { ccurl_setopt_pointer(easy, CURLOPT_ACCEPT_ENCODING, codings) }
        for field in request.headers { fields = curl_slist_append(fields, field) }
        if let fields { ccurl_setopt_pointer(easy, CURLOPT_HTTPHEADER, fields) }
        if let wait = request.expectContinueTimeoutMilliseconds {
            ccurl_setopt_long(easy, CURLOPT_EXPECT_100_TIMEOUT_MS, wait)
        }
        ccurl_setopt_write_function(easy, CURLOPT_WRITEFUNCTION, receiveBody)
        ccurl_setopt_pointer(easy, CURLOPT_WRITEDATA, pointer)
        ccurl_setopt_write_function(easy, CURLOPT_HEADERFUNCTION, receiveHeader)
        ccurl_setopt_pointer(easy, CURLOPT_HEADERDATA, pointer)
        // The debug callback is the only way to see the request head curl actually sent.
        ccurl_setopt_long(easy, CURLOPT_VERBOSE, 1)
        ccurl_setopt_debug_function(easy, observeDebug)
        ccurl_setopt_pointer(easy, CURLOPT_DEBUGDATA, pointer)
    }

    private func configureMethodAndBody(_ easy: UnsafeMutableRawPointer) {
        switch request.method {
        case "GET": ccurl_setopt_long(easy, CURLOPT_HTTPGET, 1)
        case "HEAD": ccurl_setopt_long(easy, CURLOPT_NOBODY, 1)
        case "POST": ccurl_setopt_long(easy, CURLOPT_POST, 1)
        default: ccurl_setopt_pointer(easy, CURLOPT_CUSTOMREQUEST, request.method)
        }
        guard let body = request.body else {
            if request.method == "POST" { ccurl_setopt_long(easy, CURLOPT_POSTFIELDSIZE, 0) }
            return
        }
        if request.uploadPieceSize != nil {
            // No size given: curl frames an HTTP/1.1 body of unknown length as chunked.
            ccurl_setopt_read_function(easy, sendBodyPiece)
            ccurl_setopt_pointer(easy, CURLOPT_READDATA, pointer)
            if request.method != "POST" { ccurl_setopt_long(easy, CURLOPT_UPLOAD, 1) }
        } else {
            ccurl_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            body.withUnsafeBytes { _ = ccurl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
        }
    }

    /// The response once curl has finished with `easy`.
    func finish(_ easy: UnsafeMutableRawPointer, code: CURLcode) throws -> CurlResponse {
        guard code == CURLE_OK else {
            throw CurlError(code: Int(code.rawValue), message: String(cString: curl_easy_strerror(code)))
        }
        var status = 0, connects = 0
        ccurl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        ccurl_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &connects)
        return CurlResponse(status: status, headers: headers, body: body, statusLines: statusLines,
                            sentHead: sentHead, newConnections: connects)
    }

    /// One header line from curl: a status line starts a new response, so fields reset.
    func received(headerLine line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("HTTP/") {
            statusLines.append(trimmed)
            headers = []
        } else if let colon = trimmed.firstIndex(of: ":") {
            headers.append((String(trimmed[..<colon]), trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
    }

    /// Copies the next piece of the body into curl's buffer; 0 ends the body.
    func nextPiece(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        let body = request.body ?? []
        let count = min(request.uploadPieceSize ?? capacity, capacity, body.count - uploadOffset)
        body.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + uploadOffset, byteCount: count)
        }
        uploadOffset += count
        return count
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> CurlTransfer {
        Unmanaged<CurlTransfer>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

// libcurl's callbacks: plain C function pointers that find their `CurlTransfer` through user data.

private let receiveBody: curl_write_callback = { data, size, count, user in
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    CurlTransfer.from(user).body.append(contentsOf: bytes)
    return size * count
}

private let receiveHeader: curl_write_callback = { data, size, count, user in
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    CurlTransfer.from(user).received(headerLine: String(decoding: bytes, as: UTF8.self))
    return size * count
}

private let sendBodyPiece: curl_read_callback = { buffer, size, count, user in
    CurlTransfer.from(user).nextPiece(into: buffer!, capacity: size * count)
}

private let observeDebug: curl_debug_callback = { _, type, data, size, user in
    if type == CURLINFO_HEADER_OUT, let data {
        CurlTransfer.from(user).sentHead += String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    }
    return 0
}
