/// The line and column of a UTF-8 offset in the source, as swift-syntax's
/// `SourceLocationConverter` reports a physical location: both 1-based, the column counted in
/// UTF-8 bytes, and `\n`, `\r\n` and `\r` each ending a line.
///
/// Made in one pass over the bytes. The converter also walks the whole syntax tree for
/// `#sourceLocation` directives (which only change presumed locations, never reported here), and
/// that walk and its lookups cost a tenth of translating a 50 KB screen.
struct LineTable {
    /// The offset at which each line starts, in order; the first is 0.
    private let starts: [Int]

    init(_ source: String) {
        var starts = [0]
        var previous: UInt8 = 0
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                // The `\n` of `\r\n` ends the line the `\r` began to end: move its start past both.
                if previous == UInt8(ascii: "\r") { starts[starts.count - 1] = offset } else { starts.append(offset) }
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset)
            }
            previous = byte
        }
        self.starts = starts
    }

    /// The 1-based line and UTF-8 column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        // The last line starting at or before `offset`.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
