/// A text cut at its line-break opportunities, with the width of every piece measured once.
///
/// Widths of a line are sums of its segments' widths, so a text is shaped once per layout
/// however many widths it is proposed (kerning across a break opportunity is not counted).
/// Grapheme widths, needed only to break inside a word or to truncate, are measured on first
/// use and kept. A class so that the many probes of one layout share one copy.
final class TextSegments {
    let text: String
    let font: Font
    let measurer: any TextMeasuring
    private var graphemes: [[Grapheme]?] = []
    private var ellipsis: Double?

    /// One grapheme of a segment: where it ends and its advance.
    struct Grapheme {
        var start: String.Index
        var end: String.Index
        var width: Double
        var isBlank: Bool
    }
    /// The segments: each runs from one break opportunity to the next.
    private(set) var ranges: [Range<String.Index>] = []
    /// Width of each segment without its trailing whitespace.
    private(set) var visible: [Double] = []
    /// Width of each segment including its trailing whitespace.
    private(set) var full: [Double] = []
    /// Whether a line must end after the segment (a newline, or the end of the text).
    private(set) var mandatory: [Bool] = []

    /// Where each segment's visible part ends (before its trailing whitespace).
    private(set) var visibleEnd: [String.Index] = []

    init(text: String, font: Font, measurer: any TextMeasuring) {
        self.text = text
        self.font = font
        self.measurer = measurer
        var start = text.startIndex
        for opportunity in lineBreakOpportunities(in: text) where opportunity.index > start {
            let r = start..<opportunity.index
            let t = trimmed(r)
            let v = width(t)
            ranges.append(r)
            visibleEnd.append(t.upperBound)
            visible.append(v)
            full.append(t.upperBound == r.upperBound ? v : width(r))
            mandatory.append(opportunity.isMandatory)
            start = opportunity.index
        }
        graphemes = Array(repeating: nil, count: ranges.count)
    }

    /// The graphemes of segment `i` with their advances, measured once.
    func graphemes(of i: Int) -> [Grapheme] {
        if let g = graphemes[i] { return g }
        var result: [Grapheme] = []
        var j = ranges[i].lowerBound
        while j < ranges[i].upperBound {
            let next = text.index(after: j)
            result.append(Grapheme(start: j, end: next, width: width(j..<next), isBlank: isBlank(text[j])))
            j = next
        }
        graphemes[i] = result
        return result
    }

    /// One line per grapheme (blanks hang at the end of the line before): the lines of a text
    /// proposed a width too small for any grapheme. Widths are not measured (they are not shown).
    func graphemeLines() -> [LineBreaker.Line] {
        var lines: [LineBreaker.Line] = []
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            if isBlank(text[i]) {
                if text[i].isNewline, lines.isEmpty || lines.last!.range.upperBound < i {
                    lines.append(LineBreaker.Line(range: i..<i, width: 0))
                }
            } else {
                lines.append(LineBreaker.Line(range: i..<next, width: 0))
            }
            i = next
        }
        return lines.isEmpty ? [LineBreaker.Line(range: text.startIndex..<text.startIndex, width: 0)] : lines
    }

    /// The index of the segment that contains `index`.
    func segment(containing index: String.Index) -> Int {
        var lo = 0, hi = ranges.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if ranges[mid].lowerBound <= index { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The advance of "…" in this font.
    var ellipsisWidth: Double {
        if let e = ellipsis { return e }
        let e = measurer.width(of: Truncation.ellipsis, in: font)
        ellipsis = e
        return e
    }

    /// The width of the text on one line when it has no newline, else `nil`.
    var singleLineWidth: Double? {
        guard mandatory.dropLast().allSatisfy({ !$0 }) else { return nil }
        return full.dropLast().reduce(0, +) + (visible.last ?? 0)
    }

    /// The range without trailing whitespace and newlines.
    func trimmed(_ r: Range<String.Index>) -> Range<String.Index> {
        var end = r.upperBound
        while end > r.lowerBound {
            let before = text.index(before: end)
            guard isBlank(text[before]) else { break }
            end = before
        }
        return r.lowerBound..<end
    }

    func width(_ r: Range<String.Index>) -> Double {
        r.isEmpty ? 0 : measurer.width(of: text[r], in: font)
    }
}

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
        if let width = s.singleLineWidth, width <= maxWidth + 1e-9, let last = s.visibleEnd.last {
            return [Line(range: s.text.startIndex..<last, width: width)]
        }
        var lines: [Line] = []
        var start = s.text.startIndex, end = start, visibleEnd = start
        var full = 0.0, visible = 0.0  // widths of start..<end with and without trailing spaces
        func commit() {
            lines.append(Line(range: start..<visibleEnd, width: visible))
            start = end
            (full, visible) = (0, 0)
        }
        for i in s.ranges.indices {
            if start < end && full + s.visible[i] > maxWidth + 1e-9 { commit() }
            if start == end && s.visible[i] > maxWidth + 1e-9 {
                start = breakInsideWord(i, maxWidth: maxWidth, lines: &lines)
                let rest = start..<s.ranges[i].upperBound
                (visible, full) = (s.width(s.trimmed(rest)), s.width(rest))
            } else {
                (visible, full) = (full + s.visible[i], full + s.full[i])
            }
            end = s.ranges[i].upperBound
            visibleEnd = s.visibleEnd[i]
            if s.mandatory[i] { commit() }
        }
        return lines.isEmpty ? [Line(range: start..<start, width: 0)] : lines
    }

    /// Splits over-long segment `i` at grapheme boundaries, appending every full line; returns
    /// where the unfinished last piece starts.
    private func breakInsideWord(_ i: Int, maxWidth: Double, lines: inout [Line]) -> String.Index {
        var pieceStart = segments.ranges[i].lowerBound, pieceEnd = pieceStart
        var pieceWidth = 0.0
        for g in segments.graphemes(of: i) {
            if pieceWidth > 0 && pieceWidth + g.width > maxWidth + 1e-9 && !g.isBlank {
                lines.append(Line(range: pieceStart..<pieceEnd, width: pieceWidth))
                pieceStart = g.start
                pieceWidth = 0
            }
            pieceWidth += g.width
            pieceEnd = g.end
        }
        return pieceStart
    }
}

/// Whether `c` is whitespace, with a fast path for ASCII (the common case in trimming).
@inline(__always) func isBlank(_ c: Character) -> Bool {
    if let ascii = c.asciiValue { return ascii == 32 || (9...13).contains(ascii) }
    return c.isWhitespace
}
