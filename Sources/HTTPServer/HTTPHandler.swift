/// Answers one request synchronously; called on a worker thread, or on the connection's event
/// loop thread for a request the handler says is answered inline.
///
/// Handlers are expected to be CPU-bound (layout), so there is nothing to await. The
/// server bounds how many run at once (`ServerConfiguration.handlerConcurrency`).
public protocol HTTPHandler: Sendable {
    /// The response to `request`.
    func handle(_ request: HTTPRequest) -> HTTPResponse

    /// Whether `request` is answered at once on the event loop's thread, outside the worker pool and its
    /// admission control: only for answers that take microseconds. Health probes must keep
    /// answering while every worker is busy and the queue is full (a liveness probe that got 503
    /// under load would have a healthy replica restarted); a small request costs less than the
    /// hand-off to a worker and back, and the loop reads nothing else meanwhile, so a client
    /// sending many is held back by its own connection. Default: `false`.
    func answersInline(_ request: HTTPRequest) -> Bool
    /// Which share of the workers `request` may take: heavy requests (costly ones a client may
    /// send many of) take at most `ServerConfiguration.heavyHandlerConcurrency`. Default: `.standard`.
    func lane(of request: HTTPRequest) -> WorkLane
}

extension HTTPHandler {
    public func answersInline(_ request: HTTPRequest) -> Bool { false }
    public func lane(of request: HTTPRequest) -> WorkLane { .standard }
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
