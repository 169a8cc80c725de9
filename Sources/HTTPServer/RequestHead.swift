/// A parsed and checked request head: the request line, the fields, and how the body is framed.
public struct RequestHead: Sendable {
    /// How the body's length is determined (RFC 9112 §6.3).
    public enum Framing: Sendable, Equatable {
        /// No body: neither `Content-Length` nor `Transfer-Encoding` (RFC 9112 §6.3 rule 7).
        case none
        /// Exactly this many octets follow the head (RFC 9112 §6.2).
        case contentLength(Int)
        /// The body is in the chunked transfer coding (RFC 9112 §7.1).
        case chunked
    }

    /// The method token.
    public var method: HTTPMethod
    /// The request-target as sent.
    public var target: String
    /// The version from the request line.
    public var version: HTTPVersion
    /// The header fields in the order received.
    public var headers: HTTPHeaders
    /// How the body is framed.
    public var framing: Framing
    /// Whether the client sent `Expect: 100-continue` on HTTP/1.1 (RFC 9110 §10.1.1).
    public var expectsContinue: Bool
    /// The number of bytes the head took, leading empty lines and the final CRLF included.
    public var length: Int

    /// The request for this head with the given decoded body.
    public func request(body: [UInt8]) -> HTTPRequest {
        HTTPRequest(method: method, target: target, version: version, headers: headers, body: body)
    }
}

/// The bounds the parser enforces; each maps to a `ServerConfiguration` setting.
public struct ParserLimits: Sendable, Equatable {
    /// The longest request line accepted; longer gets 414 (RFC 9112 §3 asks for at least 8000).
    public var maxRequestLineBytes = 8192
    /// The largest head accepted, request line and leading empty lines included; larger gets 431.
    public var maxHeaderBytes = 16384
    /// The most field lines accepted; more gets 431.
    public var maxHeaderCount = 100
    /// The largest body accepted after chunked decoding; larger gets 413.
    public var maxBodyBytes = 4 * 1024 * 1024
    /// The longest extension text on one chunk-size line; longer gets 400 (RFC 9112 §7.1.1).
    public var maxChunkExtensionBytes = 1024
    /// Methods that need a framed body: without `Content-Length` or chunked they get 411.
    ///
    /// A request without either has a zero-length body (RFC 9112 §6.3 rule 7); for methods
    /// whose meaning is in the content that is almost always a client mistake, and 411
    /// tells the client how to fix it (RFC 9110 §15.5.12). `Content-Length: 0` is accepted.
    public var lengthRequiredMethods: Set<HTTPMethod> = [.post, .put, .patch]

    /// The defaults documented on each property.
    public init() {}
}
