/// A complete request: the parsed head plus the decoded body.
public struct HTTPRequest: Sendable {
    /// The method token (RFC 9110 §9).
    public var method: HTTPMethod
    /// The request-target exactly as sent (RFC 9112 §3.2).
    public var target: String
    /// The path of the target, not percent-decoded; `*` for an asterisk-form OPTIONS.
    public var path: String
    /// The query after `?`, if any, not percent-decoded.
    public var query: String?
    /// The version from the request line.
    public var version: HTTPVersion
    /// The header fields in the order received.
    public var headers: HTTPHeaders
    /// The body after any chunked decoding; empty when the request has none.
    public var body: [UInt8]

    /// Creates a request; the target's path and query are split out of `target`.
    public init(
        method: HTTPMethod, target: String, version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = [:], body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        (path, query) = Self.split(target: target)
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// Whether the client allows the connection to stay open after the response (RFC 9112 §9.3).
    ///
    /// HTTP/1.1 is persistent unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var wantsKeepAlive: Bool {
        let options = headers.tokens(for: "Connection")
        if options.contains("close") { return false }
        return version.isAtLeast1_1 || options.contains("keep-alive")
    }

    /// Splits a request-target into path and query (RFC 9112 §3.2.1, §3.2.2).
    ///
    /// An absolute-form target (`http://host/p?q`) yields the path of its URI.
    static func split(target: String) -> (path: String, query: String?) {
        var rest = Substring(target)
        if !rest.hasPrefix("/"), let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            let authority = rest[colon...].dropFirst(3)
            rest = authority.firstIndex(where: { $0 == "/" || $0 == "?" }).map { authority[$0...] } ?? ""
        }
        // Found and stepped over as a byte: "?" is one UTF-8 byte, which may still begin a
        // larger grapheme (a combining mark after it), so the character view is not used.
        guard let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) else {
            return (rest.isEmpty ? "/" : String(rest), nil)
        }
        let path = rest[..<mark]
        return (path.isEmpty ? "/" : String(path), String(rest[rest.utf8.index(after: mark)...]))
    }
}
