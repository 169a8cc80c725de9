extension Connection {
    /// The most bytes taken from the socket per `recv` call.
    static let readChunk = 64 * 1024

    /// Reads what the socket has, then parses; while lingering, reads only to discard.
    func readable() {
        switch state {
        case .idle, .reading, .lingering: break
        case .handling, .writing: return readAhead()
        case .closed: return
        }
        // A bounded burst, so one busy client cannot starve the connections sharing its loop.
        // It reads on after a short read, until EAGAIN: a reset that came in behind the data is
        // seen only by that next read, and the source is not fired again for it (ending the
        // burst at a short read left reset connections open: IntegrationTests' abrupt disconnect).
        reads: for _ in 0..<4 {
            switch Socket.read(fd, into: &reader.input, count: Self.readChunk) {
            case .bytes: continue reads
            case .wouldBlock: break reads
            case .endOfStream: peerClosed = true; break reads
            case .failed: return closeNow()
            }
        }
        if !spoke && !reader.input.isEmpty {
            spoke = true
            context.didSpeak(id)
        }
        if state == .lingering {
            reader.input = []
            if peerClosed { closeNow() }
            return
        }
        process()
    }

    /// Keeps what the client sends while its response is being made (the next pipelined
    /// request, or the end of the stream) for when the response is out.
    ///
    /// Pausing reading for every request instead cost two trips to Dispatch's manager thread
    /// per request when Dispatch sources drove the connections (now two `epoll_ctl` calls). The source is paused only at the end of the stream, on an error
    /// (the write then fails and closes), or once a request head's worth of bytes is waiting,
    /// which bounds what a connection holds while its handler runs.
    private func readAhead() {
        switch Socket.read(fd, into: &reader.input, count: Self.readChunk) {
        case .bytes:
            let settings = context.configuration
            if reader.input.count > settings.maxRequestLineBytes + settings.maxHeaderBytes { pauseReading() }
        case .wouldBlock: break
        case .endOfStream: peerClosed = true; pauseReading()
        case .failed: pauseReading()
        }
    }

    /// Parses the buffered bytes and starts handling once a whole request is there.
    func process() {
        guard state == .idle || state == .reading else { return }
        guard !reader.input.isEmpty else {
            if peerClosed { return closeNow() }
            enterIdle()
            return
        }
        if state == .idle {
            state = .reading
            requestStart = .now
            arm(.header)
        }
        do {
            try advanceParsing()
        } catch {
            respondToParseError(error)
        }
    }

    /// Back to waiting for the next request on a kept-alive connection.
    private func enterIdle() {
        if (draining || context.isDraining()) && mayCloseIdle { return closeNow() }
        state = .idle
        arm(.idle)
        resumeReading()
    }

    /// Moves from head to body to a complete request as far as the buffered bytes allow.
    private func advanceParsing() throws(HTTPParseError) {
        switch try reader.next(context.parser) {
        case .needMore(let headEnded, let sendContinue):
            if headEnded { arm(.body) }
            if sendContinue { enqueue(ResponseWriter.continueResponse) }
            waitForMore()
        case .request(let request, let bytesIn):
            handle(request, bytesIn: bytesIn)
        }
    }

    /// Keeps reading, unless the peer has already closed its side: then the request can never
    /// complete, and it is answered as such (the peer may still be reading).
    private func waitForMore() {
        if peerClosed { respondToParseError(.incompleteRequest) } else { resumeReading() }
    }

    /// Answers a malformed request, then closes (RFC 9112 §9.6).
    private func respondToParseError(_ error: HTTPParseError) {
        respondWithError(error.response)
    }

    /// Sends a server-made error response with `Connection: close` and closes gracefully after it.
    func respondWithError(_ response: HTTPResponse) {
        guard state == .idle || state == .reading else { return closeNow() }
        pauseReading()
        var response = response
        context.hooks.willSend?(nil, &response)
        let summary = RequestSummary(rejected: reader.input, head: reader.head, start: requestStart)
        write(response, for: summary, persistence: .close)
    }
}
