import HTTPServer

/// Parses a request written as a string literal, with `\r\n` spelled out as in the RFCs.
func parse(_ text: String, limits: ParserLimits = ParserLimits()) throws(HTTPParseError) -> RequestParser.Result {
    try RequestParser(limits: limits).parse(Array(text.utf8))
}

/// The request parsed from `text`, which must be exactly one complete request.
func request(_ text: String, limits: ParserLimits = ParserLimits()) throws -> HTTPRequest {
    guard case .complete(let request, let consumed) = try parse(text, limits: limits) else {
        throw ParseOutcome.incomplete
    }
    guard consumed == text.utf8.count else { throw ParseOutcome.leftover(text.utf8.count - consumed) }
    return request
}

/// Whether parsing `text` asks for more bytes.
func needsMore(_ text: String, limits: ParserLimits = ParserLimits()) throws -> Bool {
    if case .needMore = try parse(text, limits: limits) { return true }
    return false
}

/// Ways a test parse can come out other than one complete request.
enum ParseOutcome: Error {
    case incomplete
    case leftover(Int)
}

/// Limits small enough to reach in a test.
func smallLimits(
    requestLine: Int = 64, header: Int = 128, count: Int = 4, body: Int = 16, ext: Int = 8
) -> ParserLimits {
    var limits = ParserLimits()
    limits.maxRequestLineBytes = requestLine
    limits.maxHeaderBytes = header
    limits.maxHeaderCount = count
    limits.maxBodyBytes = body
    limits.maxChunkExtensionBytes = ext
    return limits
}
