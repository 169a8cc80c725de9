/// Decodes a chunked body (RFC 9112 §7.1) from bytes that start right after the head.
///
/// The framing is scanned first without copying, so a caller that retries as more
/// bytes arrive pays for the chunk-size lines only; data is copied once, at the end.
struct ChunkedDecoder {
    /// Bounds on body size, extension length and trailer size.
    let limits: ParserLimits

    /// The decoded body and bytes used, or nil while the last chunk or trailer is incomplete.
    func decode(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> (body: [UInt8], consumed: Int)? {
        var lines = LineReader(bytes: bytes)
        var pieces: [Range<Int>] = []
        var total = 0
        while true {
            guard let sizeLine = try lines.next(limit: sizeLineLimit, tooLong: sizeLineError(bytes, lines))
            else { return nil }
            let size = try chunkSize(bytes[sizeLine])
            total += size
            guard total <= limits.maxBodyBytes else { throw .contentTooLarge }
            if size == 0 {
                guard let end = try skipTrailer(&lines, start: bytes.startIndex) else { return nil }
                return (pieces.reduce(into: []) { $0 += bytes[$1] }, end - bytes.startIndex)
            }
            let data = lines.position..<(lines.position + size)
            guard data.upperBound + 2 <= bytes.endIndex else { return nil }
            guard bytes[data.upperBound] == .cr, bytes[data.upperBound + 1] == .lf
            else { throw .malformedChunk }
            pieces.append(data)
            lines = LineReader(bytes: bytes[(data.upperBound + 2)...])
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
