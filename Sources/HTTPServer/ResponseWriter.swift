/// Serialises a response into the bytes of an HTTP/1.1 message (RFC 9112 §4, §6).
///
/// The writer owns the framing fields: it always sends `Date` and, where content is
/// allowed, `Content-Length`, and it decides `Connection`. Same-named fields set by a
/// handler are replaced, and fields that could split the message are left out.
public enum ResponseWriter {
    /// Whether the connection stays open after this response, as announced to the client.
    public enum Persistence: Sendable {
        /// HTTP/1.1 keep-alive, the default, so no `Connection` field is sent (RFC 9112 §9.3).
        case keepAlive
        /// HTTP/1.0 keep-alive, which must be confirmed with `Connection: keep-alive`.
        case keepAliveHTTP10
        /// The server closes after this response and says so with `Connection: close` (RFC 9112 §9.6).
        case close
    }

    /// The interim response sent before reading a body the client is holding back (RFC 9110 §15.2.1).
    public static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// Fields the writer sets itself; handler values for these are dropped.
    static let ownedFields = ["Content-Length", "Transfer-Encoding", "Connection", "Date", "Keep-Alive"]

    /// The bytes of `response` on the wire.
    /// - Parameters:
    ///   - response: the status, fields and content.
    ///   - persistence: whether the connection stays open.
    ///   - isHead: the request was HEAD: send the GET fields and length but no content (RFC 9110 §9.3.2).
    ///   - date: the `Date` value, normally `HTTPDate.now()` (RFC 9110 §6.6.1).
    public static func serialize(
        _ response: HTTPResponse, persistence: Persistence, isHead: Bool = false, date: String = HTTPDate.now()
    ) -> [UInt8] {
        let status = response.status
        var head = "HTTP/1.1 \(status.code) \(sanitizedReason(status.reasonPhrase))\r\n"
        for field in response.headers where isSendable(field) {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "Date: \(date)\r\n"
        if status.allowsContent {
            head += "Content-Length: \(response.body.count)\r\n"  // RFC 9110 §8.6; HEAD gets GET's length
        }
        switch persistence {
        case .keepAlive: break
        case .keepAliveHTTP10: head += "Connection: keep-alive\r\n"
        case .close: head += "Connection: close\r\n"
        }
        head += "\r\n"
        let withBody = status.allowsContent && !isHead
        var bytes: [UInt8] = []
        bytes.reserveCapacity(head.utf8.count + (withBody ? response.body.count : 0))
        bytes += head.utf8
        if withBody { bytes += response.body }
        return bytes
    }

    /// Whether a handler's field may be written: not server-owned, a token name, a clean value.
    static func isSendable(_ field: HTTPHeaders.Field) -> Bool {
        !ownedFields.contains { $0.caseInsensitiveEquals(field.name) }
            && !field.name.isEmpty && field.name.utf8.allSatisfy(\.isTokenChar)
            && field.value.utf8.allSatisfy(\.isFieldValueChar)  // no CR, LF or NUL: no response splitting
    }

    /// The reason phrase with anything outside `HTAB / SP / VCHAR / obs-text` removed (RFC 9112 §4).
    static func sanitizedReason(_ reason: String) -> String {
        String(decoding: reason.utf8.filter(\.isFieldValueChar), as: UTF8.self)
    }
}
