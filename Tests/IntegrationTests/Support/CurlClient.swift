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
    /// When set, curl asks for these codings itself (`CURLOPT_ACCEPT_ENCODING`) and decodes the
    /// body; a field named in `headers` asks without decoding.
    var acceptEncoding: String?

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
        let transfer = CurlTransfer(request)
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
            let transfer = CurlTransfer(request)
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
