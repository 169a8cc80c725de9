#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// One client connection, driven by Dispatch read and write sources on its own serial queue.
///
/// Requests are handled one at a time: read a request, hand it to the worker pool with
/// reading paused, write the response, then parse the next request from the buffer. Pipelined
/// responses therefore leave in request order (RFC 9112 §9.3.2) without any bookkeeping.
///
/// Concurrency: every mutable property is read and written only on `queue`. Other threads
/// (the worker pool, the server) reach the connection only through `queue.async`, which is
/// what makes the `@unchecked Sendable` sound.
final class Connection: @unchecked Sendable {
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
    /// The serial queue every handler and every mutation runs on.
    let queue: DispatchQueue
    let context: ConnectionContext
    let readSource: any DispatchSourceRead
    let writeSource: any DispatchSourceWrite
    /// The one timer for whichever deadline applies now.
    let timer: any DispatchSourceTimer

    var state = State.idle
    var deadline = Deadline.none
    /// When the current deadline ends, and when the timer is set to fire (uptime nanoseconds;
    /// `.max` for never). See `arm(_:)`.
    var deadlineAt = UInt64.max
    var timerFiresAt = UInt64.max
    /// Whether each source is suspended; suspend and resume calls must balance.
    var readPaused = true
    var writePaused = true
    /// Cancel handlers still to run before the descriptor may be closed.
    var pendingCancels = 3
    /// Bytes read and not yet consumed by a request.
    var input: [UInt8] = []
    /// The head of the request being read, once complete.
    var head: RequestHead?
    var sentContinue = false
    /// How much of a chunked body has been decoded, kept between reads.
    var bodyProgress = ChunkedProgress()
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
    init(id: Int, fd: Int32, target: DispatchQueue, context: ConnectionContext) {
        self.id = id
        self.fd = fd
        self.context = context
        queue = DispatchQueue(label: "http.connection", target: target)
        readSource = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        writeSource = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        timer = DispatchSource.makeTimerSource(queue: queue)
    }

    /// Installs the event handlers and starts reading under the idle timeout.
    func start() {
        queue.async { [self] in
            readSource.setEventHandler { [unowned self] in readable() }
            writeSource.setEventHandler { [unowned self] in flush() }
            timer.setEventHandler { [unowned self] in deadlineExpired() }
            for source in [readSource, writeSource, timer] as [any DispatchSourceProtocol] {
                source.setCancelHandler { [self] in sourceCancelled() }  // keeps self until all are gone
            }
            timer.resume()
            arm(.firstRequest)  // a connection that never sends is a slowloris, not a keep-alive
            resumeReading()
        }
    }

    /// Marks the server as draining: an idle connection closes now, a busy one after its response.
    func beginDraining() {
        queue.async { [self] in
            draining = true
            if state == .idle && mayCloseIdle { closeNow() }
        }
    }

    /// A request the client sent before it could know of the drain may already sit unread in
    /// the socket: closing then would answer it with a reset (RFC 9112 §9.6), so it is read and
    /// answered, with `Connection: close`, instead.
    var mayCloseIdle: Bool { input.isEmpty && !Socket.hasPendingInput(fd) }

    /// Closes the connection if the client has still sent nothing (not even bytes waiting in
    /// the socket); used to make room at `maxConnections`. A connection that spoke meanwhile is
    /// kept, so the bound can be passed by the few that speak at the moment they are chosen.
    func shedIfSilent() {
        queue.async { [self] in
            if !spoke && input.isEmpty && state == .idle && !Socket.hasPendingInput(fd) { closeNow() }
        }
    }

    /// Closes at once, whatever is in flight; used when the shutdown grace period ends.
    func forceClose() {
        queue.async { [self] in closeNow() }
    }

    /// Starts the deadline for `kind` from the configured timeouts.
    ///
    /// Every request moves the deadline three or four times, and rescheduling a Dispatch timer
    /// each time costs a trip to Dispatch's manager thread (about a sixth of a small request's
    /// CPU). So the timer is only moved earlier, never later: when it fires before the current
    /// deadline it sets itself for that deadline instead of acting.
    func arm(_ kind: Deadline) {
        deadline = kind
        let settings = context.configuration
        let interval: Duration? = switch kind {
        case .none: nil
        case .idle: settings.idleTimeout
        case .firstRequest, .header: settings.headerReadTimeout
        case .body: settings.bodyReadTimeout
        case .write: settings.writeTimeout
        case .linger: settings.lingerTimeout
        }
        guard let interval else {
            deadlineAt = .max
            return
        }
        let nanoseconds = interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000
        deadlineAt = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(nanoseconds, 0))
        if deadlineAt < timerFiresAt { scheduleTimer(at: deadlineAt) }
    }

    private func scheduleTimer(at uptime: UInt64) {
        timerFiresAt = uptime
        timer.schedule(deadline: DispatchTime(uptimeNanoseconds: uptime))
    }

    /// Acts on an expired deadline: close quietly when idle, 408 while a request is incomplete.
    private func deadlineExpired() {
        timerFiresAt = .max
        guard deadline != .none, deadlineAt != .max else { return }
        guard DispatchTime.now().uptimeNanoseconds >= deadlineAt else {
            scheduleTimer(at: deadlineAt)   // fired for an earlier deadline that has since moved
            return
        }
        switch deadline {
        case .none: return
        case .firstRequest, .idle, .write, .linger: closeNow()
        case .header, .body:  // RFC 9110 §15.5.9
            respondWithError(.problem(.requestTimeout, detail: "The request was not received in time."))
        }
    }

    func pauseReading() {
        if !readPaused { readSource.suspend(); readPaused = true }
    }

    func resumeReading() {
        if readPaused { readSource.resume(); readPaused = false }
    }

    /// Shuts the write side, then reads and discards until the peer closes or the linger time ends.
    ///
    /// Closing with unread input makes the kernel send a reset, which can destroy the
    /// response before the client reads it (RFC 9112 §9.6).
    func closeGracefully() {
        guard state != .closed else { return }
        Socket.shutdownWrite(fd)
        state = .lingering
        input = []
        arm(.linger)
        resumeReading()
    }

    /// Cancels the sources; the descriptor is closed once all three cancel handlers have run.
    func closeNow() {
        guard state != .closed else { return }
        state = .closed
        afterWrite = nil
        for source in [readSource, writeSource, timer] as [any DispatchSourceProtocol] { source.cancel() }
        resumeReading()  // a suspended source never runs its cancel handler
        if writePaused { writeSource.resume(); writePaused = false }
    }

    private func sourceCancelled() {
        pendingCancels -= 1
        guard pendingCancels == 0 else { return }
        close(fd)
        context.didClose(id)
    }
}
