/// What the server reports about each answered request, for logs and metrics.
///
/// It never includes a body.
public struct ResponseRecord: Sendable {
    /// The request method, or nil when the head could not be parsed.
    public var method: HTTPMethod?
    /// The request path, or nil when the head could not be parsed.
    public var path: String?
    /// The status sent.
    public var status: HTTPStatus
    /// From the first byte of the request to the last byte of the response handed to the kernel.
    public var duration: Duration
    /// Request bytes read: head and body as framed on the wire.
    public var bytesIn: Int
    /// Response bytes written: status line, fields and content.
    public var bytesOut: Int
    /// The request's fields, empty when the head could not be parsed.
    public var requestHeaders: HTTPHeaders
    /// The response's fields as the handler and `willSend` left them.
    public var responseHeaders: HTTPHeaders
}

/// Application callbacks that see every response, including those the server makes itself.
public struct ServerHooks: Sendable {
    /// Adjusts a response just before it is written; the request is nil for malformed requests.
    ///
    /// Use it for fields every response needs, errors included: CORS
    /// `Access-Control-Allow-Origin`, `X-Request-ID`. It runs on a worker thread for
    /// handler responses and on an event loop's thread for server-made ones (400s, 408, 503), so
    /// keep it short.
    public var willSend: (@Sendable (_ request: HTTPRequest?, _ response: inout HTTPResponse) -> Void)?
    /// Called once per response after it is written, for the access log and metrics.
    ///
    /// It runs on the connection's event loop thread, which serves the loop's other connections
    /// too: formatting and printing a log line is fine, anything slower should be handed to a queue.
    public var didRespond: (@Sendable (ResponseRecord) -> Void)?

    /// Creates hooks; both default to doing nothing.
    public init(
        willSend: (@Sendable (_ request: HTTPRequest?, _ response: inout HTTPResponse) -> Void)? = nil,
        didRespond: (@Sendable (ResponseRecord) -> Void)? = nil
    ) {
        self.willSend = willSend
        self.didRespond = didRespond
    }
}
