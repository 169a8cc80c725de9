/// Greedy line filling over break opportunities, SwiftUI's order of strategies when text does
/// not fit: wrap at break opportunities, then break inside a word at grapheme boundaries
/// (text.md §1.4). Trailing spaces do not count towards a line's width.
struct LineBreaker {
    let text: String
    let font: Font
    let measurer: any TextMeasuring

    /// A line as a range of `text`, with the width of its visible (trimmed) part.
    struct Line {
        var range: Range<String.Index>
        var width: Double
    }

    /// Breaks `text` into lines no wider than `maxWidth` (a single grapheme may be wider).
    func lines(maxWidth: Double) -> [Line] {
        var lines: [Line] = []
        var start = text.startIndex, end = text.startIndex
        var full = 0.0  // width of start..<end including trailing spaces
        func commit() {
            lines.append(Line(range: start..<end, width: measuredWidth(start..<end)))
            start = end
            full = 0
        }
        var segmentStart = text.startIndex
        for opportunity in lineBreakOpportunities(in: text) {
            let segment = segmentStart..<opportunity.index
            segmentStart = opportunity.index
            let visible = width(trimmed(segment))
            if start < end && full + visible > maxWidth + 1e-9 { commit() }
            if start == end && visible > maxWidth + 1e-9 {
                start = breakInsideWord(segment, maxWidth: maxWidth, lines: &lines)
                end = start
            }
            full += width(end..<segment.upperBound)
            end = segment.upperBound
            if opportunity.isMandatory { commit() }
        }
        return lines.isEmpty ? [Line(range: text.startIndex..<text.startIndex, width: 0)] : lines
    }

    /// Splits an over-long segment at grapheme boundaries, appending every full line; returns
    /// where the unfinished last piece starts.
    private func breakInsideWord(_ segment: Range<String.Index>, maxWidth: Double, lines: inout [Line]) -> String.Index {
        var pieceStart = segment.lowerBound
        var i = segment.lowerBound
        var pieceWidth = 0.0
        while i < segment.upperBound {
            let next = text.index(after: i)
            let w = width(i..<next)
            if pieceWidth > 0 && pieceWidth + w > maxWidth + 1e-9 && !text[i].isWhitespace {
                lines.append(Line(range: pieceStart..<i, width: measuredWidth(pieceStart..<i)))
                pieceStart = i
                pieceWidth = 0
            }
            pieceWidth += w
            i = next
        }
        return pieceStart
    }

    /// The range without trailing whitespace and newlines.
    func trimmed(_ r: Range<String.Index>) -> Range<String.Index> {
        var end = r.upperBound
        while end > r.lowerBound {
            let before = text.index(before: end)
            guard text[before].isWhitespace else { break }
            end = before
        }
        return r.lowerBound..<end
    }

    private func width(_ r: Range<String.Index>) -> Double {
        r.isEmpty ? 0 : measurer.width(of: text[r], in: font)
    }

    private func measuredWidth(_ r: Range<String.Index>) -> Double { width(trimmed(r)) }
}
