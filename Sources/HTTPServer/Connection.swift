#if canImport(Glibc)
import Glibc
#endif

/// One client connection, driven by the events of the `EventLoop` that owns it.
///
/// Requests are handled one at a time: read a request, hand it to the worker pool with
/// reading paused, write the response, then parse the next request from the buffer. Pipelined
/// responses therefore leave in request order (RFC 9112 §9.3.2) without any bookkeeping.
///
/// Concurrency: every mutable property is read and written only on the loop's thread. Other
/// threads (the worker pool, the server) reach the connection only through `loop.execute`,
/// which is what makes the `@unchecked Sendable` sound.
final class Connection: EventLoopClient, @unchecked Sendable {
    /// Where the connection is in its request cycle.
    enum State {
        /// Waiting for the first byte of a request, under the idle timeout.
        case idle
        /// Reading a head or body, under the header or body timeout.
        case reading
        /// A handler is running; reading is paused.
        case handling
        /// Writing a final response, under the write timeout.
        case writing
        /// Write side shut, reading and discarding until the peer closes (RFC 9112 §9.6).
        case lingering
        /// Descriptor closed or closing.
        case closed
    }

    /// What the single deadline timer does when it fires.
    enum Deadline {
        /// No deadline: a handler is running.
        case none
        /// A new connection must start its first request within the header-read timeout.
        case firstRequest
        /// A kept-alive connection may wait this long for its next request.
        case idle
        /// The head must be complete this long after its first byte.
        case header
        /// The body must be complete this long after the head.
        case body
        /// The response must be written within this time.
        case write
        /// The peer must close within this time after our half-close.
        case linger
    }

    /// The server's key for this connection.
    let id: Int
    /// The accepted, non-blocking socket.
    let fd: Int32
    /// The loop whose thread runs every event handler and every mutation.
    let loop: EventLoop
    let context: ConnectionContext

    var state = State.idle
    /// The current deadline and the loop timer set for it (`arm(_:)`).
    var deadlines = DeadlineSchedule()
    /// Whether the loop waits for the socket to become readable, and writable.
    var readPaused = true
    var writePaused = true
    /// The bytes read and the request being put together from them.
    var reader = RequestReader()
    var requestStart = ContinuousClock.now
    var peerClosed = false
    var draining = false
    /// Whether the client has sent anything yet; a silent connection may be shed.
    var spoke = false
    /// Bytes waiting to be written, and how many of them are already written.
    var output: [UInt8] = []
    var outputOffset = 0
    var afterWrite: (() -> Void)?

    /// Wraps an accepted, non-blocking descriptor; call `start()` to begin serving it.
    init(id: Int, fd: Int32, loop: EventLoop, context: ConnectionContext) {
        self.id = id
        self.fd = fd
        self.context = context
        self.loop = loop
    }

    /// Registers with the loop and starts reading under the first request's deadline.
    func start() {
        loop.execute { [self] in
            loop.register(fd, self)  // the loop keeps the connection until `closeNow`
            arm(.firstRequest)  // a connection that never sends is a slowloris, not a keep-alive
            resumeReading()
        }
    }

    /// Marks the server as draining: an idle connection closes now, a busy one after its response.
    func beginDraining() {
        loop.execute { [self] in
            draining = true
            if state == .idle && mayCloseIdle { closeNow() }
        }
    }

    /// A request the client sent before it could know of the drain may already sit unread in
    /// the socket: closing then would answer it with a reset (RFC 9112 §9.6), so it is read and
    /// answered, with `Connection: close`, instead.
    var mayCloseIdle: Bool { reader.input.isEmpty && !Socket.hasPendingInput(fd) }

    /// Closes the connection if the client has still sent nothing (not even bytes waiting in
    /// the socket); used to make room at `maxConnections`. A connection that spoke meanwhile is
    /// kept, so the bound can be passed by the few that speak at the moment they are chosen.
    func shedIfSilent() {
        loop.execute { [self] in
            if !spoke && reader.input.isEmpty && state == .idle && !Socket.hasPendingInput(fd) { closeNow() }
        }
    }

    /// Closes at once, whatever is in flight; used when the shutdown grace period ends.
    func forceClose() {
        loop.execute { [self] in closeNow() }
    }

    /// Starts the deadline for `kind` from the configured timeouts (`DeadlineSchedule`).
    func arm(_ kind: Deadline) {
        if let uptime = deadlines.arm(kind, interval: context.configuration.timeout(for: kind), now: EventLoop.uptime()) {
            loop.schedule(uptime, for: fd, self)
        }
    }

    /// Acts on an expired deadline: close quietly when idle, 408 while a request is incomplete.
    func deadlineDue(_ uptime: UInt64) {
        switch deadlines.fired(uptime, now: EventLoop.uptime()) {
        case .ignore, .expired(.none): return
        case .setTimer(let at): loop.schedule(at, for: fd, self)
        case .expired(.firstRequest), .expired(.idle), .expired(.write), .expired(.linger): closeNow()
        case .expired(.header), .expired(.body):  // RFC 9110 §15.5.9
            respondWithError(.problem(.requestTimeout, detail: "The request was not received in time."))
        }
    }

    func pauseReading() {
        if !readPaused { readPaused = true; watch() }
    }

    func resumeReading() {
        if readPaused { readPaused = false; watch() }
    }

    /// Tells the loop which events the connection waits for now; a connection the loop cannot
    /// watch is closed.
    func watch() {
        if !loop.watch(fd, read: !readPaused, write: !writePaused) { closeNow() }
    }

    /// Shuts the write side, then reads and discards until the peer closes or the linger time ends.
    ///
    /// Closing with unread input makes the kernel send a reset, which can destroy the
    /// response before the client reads it (RFC 9112 §9.6).
    func closeGracefully() {
        guard state != .closed else { return }
        Socket.shutdownWrite(fd)
        state = .lingering
        reader.input = []
        arm(.linger)
        resumeReading()
    }

    /// Leaves the loop and closes the descriptor.
    func closeNow() {
        guard state != .closed else { return }
        state = .closed
        afterWrite = nil
        output = []
        reader.input = []
        loop.deregister(fd)  // before the number can be reused
        close(fd)
        context.didClose(id)
    }
}
