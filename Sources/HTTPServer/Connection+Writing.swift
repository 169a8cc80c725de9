/// What the server remembers about a request while it is answered, for framing and the record.
struct RequestSummary: Sendable {
    var method: HTTPMethod?
    var path: String?
    var headers = HTTPHeaders()
    var bytesIn: Int
    var start: ContinuousClock.Instant

    /// A summary of a request that was rejected, from its head or at least its request line.
    init(rejected input: [UInt8], head: RequestHead?, start: ContinuousClock.Instant) {
        if let head {
            (method, path) = (head.method, HTTPRequest.split(target: head.target).path)
            headers = head.headers
        } else if let line = RequestParser.requestLine(in: input[...]) {
            (method, path) = line
        }
        bytesIn = input.count
        self.start = start
    }

    /// A summary of a complete request.
    init(request: HTTPRequest, bytesIn: Int, start: ContinuousClock.Instant) {
        (method, path, headers) = (request.method, request.path, request.headers)
        self.bytesIn = bytesIn
        self.start = start
    }

    /// HEAD responses carry GET's fields and length but no content (RFC 9110 §9.3.2).
    var isHead: Bool { method == .head }
}

extension Connection {
    /// Answers a complete request: inline routes at once on the loop's thread, the rest through
    /// the worker pool, or 503 when the pool is full.
    func handle(_ request: HTTPRequest, bytesIn: Int) {
        state = .handling   // reading goes on (`readAhead`)
        arm(.none)
        let summary = RequestSummary(request: request, bytesIn: bytesIn, start: requestStart)
        let context = context
        if context.handler.answersInline(request) {
            return respond(context.answer(request), to: request, summary: summary)
        }
        let admitted = context.pool.submit(context.handler.lane(of: request)) { [self] in
            let response = context.answer(request)
            loop.execute { self.respond(response, to: request, summary: summary) }
        }
        if !admitted {  // RFC 9110 §15.6.4: overloaded, with a hint when to retry
            var response = HTTPResponse.problem(
                .serviceUnavailable, detail: "The server is at capacity; retry shortly.",
                headers: ["Retry-After": "\(context.configuration.retryAfterSeconds)"])
            context.hooks.willSend?(request, &response)
            respond(response, to: request, summary: summary)
        }
    }

    /// Writes a handler's response, keeping the connection open only if both sides allow it.
    private func respond(_ response: HTTPResponse, to request: HTTPRequest, summary: RequestSummary) {
        guard state == .handling else { return }
        let closing = draining || context.isStopping() || !request.wantsKeepAlive
        let persistence: ResponseWriter.Persistence =
            closing ? .close : request.version.isAtLeast1_1 ? .keepAlive : .keepAliveHTTP10
        write(response, for: summary, persistence: persistence)
    }

    /// Serialises and writes a final response, then reports it and either closes or reads on.
    func write(_ response: HTTPResponse, for summary: RequestSummary, persistence: ResponseWriter.Persistence) {
        state = .writing
        arm(.write)
        let bytes = ResponseWriter.serialize(response, persistence: persistence, isHead: summary.isHead, date: loop.date())
        enqueue(bytes) { [self] in
            context.hooks.didRespond?(ResponseRecord(
                method: summary.method, path: summary.path, status: response.status,
                duration: .now - summary.start, bytesIn: summary.bytesIn, bytesOut: bytes.count,
                requestHeaders: summary.headers, responseHeaders: response.headers))
            if persistence == .close {
                closeGracefully()
            } else {
                state = .idle
                process()  // a pipelined request may already be buffered
            }
        }
    }

    /// Queues bytes for the socket and writes what it takes now; `then` runs once all are written.
    func enqueue(_ bytes: [UInt8], then: (() -> Void)? = nil) {
        // Usually nothing is waiting: take the bytes as they are rather than copying a response
        // of a few hundred kilobytes.
        if output.isEmpty { output = bytes } else { output += bytes }
        if let then { afterWrite = then }
        flush()
    }

    /// The loop's write event: the socket takes bytes again.
    func writable() { flush() }

    /// Writes queued bytes until done or EAGAIN; on EAGAIN the loop's write event resumes the work.
    func flush() {
        guard state != .closed else { return }
        while outputOffset < output.count {
            switch Socket.write(fd, output, from: outputOffset) {
            case .bytes(let count): outputOffset += count
            case .wouldBlock:
                if writePaused { writePaused = false; watch() }
                return
            case .endOfStream, .failed: return closeNow()
            }
        }
        output = []
        outputOffset = 0
        if !writePaused { writePaused = true; watch() }
        if let done = afterWrite {
            afterWrite = nil
            done()
        }
    }
}
