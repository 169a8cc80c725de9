#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import Synchronization

/// An HTTP/1.1 server: one listening socket, event-driven connections, handlers on a worker pool.
///
/// One acceptor hands each new connection to one of the event loops (`eventLoops`, one per core, each a
/// thread waiting on its own epoll set), which then does all of that connection's I/O and keeps
/// its deadlines; an idle keep-alive connection costs a descriptor and no thread. Handlers run
/// on a concurrent queue, at most `handlerConcurrency` at a time (health probes and small
/// requests, which `HTTPHandler.answersInline` names, on the loop's thread).
///
/// Concurrency: shared state (connections, draining, the listener) is behind a `Mutex`.
public final class Server: Sendable {
    /// The settings the server was created with.
    public let configuration: ServerConfiguration
    private let handler: any HTTPHandler
    private let hooks: ServerHooks
    private let pool: WorkerPool
    /// The event loops, one per core, each owning the connections given to it.
    private let loops: [EventLoop]
    private let acceptQueue = DispatchQueue(label: "http.accept")
    /// Runs the shutdown timer and stop notifications, independent of the handler pool.
    let controlQueue = DispatchQueue(label: "http.control")
    let state = Mutex(State())
    /// `State.stopping` and `State.draining`, readable without the lock: every response asks.
    let stoppingFlag = Atomic<Bool>(false)
    let drainingFlag = Atomic<Bool>(false)
    /// Entered by `start()`, left when the server has stopped; waiters wait on it.
    let running = DispatchGroup()

    struct State {
        var listener: Listener?
        var port: Int?
        var context: ConnectionContext?
        var connections = ConnectionTable<Connection>()
        var nextID = 0
        /// `beginShutdown` was called: responses close their connections.
        var stopping = false
        /// The drain has begun: the listener is closed and idle connections close.
        var draining = false
        var listenerClosed = false
        var stopped = false
    }

    /// Creates a server; nothing is bound until `start()`.
    /// - Parameters:
    ///   - configuration: the bounds and address, usually `ServerConfiguration.fromEnvironment(_:)`.
    ///   - handler: answers every well-formed request, usually a `Router`.
    ///   - hooks: per-response callbacks for headers, logs and metrics.
    public init(configuration: ServerConfiguration = ServerConfiguration(), handler: some HTTPHandler,
                hooks: ServerHooks = ServerHooks()) {
        self.configuration = configuration
        self.handler = handler
        self.hooks = hooks
        pool = WorkerPool(concurrency: configuration.handlerConcurrency,
                          heavyConcurrency: configuration.effectiveHeavyHandlerConcurrency,
                          queueLength: configuration.handlerQueueLength)
        loops = (0..<max(1, configuration.eventLoops)).map { EventLoop(name: "http.loop.\($0)") }
    }

    deinit { stopLoops() }

    /// Ends the loops' threads (a server that was never started has them too).
    func stopLoops() {
        for loop in loops { loop.stop() }
    }

    /// Binds, listens and starts accepting; SIGPIPE is ignored from here on.
    ///
    /// Calling it again returns the port already bound.
    /// - Returns: the bound port, which is the chosen one when the configuration says 0.
    @discardableResult
    public func start() throws(SocketError) -> Int {
        if let port { return port }
        signal(SIGPIPE, SIG_IGN)  // writes to a closed peer must fail with EPIPE, not kill the process
        let (fd, port) = try Socket.listen(
            host: configuration.host, port: configuration.port, backlog: configuration.listenBacklog)
        let listener = Listener(
            fd: fd, queue: acceptQueue,
            accepted: { [weak self] client in
                if let self { self.accepted(client) } else { close(client) }
            },
            closed: { [weak self] in self?.listenerDidClose() })
        state.withLock { state in
            state.listener = listener
            state.port = port
            state.context = makeContext()
        }
        running.enter()
        listener.start()
        return port
    }

    /// The bound port, once started.
    public var port: Int? { state.withLock { $0.port } }

    /// Whether `beginShutdown` has been called; a readiness probe should then answer 503.
    public var isStopping: Bool { stoppingFlag.load(ordering: .acquiring) }

    /// Whether the drain has begun (after `drainDelay`): no new connections are accepted.
    public var isDraining: Bool { drainingFlag.load(ordering: .acquiring) }

    /// The number of open connections, for a gauge.
    public var openConnections: Int { state.withLock { $0.connections.count } }

    /// Handlers running and requests waiting for one, for gauges and readiness.
    public var handlerLoad: (running: Int, waiting: Int) { pool.load }

    /// Whether every handler has been busy, none starting or finishing, for longer than `limit`.
    public func handlersStalled(longerThan limit: Duration) -> Bool { pool.stalled(longerThan: limit) }

    private func makeContext() -> ConnectionContext {
        ConnectionContext(
            configuration: configuration, parser: RequestParser(limits: configuration.parserLimits),
            handler: handler, hooks: hooks, pool: pool,
            isStopping: { [weak self] in self?.isStopping ?? true },
            isDraining: { [weak self] in self?.isDraining ?? true },
            didSpeak: { [weak self] id in self?.state.withLock { $0.connections.spoke(id) } },
            didClose: { [weak self] id in self?.connectionDidClose(id) })
    }

    /// Registers and starts a new connection, or refuses it while draining or when its peer
    /// holds `maxConnectionsPerPeer`. At `maxConnections` the oldest connection that has not
    /// sent a byte is shed to make room, so clients that hold connections without using them
    /// cannot lock others out; only when every connection is in use is the new one refused.
    private func accepted(_ fd: Int32) {
        let peer = Socket.peer(fd)
        let (connection, shed): (Connection?, Connection?) = state.withLock { state in
            guard !state.draining, let context = state.context,
                  state.connections.count(of: peer) < configuration.maxConnectionsPerPeer else { return (nil, nil) }
            var shed: Connection?
            if state.connections.count >= configuration.maxConnections {
                guard let oldest = state.connections.takeOldestSilent() else { return (nil, nil) }
                shed = oldest
            }
            state.nextID += 1
            let connection = Connection(id: state.nextID, fd: fd,
                                        loop: loops[state.nextID % loops.count], context: context)
            state.connections.insert(connection, id: state.nextID, peer: peer)
            return (connection, shed)
        }
        shed?.shedIfSilent()
        if let connection { connection.start() } else { refuse(fd) }
    }

    /// Best effort: a 503 written without waiting, then close (documented on `maxConnections`).
    private func refuse(_ fd: Int32) {
        var response = HTTPResponse.problem(
            .serviceUnavailable, detail: "The server has too many open connections.",
            headers: ["Retry-After": "\(configuration.retryAfterSeconds)"])
        hooks.willSend?(nil, &response)
        _ = Socket.write(fd, ResponseWriter.serialize(response, persistence: .close), from: 0)
        Socket.shutdownWrite(fd)
        var discard: [UInt8] = []
        _ = Socket.read(fd, into: &discard, count: 64 * 1024)  // unread input would turn close into a reset
        close(fd)
    }

    private func connectionDidClose(_ id: Int) {
        state.withLock { $0.connections.remove(id) }
        finishIfStopped()
    }

    private func listenerDidClose() {
        state.withLock { $0.listenerClosed = true }
        finishIfStopped()
    }
}
