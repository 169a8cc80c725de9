/// Tail truncation of the last kept line: as many graphemes as fit before "…".
struct Truncation {
    static let ellipsis: Substring = "\u{2026}"
    let segments: TextSegments

    /// The truncated line starting at `start`: the longest prefix of the rest of the paragraph
    /// whose width with "…" appended fits `maxWidth` (at least the ellipsis alone). Trailing
    /// spaces before the ellipsis are dropped. Whole segments are taken while they fit; only
    /// the segment that overflows is measured grapheme by grapheme.
    func line(from start: String.Index, maxWidth: Double) -> LineBreaker.Line {
        let s = segments
        let e = s.ellipsisWidth
        var best = LineBreaker.Line(range: start..<start, width: e, ellipsis: true)
        var total = 0.0
        var k = s.segment(containing: start)
        while k < s.segments.count {
            let segment = s.segments[k]
            if segment.range.lowerBound >= start, total + segment.visible + e <= maxWidth + 1e-9 {
                if segment.visibleEnd > start {
                    best = LineBreaker.Line(range: start..<segment.visibleEnd, width: total + segment.visible + e, ellipsis: true)
                }
                total += segment.full
                if segment.mandatory { break }
                k += 1
                continue
            }
            for g in s.graphemes(of: k) where g.start >= start {
                total += g.width
                if total + e > maxWidth + 1e-9 { return best }
                if !g.isBlank { best = LineBreaker.Line(range: start..<g.end, width: total + e, ellipsis: true) }
            }
            return best
        }
        return best
    }
}
