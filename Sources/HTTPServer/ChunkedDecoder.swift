/// Decodes a chunked body (RFC 9112 §7.1) from bytes that start right after the head.
///
/// A body arrives over many reads. The caller keeps a `ChunkedProgress` between them, so each retry
/// resumes at the first chunk not yet complete: every byte is scanned and copied once, however
/// small the chunks (scanning from the start on each retry made a body of one-byte chunks cost
/// time quadratic in its length).
struct ChunkedDecoder {
    /// Bounds on body size, extension length and trailer size.
    let limits: ParserLimits

    /// The decoded body and bytes used, or nil while the last chunk or trailer is incomplete.
    /// Starts where `progress` (from earlier calls on a prefix of the same bytes) stopped and
    /// records how far it got.
    func decode(_ bytes: ArraySlice<UInt8>, resuming progress: inout ChunkedProgress) throws(HTTPParseError)
        -> (body: [UInt8], consumed: Int)? {
        let start = bytes.startIndex
        while true {
            var lines = LineReader(bytes: bytes[(start + progress.next)...])
            guard let sizeLine = try lines.next(limit: sizeLineLimit, tooLong: sizeLineError(bytes, lines))
            else { return nil }
            let size = try chunkSize(bytes[sizeLine])
            guard progress.body.count + size <= limits.maxBodyBytes else { throw .contentTooLarge }
            if size == 0 {
                guard let end = try skipTrailer(&lines, start: start) else { return nil }
                return (progress.body, end - start)
            }
            let data = lines.position..<(lines.position + size)
            guard data.upperBound + 2 <= bytes.endIndex else { return nil }
            guard bytes[data.upperBound] == .cr, bytes[data.upperBound + 1] == .lf
            else { throw .malformedChunk }
            progress.body += bytes[data]
            progress.next = data.upperBound + 2 - start
            // The body limit counts data; this bounds what tiny chunks or long extensions can
            // make a connection buffer: framing may add as much again as the limit, no more.
            guard progress.next <= 2 * limits.maxBodyBytes + sizeLineLimit else { throw .contentTooLarge }
        }
    }

    /// The longest chunk-size line: the digits plus the extension limit.
    private var sizeLineLimit: Int { 64 + limits.maxChunkExtensionBytes }

    /// The error for an over-long size line: blame the extension if there is one.
    private func sizeLineError(_ bytes: ArraySlice<UInt8>, _ lines: LineReader) -> HTTPParseError {
        bytes[lines.position...].prefix(sizeLineLimit + 1).contains(.semicolon)
            ? .chunkExtensionTooLong : .invalidChunkSize
    }

    /// Parses `chunk-size [ chunk-ext ]` (RFC 9112 §7.1, §7.1.1).
    ///
    /// The size is checked against the body limit digit by digit, so it cannot overflow.
    func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> Int {
        var size = 0
        var index = line.startIndex
        while index < line.endIndex, let digit = line[index].hexValue {
            size = size * 16 + digit
            guard size <= limits.maxBodyBytes else { throw .contentTooLarge }
            index += 1
        }
        guard index > line.startIndex else { throw .invalidChunkSize }
        let extensions = line[index...].drop { $0.isOWS }  // BWS before ";"
        if extensions.isEmpty { return size }
        guard extensions.first == .semicolon else { throw .invalidChunkSize }
        guard extensions.count <= limits.maxChunkExtensionBytes else { throw .chunkExtensionTooLong }
        guard extensions.allSatisfy(\.isFieldValueChar) else { throw .malformedChunk }
        return size  // extensions carry no meaning here and are ignored (§7.1.1)
    }

    /// Skips the trailer section after the last chunk; trailer fields are discarded (RFC 9112 §7.1.2).
    /// - Returns: the index just past the final CRLF, or nil if it has not arrived.
    private func skipTrailer(_ lines: inout LineReader, start: Int) throws(HTTPParseError) -> Int? {
        let trailerStart = lines.position
        while let line = try lines.next(limit: limits.maxHeaderBytes, tooLong: .headerFieldsTooLarge) {
            if line.isEmpty { return lines.position }
            guard lines.position - trailerStart <= limits.maxHeaderBytes else { throw .headerFieldsTooLarge }
            _ = try RequestParser.parseFieldLine(lines.bytes[line])
        }
        return nil
    }
}

/// How far a chunked body has been decoded: kept by the reader between reads, so that each
/// retry with more bytes resumes at the first incomplete chunk.
public struct ChunkedProgress: Sendable {
    /// Offset from the body's start of the next chunk-size line.
    var next = 0
    /// The data of the complete chunks.
    var body: [UInt8] = []

    public init() {}
}
