extension ConnectionMachine {
    /// Writes the handler's response, keeping the connection open only if both sides allow it.
    mutating func answer(_ response: HTTPResponse) {
        guard case .handling(var exchange) = state else { return }
        if draining || rules.isStopping() { exchange.persistence = .close }
        write(response, for: exchange)
    }

    /// Serialises a final response and queues it under the write deadline.
    mutating func write(_ response: HTTPResponse, for exchange: Exchange) {
        let bytes = ResponseWriter.serialize(
            response, persistence: exchange.persistence, isHead: exchange.summary.isHead, date: date)
        state = .writing(exchange, Delivery(
            status: response.status, headers: response.headers, bytesOut: bytes.count, persistence: exchange.persistence))
        arm(.write)
        actions.append(.write(bytes))
    }

    /// The response is out: report it, then close or read the next request.
    mutating func delivered() {
        guard case .writing(let exchange, let delivery) = state else { return }  // 100 Continue
        let summary = exchange.summary
        actions.append(.report(ResponseRecord(
            method: summary.method, path: summary.path, status: delivery.status,
            duration: .nanoseconds(Int64(clamping: now &- summary.start)), bytesIn: summary.bytesIn,
            bytesOut: delivery.bytesOut, requestHeaders: summary.headers, responseHeaders: delivery.headers)))
        if delivery.persistence == .close {
            closeGracefully()
        } else {
            state = .idle
            process()  // a pipelined request may already be buffered
        }
    }

    /// Shuts the write side, then reads and discards until the peer closes or the linger time
    /// ends: closing with unread input makes the kernel send a reset, which can destroy the
    /// response before the client reads it (RFC 9112 §9.6).
    mutating func closeGracefully() {
        actions.append(.shutdownWrite)
        state = .lingering
        reader.input = []
        arm(.linger)
        resumeReading()
    }
}

/// What the server remembers about a request while it is answered, for framing and the record.
struct RequestSummary: Sendable {
    var method: HTTPMethod?
    var path: String?
    var headers = HTTPHeaders()
    var bytesIn: Int
    /// When its first byte was read (`EventLoop.uptime()` nanoseconds).
    var start: UInt64

    /// A summary of a request that was rejected, from its head or at least its request line.
    init(rejected input: [UInt8], head: RequestHead?, start: UInt64) {
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
    init(request: HTTPRequest, bytesIn: Int, start: UInt64) {
        (method, path, headers) = (request.method, request.path, request.headers)
        self.bytesIn = bytesIn
        self.start = start
    }

    /// HEAD responses carry GET's fields and length but no content (RFC 9110 §9.3.2).
    var isHead: Bool { method == .head }
}
