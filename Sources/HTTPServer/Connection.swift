#if canImport(Glibc)
import Glibc
#endif

/// One client connection: the socket, its write queue and the handler hand-off, driven by a
/// `ConnectionMachine` that decides everything else. Each event of the `EventLoop` that owns
/// the connection goes to the machine, and its actions are carried out here, in order; an
/// action's consequence (the queue written, the handler answered inline, the loop unable to
/// watch the socket) goes back as the next event, after the batch, so a batch never acts on a
/// state the machine has left.
///
/// Concurrency: every mutable property is read and written only on the loop's thread. Other
/// threads (the worker pool, the server) reach the connection only through `loop.execute`,
/// which is what makes the `@unchecked Sendable` sound.
final class Connection: EventLoopClient, @unchecked Sendable {
    /// The most bytes taken from the socket per `recv` call.
    static let readChunk = 64 * 1024

    /// The server's key for this connection.
    let id: Int
    /// The accepted, non-blocking socket.
    let fd: Int32
    /// The loop whose thread runs every event handler and every mutation.
    let loop: EventLoop
    let context: ConnectionContext
    private var machine: ConnectionMachine
    /// Whether the loop waits for the socket to become readable, and writable.
    private var reading = false
    private var writing = false
    /// Bytes waiting to be written, and how many of them are already written.
    private var output: [UInt8] = []
    private var outputOffset = 0
    private var closed = false

    /// Wraps an accepted, non-blocking descriptor; call `start()` to begin serving it.
    init(id: Int, fd: Int32, loop: EventLoop, context: ConnectionContext) {
        self.id = id
        self.fd = fd
        self.context = context
        self.loop = loop
        machine = ConnectionMachine(rules: context.rules)
    }

    /// Registers with the loop and starts reading under the first request's deadline.
    func start() {
        loop.execute { [self] in
            loop.register(fd, self)  // the loop keeps the connection until `closeNow`
            send(.start)
        }
    }

    /// Marks the server as draining: an idle connection closes now, a busy one after its response.
    func beginDraining() { loop.execute { [self] in send(.drain) } }

    /// Closes the connection if the client has still sent nothing (not even bytes waiting in
    /// the socket); used to make room at `maxConnections`. A connection that spoke meanwhile is
    /// kept, so the bound can be passed by the few that speak at the moment they are chosen.
    func shedIfSilent() { loop.execute { [self] in send(.shed) } }

    /// Closes at once, whatever is in flight; used when the shutdown grace period ends.
    func forceClose() { loop.execute { [self] in send(.close) } }

    /// Reads what the socket has, in the burst the machine allows, and hands it over.
    func readable() {
        var received = ConnectionMachine.Received()
        reads: for _ in 0..<machine.readBurst {
            // It reads on after a short read, until EAGAIN: a reset that came in behind the
            // data is seen only by that next read, and the event is not fired again for it.
            switch Socket.read(fd, into: &received.bytes, count: Self.readChunk) {
            case .bytes: continue reads
            case .wouldBlock: break reads
            case .endOfStream: received.ended = true; break reads
            case .failed: received.failed = true; break reads
            }
        }
        if machine.readBurst > 0 { send(.received(received)) }
    }

    /// The loop's write event: the socket takes bytes again.
    func writable() {
        if let next = flush() { send(next) }
    }

    func deadlineDue(_ uptime: UInt64) { send(.timerFired(uptime)) }

    /// Gives `event` to the machine and carries out its actions, then the events they lead to.
    private func send(_ event: ConnectionMachine.Event) {
        var pending: [ConnectionMachine.Event] = []
        var event = event
        while true {
            for action in machine.handle(event, now: EventLoop.uptime(), date: loop.date()) where !closed {
                if let next = perform(action) { pending.append(next) }
            }
            guard !pending.isEmpty, !closed else { return }
            event = pending.removeFirst()
        }
    }

    /// Carries out one action; returns the event it leads to, if any.
    private func perform(_ action: ConnectionMachine.Action) -> ConnectionMachine.Event? {
        switch action {
        case .watchReading(let on): reading = on; return watch()
        case .setTimer(let uptime): loop.schedule(uptime, for: fd, self); return nil
        case .write(let bytes):
            // Usually nothing is waiting: take the bytes as they are rather than copying a
            // response of a few hundred kilobytes.
            if output.isEmpty { output = bytes } else { output += bytes }
            return flush()
        case .handle(let request): return dispatch(request)
        case .report(let record): context.hooks.didRespond?(record); return nil
        case .spoke: context.didSpeak(id); return nil
        case .shutdownWrite: Socket.shutdownWrite(fd); return nil
        case .close: closeNow(); return nil
        case .closeIfQuiet: return Socket.hasPendingInput(fd) ? nil : .close
        }
    }

    /// Answers inline routes at once on the loop's thread and the rest through the worker
    /// pool, or 503 when the pool is full.
    private func dispatch(_ request: HTTPRequest) -> ConnectionMachine.Event? {
        let context = context
        if context.handler.answersInline(request) { return .answered(context.answer(request)) }
        let admitted = context.pool.submit(context.handler.lane(of: request)) { [self] in
            let response = context.answer(request)
            loop.execute { self.send(.answered(response)) }
        }
        guard !admitted else { return nil }
        // RFC 9110 §15.6.4: overloaded, with a hint when to retry
        var response = HTTPResponse.problem(
            .serviceUnavailable, detail: "The server is at capacity; retry shortly.",
            headers: ["Retry-After": "\(context.configuration.retryAfterSeconds)"])
        context.hooks.willSend?(request, &response)
        return .answered(response)
    }

    /// Writes queued bytes until done or EAGAIN (the loop's write event resumes the work);
    /// returns `written` once the queue is empty, `writeFailed` if the socket refuses.
    private func flush() -> ConnectionMachine.Event? {
        guard !closed, !output.isEmpty else { return nil }
        while outputOffset < output.count {
            switch Socket.write(fd, output, from: outputOffset) {
            case .bytes(let count): outputOffset += count
            case .wouldBlock:
                if !writing { writing = true; return watch() }
                return nil
            case .endOfStream, .failed: return .writeFailed
            }
        }
        output = []
        outputOffset = 0
        if writing { writing = false; if let failed = watch() { return failed } }
        return .written
    }

    /// Tells the loop which events the connection waits for now; a connection the loop cannot
    /// watch is closed.
    private func watch() -> ConnectionMachine.Event? {
        loop.watch(fd, read: reading, write: writing) ? nil : .close
    }

    /// Leaves the loop and closes the descriptor.
    private func closeNow() {
        guard !closed else { return }
        closed = true
        output = []
        loop.deregister(fd)  // before the number can be reused
        Glibc.close(fd)
        context.didClose(id)
    }
}
