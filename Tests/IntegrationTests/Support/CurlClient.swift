import CCurl
import Foundation

/// One HTTP request as libcurl will send it.
struct CurlRequest {
    var method = "GET"
    var url: String
    /// Extra request fields, each `"Name: value"` (an empty value, `"Expect:"`, removes curl's own).
    var headers: [String] = []
    var body: [UInt8]?
    /// When set, the body goes through a read callback in pieces of this size with no declared
    /// length, so curl frames it with `Transfer-Encoding: chunked`.
    var uploadPieceSize: Int?
    /// How long curl waits for `100 Continue` before sending the body anyway (curl's default is 1 s).
    var expectContinueTimeoutMilliseconds: Int?
    var timeoutSeconds = 10.0

    /// A `POST` of a JSON body.
    static func post(_ url: String, json: [UInt8], headers: [String] = []) -> CurlRequest {
        CurlRequest(method: "POST", url: url, headers: ["Content-Type: application/json"] + headers, body: json)
    }
}

/// What came back: the final response's status, fields and body, plus what curl saw on the way.
struct CurlResponse {
    var status: Int
    /// Fields of the final response (interim 1xx responses' fields are dropped).
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// Every status line received, interim `100 Continue` ones included.
    var statusLines: [String]
    /// The request head exactly as curl sent it.
    var sentHead: String
    /// New connections curl opened for this transfer: 0 when it reused a kept-alive one.
    var newConnections: Int

    /// The first field named `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed with `JSONSerialization`, as an object.
    func jsonObject() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
    }
}

/// A libcurl failure below HTTP (connection refused, timeout, …).
struct CurlError: Error, CustomStringConvertible {
    var code: Int
    var message: String
    var description: String { "curl error \(code): \(message)" }
}

/// A libcurl easy handle: one request at a time, connections kept alive between requests.
final class CurlEasy {
    private let handle: UnsafeMutableRawPointer

    init() {
        _ = CurlGlobal.ready
        handle = curl_easy_init()!
    }

    deinit { curl_easy_cleanup(handle) }

    /// Performs `request`, reusing this handle's open connection when it can.
    func perform(_ request: CurlRequest) throws -> CurlResponse {
        let transfer = Transfer(request)
        // Reset clears the previous request's options but keeps the connection cache.
        curl_easy_reset(handle)
        transfer.configure(handle)
        let code = curl_easy_perform(handle)
        return try transfer.finish(handle, code: code)
    }
}

/// libcurl's multi interface: many transfers at once on one thread, each on its own connection.
enum CurlMulti {
    /// Performs every request concurrently and returns the responses in request order.
    ///
    /// Bounded: a transfer still running after `deadlineSeconds` is abandoned and reported as an error.
    static func performAll(_ requests: [CurlRequest], deadlineSeconds: Double = 20) -> [Result<CurlResponse, CurlError>] {
        _ = CurlGlobal.ready
        let multi = curl_multi_init()!
        defer { curl_multi_cleanup(multi) }
        let transfers = requests.map { request in
            let transfer = Transfer(request)
            let easy = curl_easy_init()!
            transfer.configure(easy)
            curl_multi_add_handle(multi, easy)
            return (transfer, easy)
        }
        let done = run(multi, deadline: Date().addingTimeInterval(deadlineSeconds))
        return transfers.map { transfer, easy in
            defer {
                curl_multi_remove_handle(multi, easy)
                curl_easy_cleanup(easy)
            }
            guard let code = done[easy] else {
                return .failure(CurlError(code: -1, message: "still running at the deadline"))
            }
            return Result { try transfer.finish(easy, code: code) }.mapError { $0 as? CurlError ?? CurlError(code: -1, message: "\($0)") }
        }
    }

    /// Drives the transfers until all finish or the deadline passes; returns each finished one's result.
    private static func run(_ multi: UnsafeMutableRawPointer, deadline: Date) -> [UnsafeMutableRawPointer: CURLcode] {
        var done: [UnsafeMutableRawPointer: CURLcode] = [:]
        var running: Int32 = 1
        while running > 0 && Date() < deadline {
            curl_multi_perform(multi, &running)
            if running > 0 { curl_multi_poll(multi, nil, 0, 100, nil) }
        }
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle {
                done[easy] = message.pointee.data.result
            }
        }
        return done
    }
}

/// `curl_global_init` once, before the first handle (it is not safe to race with other calls).
private enum CurlGlobal {
    static let ready: Void = { curl_global_init(Int(CURL_GLOBAL_ALL)) }()
}

/// The state of one transfer, handed to libcurl's callbacks as their user-data pointer.
private final class Transfer {
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

    static func from(_ pointer: UnsafeMutableRawPointer?) -> Transfer {
        Unmanaged<Transfer>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

// libcurl's callbacks: plain C function pointers that find their `Transfer` through user data.

private let receiveBody: curl_write_callback = { data, size, count, user in
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    Transfer.from(user).body.append(contentsOf: bytes)
    return size * count
}

private let receiveHeader: curl_write_callback = { data, size, count, user in
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    Transfer.from(user).received(headerLine: String(decoding: bytes, as: UTF8.self))
    return size * count
}

private let sendBodyPiece: curl_read_callback = { buffer, size, count, user in
    Transfer.from(user).nextPiece(into: buffer!, capacity: size * count)
}

private let observeDebug: curl_debug_callback = { _, type, data, size, user in
    if type == CURLINFO_HEADER_OUT, let data {
        Transfer.from(user).sentHead += String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    }
    return 0
}
