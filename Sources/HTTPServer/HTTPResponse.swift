/// A complete response; the server adds `Date`, `Content-Length` and `Connection` when writing it.
public struct HTTPResponse: Sendable {
    /// The status code and reason phrase.
    public var status: HTTPStatus
    /// Header fields set by the handler or middleware.
    ///
    /// The framing fields `Content-Length`, `Transfer-Encoding`, `Connection` and `Date`
    /// are owned by the server and replaced when the response is written.
    public var headers: HTTPHeaders
    /// The content; dropped on the wire for HEAD and for statuses that allow none.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a UTF-8 text body and the given media type.
    public static func text(
        _ text: String, status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8"
    ) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// An `application/problem+json` response (RFC 9457 §3) with `type` `about:blank`.
    ///
    /// With `about:blank` the `title` is the status's reason phrase (RFC 9457 §4.2.1).
    /// - Parameters:
    ///   - status: the status, also copied into the `status` member.
    ///   - detail: a human-readable explanation of this occurrence.
    ///   - headers: extra fields, such as `Allow` or `Retry-After`.
    public static func problem(
        _ status: HTTPStatus, detail: String, headers: HTTPHeaders = [:]
    ) -> HTTPResponse {
        let json = "{\"type\":\"about:blank\",\"title\":\(jsonString(status.reasonPhrase))"
            + ",\"status\":\(status.code),\"detail\":\(jsonString(detail))}"
        var fields = headers
        fields.set(name: "Content-Type", value: "application/problem+json")
        return HTTPResponse(status: status, headers: fields, body: Array(json.utf8))
    }

    /// A JSON string literal for `text`, escaping what RFC 8259 §7 requires.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
