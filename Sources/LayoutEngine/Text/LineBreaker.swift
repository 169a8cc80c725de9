/// Greedy line filling over break opportunities, SwiftUI's order of strategies when text does
/// not fit: wrap at break opportunities, then break inside a word at grapheme boundaries
/// (text.md §1.4). Trailing spaces do not count towards a line's width.
struct LineBreaker {
    let segments: TextSegments

    /// A line: the range of the text it shows (trailing whitespace excluded) and its width.
    struct Line {
        var range: Range<String.Index>
        var width: Double
        /// Whether the line ends in an ellipsis because the text was truncated after it.
        var ellipsis = false
    }

    /// Breaks the text into lines no wider than `maxWidth` (a single grapheme may be wider).
    func lines(maxWidth: Double) -> [Line] {
        let s = segments
        // Most proposals (∞, `nil`, a wide offer) leave a one-paragraph text on one line.
        if let width = s.singleLineWidth, width <= maxWidth + 1e-9, let last = s.segments.last {
            return [Line(range: s.text.startIndex..<last.visibleEnd, width: width)]
        }
        var lines: [Line] = []
        lines.reserveCapacity(4)
        var start = s.text.startIndex, end = start, visibleEnd = start
        var full = 0.0, visible = 0.0  // widths of start..<end with and without trailing spaces
        func commit() {
            lines.append(Line(range: start..<visibleEnd, width: visible))
            start = end
            (full, visible) = (0, 0)
        }
        for (i, segment) in s.segments.enumerated() {
            if start < end && full + segment.visible > maxWidth + 1e-9 { commit() }
            if start == end && segment.visible > maxWidth + 1e-9 {
                (start, visible, full) = breakInsideWord(i, maxWidth: maxWidth, lines: &lines)
            } else {
                (visible, full) = (full + segment.visible, full + segment.full)
            }
            end = segment.range.upperBound
            visibleEnd = segment.visibleEnd
            if segment.mandatory { commit() }
        }
        return lines.isEmpty ? [Line(range: start..<start, width: 0)] : lines
    }

    /// Splits over-long segment `i` at grapheme boundaries, appending every full line; returns
    /// where the unfinished last piece starts, with its visible and full widths.
    private func breakInsideWord(_ i: Int, maxWidth: Double, lines: inout [Line])
        -> (start: String.Index, visible: Double, full: Double) {
        var pieceStart = segments.segments[i].range.lowerBound, pieceEnd = pieceStart
        var pieceWidth = 0.0, visibleWidth = 0.0
        for g in segments.graphemes(of: i) {
            if pieceWidth > 0 && pieceWidth + g.width > maxWidth + 1e-9 && !g.isBlank {
                lines.append(Line(range: pieceStart..<pieceEnd, width: visibleWidth))
                pieceStart = g.start
                pieceWidth = 0
                visibleWidth = 0
            }
            pieceWidth += g.width
            if !g.isBlank {
                visibleWidth = pieceWidth
                pieceEnd = g.end
            }
        }
        return (pieceStart, visibleWidth, pieceWidth)
    }
}

/// Whether `c` is whitespace, with a fast path for ASCII (the common case in trimming).
@inline(__always) func isBlank(_ c: Character) -> Bool {
    if let ascii = c.asciiValue { return ascii == 32 || (9...13).contains(ascii) }
    return c.isWhitespace
}
