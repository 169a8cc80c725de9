extension ConnectionMachine {
    /// Takes what a burst of reads brought: while a response is made it is kept for later;
    /// while lingering it is discarded; otherwise it is parsed.
    mutating func receive(_ received: Received) {
        switch state {
        case .closed: return
        case .handling, .writing: return readAhead(received)
        case .idle, .reading, .lingering: break
        }
        if received.failed { return close() }
        take(received.bytes)
        if received.ended { peerClosed = true }
        if !spoke && !reader.input.isEmpty {
            spoke = true
            actions.append(.spoke)
        }
        if case .lingering = state {
            reader.input = []
            if peerClosed { close() }
            return
        }
        process()
    }

    /// Appends read bytes, taking the array as it is when nothing is waiting (no copy).
    private mutating func take(_ bytes: [UInt8]) {
        if reader.input.isEmpty { reader.input = bytes } else { reader.input += bytes }
    }

    /// Keeps what the client sends while its response is made (the next pipelined request,
    /// or the end of the stream) for when the response is out.
    ///
    /// Pausing reading for every request instead cost two `epoll_ctl` calls per request.
    /// Reading is paused only at the end of the stream, on an error (the write then fails and
    /// closes), or once a request head's worth of bytes is waiting, which bounds what a
    /// connection holds while its handler runs.
    private mutating func readAhead(_ received: Received) {
        take(received.bytes)
        let settings = rules.configuration
        if received.ended { peerClosed = true }
        if received.ended || received.failed || reader.input.count > settings.maxRequestLineBytes + settings.maxHeaderBytes {
            pauseReading()
        }
    }

    /// Parses the buffered bytes and starts handling once a whole request is there.
    mutating func process() {
        let since: UInt64
        switch state {
        case .idle:
            guard !reader.input.isEmpty else { return peerClosed ? close() : enterIdle() }
            since = now
            state = .reading(since: now)
            arm(.header)
        case .reading(let start): since = start
        case .handling, .writing, .lingering, .closed: return
        }
        do {
            try advanceParsing(since: since)
        } catch {
            fail(error.response)
        }
    }

    /// Back to waiting for the next request on a kept-alive connection.
    private mutating func enterIdle() {
        if draining || rules.isDraining() { actions.append(.closeIfQuiet) }
        state = .idle
        arm(.idle)
        resumeReading()
    }

    /// Moves from head to body to a complete request as far as the buffered bytes allow.
    private mutating func advanceParsing(since: UInt64) throws(HTTPParseError) {
        switch try reader.next(rules.parser) {
        case .needMore(let headEnded, let sendContinue):
            if headEnded { arm(.body) }
            // The peer has closed its side: the request can never complete, and it is
            // answered as such (the peer may still be reading), with no 100 Continue before it:
            // `written` then always follows the final response.
            if peerClosed { return fail(HTTPParseError.incompleteRequest.response) }
            if sendContinue { actions.append(.write(ResponseWriter.continueResponse)) }
            resumeReading()
        case .request(let request, let bytesIn):
            let keeps: ResponseWriter.Persistence =
                !request.wantsKeepAlive ? .close : request.version.isAtLeast1_1 ? .keepAlive : .keepAliveHTTP10
            let summary = RequestSummary(request: request, bytesIn: bytesIn, start: since)
            state = .handling(Exchange(summary: summary, persistence: keeps))  // reading goes on (`readAhead`)
            arm(.none)
            actions.append(.handle(request))
        }
    }

    /// Answers with a server-made error, `Connection: close`, and closes gracefully after it
    /// (RFC 9112 §9.6).
    mutating func fail(_ response: HTTPResponse) {
        let since: UInt64
        switch state {
        case .idle: since = now
        case .reading(let start): since = start
        case .handling, .writing, .lingering, .closed: return close()
        }
        pauseReading()
        var response = response
        rules.willSend?(nil, &response)
        let summary = RequestSummary(rejected: reader.input, head: reader.head, start: since)
        write(response, for: Exchange(summary: summary, persistence: .close))
    }
}
