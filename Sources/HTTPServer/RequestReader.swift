/// The bytes a connection has read, and the request being put together from them: the head,
/// then the body (a chunked body's progress kept between reads, and whether 100 Continue went
/// out). A value fed bytes and asked for its next step, so that framing across reads is tested
/// with literal bytes and no socket (`RequestReaderTests`); the connection does the I/O.
struct RequestReader {
    /// Bytes read and not yet consumed by a request.
    var input: [UInt8] = []
    /// The head of the request being read, once complete.
    private(set) var head: RequestHead?
    private var sentContinue = false
    private var bodyProgress = ChunkedProgress()

    /// What the buffered bytes make.
    enum Step {
        /// Not yet a whole request. `headEnded`: this step completed the head (the body's
        /// deadline starts); `sendContinue`: the client waits for 100 Continue before sending
        /// the body (RFC 9110 §10.1.1), asked once per request.
        case needMore(headEnded: Bool, sendContinue: Bool)
        /// A whole request, taken out of the buffer with the `bytesIn` it took.
        case request(HTTPRequest, bytesIn: Int)
    }

    /// Moves from head to body to a whole request as far as the buffered bytes allow; throws
    /// what the parser finds wrong (RFC 9112).
    mutating func next(_ parser: RequestParser) throws(HTTPParseError) -> Step {
        var headEnded = false
        if head == nil {
            guard let parsed = try parser.parseHead(input[...]) else { return .needMore(headEnded: false, sendContinue: false) }
            head = parsed
            headEnded = true
        }
        guard let head else { return .needMore(headEnded: headEnded, sendContinue: false) }
        guard let (body, used) = try parser.parseBody(of: head, from: input[head.length...], progress: &bodyProgress) else {
            let sendContinue = head.expectsContinue && !sentContinue
            if sendContinue { sentContinue = true }
            return .needMore(headEnded: headEnded, sendContinue: sendContinue)
        }
        let bytesIn = head.length + used
        input.removeFirst(bytesIn)
        self.head = nil
        bodyProgress = ChunkedProgress()
        sentContinue = false
        return .request(head.request(body: body), bytesIn: bytesIn)
    }
}
