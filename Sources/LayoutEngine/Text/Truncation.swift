/// Tail truncation of the last kept line: as many graphemes as fit before "…".
struct Truncation {
    static let ellipsis = "\u{2026}"
    let text: String
    let font: Font
    let measurer: any TextMeasuring

    /// The truncated line starting at `start`: the longest prefix of the rest of the paragraph
    /// whose width with "…" appended fits `maxWidth` (at least the ellipsis alone).
    func line(from start: String.Index, maxWidth: Double) -> (range: Range<String.Index>, text: String, width: Double) {
        let paragraphEnd = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
        var best = (range: start..<start, text: Self.ellipsis, width: measure(Self.ellipsis))
        var end = start
        while end < paragraphEnd {
            end = text.index(after: end)
            let visible = String(text[start..<end]).trimmingTrailingSpaces()
            let candidate = visible + Self.ellipsis
            let w = measure(candidate)
            if w > maxWidth + 1e-9 { break }
            best = (start..<end, candidate, w)
        }
        return best
    }

    private func measure(_ s: String) -> Double { measurer.width(of: Substring(s), in: font) }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
