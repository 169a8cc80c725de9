/// A connection's request cycle as a value: every event (bytes read, the queue written, a
/// timer, the handler's answer, the server's drain) goes to `handle(_:now:date:)`, which
/// returns what the socket wrapper (`Connection`) must do, in order. The machine does no I/O
/// and reads no clock, so reading, deadlines, errors and keep-alive are tested with literal
/// bytes on a mock clock (`ConnectionMachineTests`), as swift-server's async-http-client tests
/// its HTTP/1 connection state machine (`HTTP1ConnectionStateMachineTests`).
///
/// Requests are handled one at a time: read a request, hand it to the handler, write the
/// response, then parse the next request from the buffer. Pipelined responses therefore
/// leave in request order (RFC 9112 §9.3.2) without any bookkeeping.
struct ConnectionMachine {
    /// Where the connection is in its request cycle; each state carries what it needs.
    enum State {
        /// Waiting for the first byte of a request, under the idle (or first-request) timeout.
        case idle
        /// Reading a head or body, under the header or body timeout, since `since`.
        case reading(since: UInt64)
        /// A handler is running; bytes that arrive meanwhile are kept (`readAhead`).
        case handling(Exchange)
        /// Writing a final response, under the write timeout.
        case writing(Exchange, Delivery)
        /// Write side shut, reading and discarding until the peer closes (RFC 9112 §9.6).
        case lingering
        /// Closed or closing.
        case closed
    }

    /// A request being answered: what the record and the framing need.
    struct Exchange {
        var summary: RequestSummary
        /// How the response keeps the connection unless the server is shutting down.
        var persistence: ResponseWriter.Persistence
    }

    /// A final response on its way out.
    struct Delivery {
        var status: HTTPStatus
        var headers: HTTPHeaders
        var bytesOut: Int
        var persistence: ResponseWriter.Persistence
    }

    /// What the single deadline timer is for.
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

    /// What happened to the connection.
    enum Event {
        /// The connection is registered with its loop.
        case start
        /// A burst of reads ended: the bytes it took, and whether it met the end of the stream
        /// or an error.
        case received(Received)
        /// Every queued byte is written.
        case written
        /// The socket refused a write (the peer is gone).
        case writeFailed
        /// The loop's timer set for `uptime` fired.
        case timerFired(UInt64)
        /// The handler's response to the request being handled.
        case answered(HTTPResponse)
        /// The server drains: an idle connection closes now, a busy one after its response.
        case drain
        /// The server needs room: close if the client has never sent anything.
        case shed
        /// Close at once, whatever is in flight.
        case close
    }

    /// What one burst of reads took.
    struct Received {
        var bytes: [UInt8] = []
        var ended = false
        var failed = false
    }

    /// What the socket wrapper does, in order.
    enum Action {
        /// Wait, or stop waiting, for the socket to be readable.
        case watchReading(Bool)
        /// Set a loop timer for `uptime` (`timerFired` comes back with it).
        case setTimer(UInt64)
        /// Queue bytes for the socket; `written` follows once the queue is empty.
        case write([UInt8])
        /// Run the handler for the request; `answered` follows.
        case handle(HTTPRequest)
        /// A response is out: the access log and metrics hook.
        case report(ResponseRecord)
        /// The client sent its first bytes.
        case spoke
        /// Shut the socket's write side.
        case shutdownWrite
        /// Leave the loop and close the descriptor.
        case close
        /// Close (send `close` back) unless the socket holds bytes not read yet: a request the
        /// client sent before it could know of the drain is read and answered instead of reset.
        case closeIfQuiet
    }

    let rules: ConnectionRules
    var state = State.idle
    /// The bytes read and the request being put together from them.
    var reader = RequestReader()
    /// The current deadline and the loop timer set for it.
    var deadlines = DeadlineSchedule()
    var readPaused = true
    var peerClosed = false
    var draining = false
    /// Whether the client has sent anything yet; a silent connection may be shed.
    var spoke = false
    /// The time of the event being handled (`EventLoop.uptime()` nanoseconds) and the `Date`
    /// field of a response made now.
    var now: UInt64 = 0
    var date = ""
    /// The actions collected for the event being handled.
    var actions: [Action] = []

    init(rules: ConnectionRules) { self.rules = rules }

    /// How many reads the wrapper makes for one readable event: a bounded burst while reading
    /// (one busy client must not starve the loop's others), one while the response is made.
    var readBurst: Int {
        switch state {
        case .idle, .reading, .lingering: 4
        case .handling, .writing: 1
        case .closed: 0
        }
    }

    /// Acts on `event` at `now` (uptime nanoseconds; `date` is the `Date` field for a response
    /// made now) and returns what the socket wrapper must do.
    mutating func handle(_ event: Event, now: UInt64, date: String) -> [Action] {
        if case .closed = state { return [] }
        (self.now, self.date) = (now, date)
        actions = []
        switch event {
        case .start:
            arm(.firstRequest)  // a connection that never sends is a slowloris, not a keep-alive
            resumeReading()
        case .received(let received): receive(received)
        case .written: delivered()
        case .writeFailed, .close: close()
        case .timerFired(let uptime): timerFired(uptime)
        case .answered(let response): answer(response)
        case .drain:
            draining = true
            if case .idle = state, reader.input.isEmpty { actions.append(.closeIfQuiet) }
        case .shed:
            if !spoke, case .idle = state, reader.input.isEmpty { actions.append(.closeIfQuiet) }
        }
        return actions
    }

    /// Starts the deadline `kind` from the configured timeouts.
    mutating func arm(_ kind: Deadline) {
        if let at = deadlines.arm(kind, interval: rules.configuration.timeout(for: kind), now: now) {
            actions.append(.setTimer(at))
        }
    }

    /// Acts on an expired deadline: close quietly when idle, 408 while a request is incomplete.
    private mutating func timerFired(_ uptime: UInt64) {
        switch deadlines.fired(uptime, now: now) {
        case .ignore, .expired(.none): return
        case .setTimer(let at): actions.append(.setTimer(at))
        case .expired(.firstRequest), .expired(.idle), .expired(.write), .expired(.linger): close()
        case .expired(.header), .expired(.body):  // RFC 9110 §15.5.9
            fail(.problem(.requestTimeout, detail: "The request was not received in time."))
        }
    }

    mutating func pauseReading() {
        if !readPaused { readPaused = true; actions.append(.watchReading(false)) }
    }

    mutating func resumeReading() {
        if readPaused { readPaused = false; actions.append(.watchReading(true)) }
    }

    /// Leaves the loop and closes the descriptor.
    mutating func close() {
        if case .closed = state { return }
        state = .closed
        reader.input = []
        actions.append(.close)
    }
}
