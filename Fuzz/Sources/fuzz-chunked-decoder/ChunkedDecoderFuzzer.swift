import HTTPServer

/// Small limits, so that inputs within libFuzzer's `-max_len` reach every limit check.
private let limits: ParserLimits = {
    var limits = ParserLimits()
    limits.maxHeaderBytes = 512
    limits.maxBodyBytes = 1024
    limits.maxChunkExtensionBytes = 32
    return limits
}()

private let parser = RequestParser(limits: limits)

/// A chunked head; the input is the body section that follows it (RFC 9112 §7.1).
private let head: RequestHead = {
    let text = "POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
    guard let head = try? parser.parseHead(Array(text.utf8)[...]) else { fatalError("the fixed head must parse") }
    return head
}()

/// Decodes the input at once, then again as a connection would, in three reads that resume with
/// `ChunkedProgress`. Beyond not trapping, the two must agree: a body decoded from all the bytes
/// is the body decoded read by read, with the same length consumed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChunkedDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = try? parser.parseBody(of: head, from: bytes[...])
    if let whole { precondition(whole.consumed <= bytes.count && whole.body.count <= limits.maxBodyBytes) }

    var progress = ChunkedProgress()
    var pieces: (body: [UInt8], consumed: Int)?
    var failed = false
    for cut in [size / 3, 2 * size / 3, size] {
        do {
            pieces = try parser.parseBody(of: head, from: bytes[..<cut], progress: &progress)
        } catch {
            failed = true
        }
        if pieces != nil || failed { break }
    }
    if let whole {
        guard let pieces else { preconditionFailure("decoded whole but not in pieces (failed: \(failed))") }
        precondition(pieces.body == whole.body && pieces.consumed == whole.consumed, "pieces disagree")
    }
    return 0
}
