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
        // Written straight into bytes, each handler field checked before it is copied: this
        // runs for every response, and building the head as a `String` cost more than the checks.
        let status = response.status
        let withBody = status.allowsContent && !isHead
        var out = HeadBytes(capacity: 160 + response.headers.fields.count * 48 + (withBody ? response.body.count : 0))
        out.append("HTTP/1.1 ")
        out.append(decimal: status.code)
        out.append(" ")
        out.append(status.reasonPhrase, keepingOnly: { $0.isFieldValueChar })
        out.append("\r\n")
        for field in response.headers where !isOwned(field.name) {
            out.appendField(field)
        }
        out.append("Date: ")
        out.append(date, keepingOnly: { $0.isFieldValueChar })
        out.append("\r\n")
        if status.allowsContent {  // RFC 9110 §8.6; HEAD gets GET's length
            out.append("Content-Length: ")
            out.append(decimal: response.body.count)
            out.append("\r\n")
        }
        switch persistence {
        case .keepAlive: break
        case .keepAliveHTTP10: out.append("Connection: keep-alive\r\n")
        case .close: out.append("Connection: close\r\n")
        }
        out.append("\r\n")
        if withBody { out.bytes += response.body }
        return out.bytes
    }

    /// Whether a handler's field is one the writer sets itself.
    static func isOwned(_ name: String) -> Bool {
        ownedFields.contains { $0.caseInsensitiveEquals(name) }
    }
}

/// The bytes of a response head as they are written.
struct HeadBytes {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` in decimal (a status code is any `Int` a handler chose, so a sign too).
    mutating func append(decimal value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: String(value.magnitude).utf8)
    }

    /// Appends the bytes of `text` that pass `keep`, dropping the others.
    mutating func append(_ text: String, keepingOnly keep: (UInt8) -> Bool) {
        if copy(text, if: keep) { return }  // the usual case: nothing to drop
        for byte in text.utf8 where keep(byte) { bytes.append(byte) }
    }

    /// Appends `name: value` and a line end, or nothing if the name is not a token or the value
    /// holds a CR, LF or NUL (no response splitting). Returns whether it was appended.
    @discardableResult
    mutating func appendField(_ field: HTTPHeaders.Field) -> Bool {
        let mark = bytes.count
        guard !field.name.isEmpty, copy(field.name, if: { $0.isTokenChar }) else { return false }
        append(": ")
        guard copy(field.value, if: { $0.isFieldValueChar }) else {
            bytes.removeSubrange(mark...)
            return false
        }
        append("\r\n")
        return true
    }

    /// Appends `text` if every byte passes `valid`; appends nothing otherwise.
    private mutating func copy(_ text: String, if valid: (UInt8) -> Bool) -> Bool {
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy(valid) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if let copied { return copied }
        guard text.utf8.allSatisfy(valid) else { return false }
        bytes.append(contentsOf: text.utf8)
        return true
    }
}
