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

/// What a connection's state machine needs from the server: the settings, the parser, the
/// server's phase and the hook that adjusts server-made responses. No I/O, so tests build it
/// with plain values.
struct ConnectionRules: Sendable {
    let configuration: ServerConfiguration
    let parser: RequestParser
    let isStopping: @Sendable () -> Bool
    let isDraining: @Sendable () -> Bool
    let willSend: (@Sendable (_ request: HTTPRequest?, _ response: inout HTTPResponse) -> Void)?
}

extension ConnectionContext {
    /// The rules a connection's machine follows.
    var rules: ConnectionRules {
        ConnectionRules(configuration: configuration, parser: parser, isStopping: isStopping,
                        isDraining: isDraining, willSend: hooks.willSend)
    }

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
