import HTTPServer

/// Small limits, so that inputs within libFuzzer's `-max_len` reach every limit check.
private let limits: ParserLimits = {
    var limits = ParserLimits()
    limits.maxRequestLineBytes = 256
    limits.maxHeaderBytes = 1024
    limits.maxHeaderCount = 16
    limits.maxBodyBytes = 2048
    limits.maxChunkExtensionBytes = 64
    return limits
}()

/// Parses the input as a connection's buffered bytes: request after pipelined request (RFC 9112
/// §9.3.2) until one is incomplete or rejected. Every outcome is fine except a trap, a sanitizer
/// report, or a complete request that consumes nothing or more than it was given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parser = RequestParser(limits: limits)
    var rest = bytes[...]
    for _ in 0..<64 {
        guard case .complete(let request, let consumed)? = try? parser.parse(rest) else { break }
        precondition(consumed > 0 && consumed <= rest.count, "consumed \(consumed) of \(rest.count)")
        _ = (request.path, request.query, request.wantsKeepAlive, request.headers.count)
        rest = rest.dropFirst(consumed)
    }
    // A head alone, as a connection reads it before answering `Expect: 100-continue`.
    if let head = try? parser.parseHead(bytes[...]) {
        precondition(head.length > 0 && head.length <= bytes.count)
    }
    return 0
}
