/// Answers one request synchronously; called on a worker thread, never on the I/O queues.
///
/// Handlers are expected to be CPU-bound (layout), so there is nothing to await. The
/// server bounds how many run at once (`ServerConfiguration.handlerConcurrency`).
public protocol HTTPHandler: Sendable {
    /// The response to `request`.
    func handle(_ request: HTTPRequest) -> HTTPResponse
}

/// A handler made from a closure.
public struct ClosureHandler: HTTPHandler {
    /// The closure that answers each request.
    public let body: @Sendable (HTTPRequest) -> HTTPResponse

    /// Wraps `body` as a handler.
    public init(_ body: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.body = body
    }

    /// Calls the closure.
    public func handle(_ request: HTTPRequest) -> HTTPResponse { body(request) }
}
