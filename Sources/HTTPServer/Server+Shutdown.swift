import Dispatch
import Synchronization

extension Server {
    /// Starts a graceful shutdown; returns at once.
    ///
    /// The listener closes, so new connections are refused. Idle keep-alive connections close
    /// now; busy ones finish their request and answer with `Connection: close`. When the
    /// grace period ends, whatever is left is closed. Calling it again does nothing.
    /// - Parameter grace: how long in-flight requests may take; defaults to `shutdownGracePeriod`.
    public func beginShutdown(grace: Duration? = nil) {
        let snapshot: (listener: Listener?, connections: [Connection])? = state.withLock { state in
            guard !state.draining else { return nil }
            state.draining = true
            if state.listener == nil { state.listenerClosed = true }
            return (state.listener, Array(state.connections.values))
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
        let connections = state.withLock { Array($0.connections.values) }
        for connection in connections { connection.forceClose() }
    }

    /// Marks the server stopped once it is draining, the listener is closed and no connection is left.
    func finishIfStopped() {
        let justStopped = state.withLock { state in
            guard state.draining, state.listenerClosed, state.connections.isEmpty, !state.stopped,
                  state.port != nil else { return false }
            state.stopped = true
            return true
        }
        if justStopped { running.leave() }
    }
}
