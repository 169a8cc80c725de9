import Dispatch
import Synchronization

extension Server {
    /// Starts a graceful shutdown in two phases; returns at once.
    ///
    /// First, for `delay`, the server goes on as before, listening and serving, except that every
    /// response carries `Connection: close`, so clients and proxies open new connections, which
    /// a load balancer that has seen `/readyz` fail sends elsewhere. A request already on its
    /// way when the signal comes is served, not lost. Then the drain: the listener closes, so
    /// new connections are refused; idle keep-alive connections close; busy ones finish their
    /// request and answer with `Connection: close`. When the grace period ends, whatever is left
    /// is closed. Calling it again does nothing.
    /// - Parameters:
    ///   - delay: how long to keep listening first; defaults to `drainDelay`.
    ///   - grace: how long in-flight requests may take once draining; defaults to `shutdownGracePeriod`.
    public func beginShutdown(delay: Duration? = nil, grace: Duration? = nil) {
        let first = state.withLock { state in
            defer { state.stopping = true; stoppingFlag.store(true, ordering: .releasing) }
            return !state.stopping
        }
        guard first else { return }
        let delay = delay ?? configuration.drainDelay
        guard delay > .zero else { return beginDrain(grace: grace) }
        controlQueue.asyncAfter(deadline: .now() + delay.dispatchInterval) { [weak self] in
            self?.beginDrain(grace: grace)
        }
    }

    /// The second phase: stop listening, close idle connections, finish busy ones.
    private func beginDrain(grace: Duration?) {
        // Connections the kernel completed but the server has not taken yet would be reset when
        // the listener closes; take them first, so that their requests are answered like any
        // other connection's (RFC 9112 §9.6: a reset can discard a response already sent).
        state.withLock { $0.listener }?.acceptBacklog()
        let snapshot: (listener: Listener?, connections: [Connection])? = state.withLock { state in
            guard !state.draining else { return nil }
            state.draining = true
            drainingFlag.store(true, ordering: .releasing)
            if state.listener == nil { state.listenerClosed = true }
            return (state.listener, Array(state.connections.connections.values))
        }
        guard let snapshot else { return }
        snapshot.listener?.close()
        for connection in snapshot.connections { connection.beginDraining() }
        let grace = grace ?? configuration.shutdownGracePeriod
        // A serial queue gets its own thread even when CPU-bound handlers fill the global pool.
        controlQueue.asyncAfter(deadline: .now() + grace.dispatchInterval) { [weak self] in
            self?.forceCloseAll()
        }
        finishIfStopped()
    }

    /// Blocks the calling thread until the server has stopped; returns at once if it never started.
    public func waitUntilStopped() {
        running.wait()
    }

    /// Runs `action` on a private serial queue once the server has stopped.
    public func onStopped(_ action: @escaping @Sendable () -> Void) {
        running.notify(queue: controlQueue, execute: action)
    }

    /// Suspends until the server has stopped.
    public func stopped() async {
        await withCheckedContinuation { continuation in
            onStopped { continuation.resume() }
        }
    }

    /// Closes every remaining connection at the end of the grace period.
    private func forceCloseAll() {
        let connections = state.withLock { Array($0.connections.connections.values) }
        for connection in connections { connection.forceClose() }
    }

    /// Marks the server stopped once it is draining, the listener is closed and no connection is left.
    func finishIfStopped() {
        let justStopped = state.withLock { state in
            guard state.draining, state.listenerClosed, state.connections.count == 0, !state.stopped,
                  state.port != nil else { return false }
            state.stopped = true
            return true
        }
        guard justStopped else { return }
        stopLoops()
        running.leave()
    }
}
