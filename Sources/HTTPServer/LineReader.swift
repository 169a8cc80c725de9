/// Reads CRLF-terminated lines from a byte slice, rejecting bare CR and bare LF (RFC 9112 §2.2).
///
/// A recipient MAY accept a lone LF as a line end; this server does not, because
/// lenient line ends are a classic request-smuggling vector between two parsers.
struct LineReader {
    /// The bytes being read.
    let bytes: ArraySlice<UInt8>
    /// The index of the first byte not yet read.
    private(set) var position: Int

    /// Starts reading at the beginning of `bytes`.
    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// Skips empty lines before a request line, which a server SHOULD ignore (RFC 9112 §2.2).
    mutating func skipLeadingEmptyLines() {
        while position + 1 < bytes.endIndex, bytes[position] == .cr, bytes[position + 1] == .lf {
            position += 2
        }
    }

    /// The byte range of the next line without its CRLF, or nil if no line end has arrived yet.
    /// - Parameters:
    ///   - limit: the longest line accepted, checked on incomplete lines too.
    ///   - tooLong: the error thrown past the limit.
    mutating func next(limit: Int, tooLong: HTTPParseError) throws(HTTPParseError) -> Range<Int>? {
        guard let lf = bytes[position...].firstIndex(of: .lf) else {
            // A line of `limit` bytes whose CR has come and LF not yet is still within it: the
            // same bytes are accepted whether they arrive in one read or several.
            let pending = bytes.endIndex - position
            let waitingForLF = pending > 0 && bytes[bytes.endIndex - 1] == .cr
            if pending - (waitingForLF ? 1 : 0) > limit { throw tooLong }
            return nil
        }
        guard lf > position, bytes[lf - 1] == .cr else { throw .bareLineEnding }
        let line = position..<(lf - 1)
        if line.count > limit { throw tooLong }
        if bytes[line].contains(.cr) { throw .bareLineEnding }
        position = lf + 1
        return line
    }
}
