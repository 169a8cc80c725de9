import Dispatch

/// What every connection of one server shares: settings, handler, hooks and the worker pool.
struct ConnectionContext: Sendable {
    /// The server's settings.
    let configuration: ServerConfiguration
    /// The parser built from the settings' limits.
    let parser: RequestParser
    /// The application's handler, usually a `Router`.
    let handler: any HTTPHandler
    /// The application's per-response callbacks.
    let hooks: ServerHooks
    /// Where handlers run, with admission control.
    let pool: WorkerPool
    /// Whether the server is shutting down, so responses must close their connection.
    let isStopping: @Sendable () -> Bool
    /// Whether the drain has begun, so idle connections close.
    let isDraining: @Sendable () -> Bool
    /// Called once with the connection's id when it receives its first bytes.
    let didSpeak: @Sendable (Int) -> Void
    /// Called once with the connection's id after its descriptor is closed.
    let didClose: @Sendable (Int) -> Void
}

extension ConnectionContext {
    /// The handler's response to `request`, with the hooks' fields added.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        var response = handler.handle(request)
        hooks.willSend?(request, &response)
        ContentCoding.apply(to: &response, for: request, minimumBytes: configuration.compressionMinimumBytes)
        return response
    }
}

extension Duration {
    /// This duration for Dispatch, rounded to whole nanoseconds.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
