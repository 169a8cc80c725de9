/// Tail truncation of the last kept line: as many graphemes as fit before "…".
struct Truncation {
    static let ellipsis: Substring = "\u{2026}"
    let segments: TextSegments

    /// The truncated line starting at `start`: the longest prefix of the rest of the paragraph
    /// whose width with "…" appended fits `maxWidth` (at least the ellipsis alone). Trailing
    /// spaces before the ellipsis are dropped.
    func line(from start: String.Index, maxWidth: Double) -> LineBreaker.Line {
        let text = segments.text
        let ellipsisWidth = segments.measurer.width(of: Self.ellipsis, in: segments.font)
        var best = LineBreaker.Line(range: start..<start, width: ellipsisWidth, ellipsis: true)
        var i = start, total = 0.0
        while i < text.endIndex, !text[i].isNewline {
            let next = text.index(after: i)
            total += segments.width(i..<next)
            if total + ellipsisWidth > maxWidth + 1e-9 { break }
            if !isBlank(text[i]) { best = LineBreaker.Line(range: start..<next, width: total + ellipsisWidth, ellipsis: true) }
            i = next
        }
        return best
    }
}
