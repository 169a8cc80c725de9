/// A text cut at its line-break opportunities, every piece measured once.
///
/// Widths of a line are sums of its segments' widths, so a text is shaped once however many
/// widths it is proposed (kerning across a break opportunity is not counted). Tracking goes
/// between every two neighbouring clusters of a line, so where two pieces of a line meet (two
/// segments, two graphemes of a split word, the text and "…") it is added once more
/// (`joined`): a segment's own width tracks only its own clusters. Grapheme widths,
/// for breaking inside a word and for truncation, are measured up front too. Immutable, so one
/// value can serve every layout that shows the same string (see `TextSegmentCache`).
public final class TextSegments: Sendable {
    let text: String
    let font: Font
    let measurer: any TextMeasuring
    /// The segments: each runs from one break opportunity to the next. One array of structs,
    /// not one array per fact, so that breaking a text reads one run of memory.
    let segments: [Segment]
    /// The graphemes of all segments with their advances, in order, in one array (a segment
    /// knows where its own begin): one allocation per text instead of one per word.
    let graphemes: [Grapheme]
    /// The advance of "…" in this font.
    let ellipsisWidth: Double
    /// The font's metrics, asked once here rather than on every size query.
    let metrics: FontMetrics
    /// Whether every byte of the text is ASCII.
    let isASCII: Bool

    /// One piece of text between break opportunities.
    struct Segment: Sendable {
        var range: Range<String.Index>
        /// Where the visible part ends (before the trailing whitespace).
        var visibleEnd: String.Index
        /// Width without, and with, the trailing whitespace.
        var visible: Double
        var full: Double
        /// Whether a line must end after the segment (a newline, or the end of the text).
        var mandatory: Bool
        /// Where the segment's graphemes begin in `graphemes`.
        var firstGrapheme: Int
    }

    /// One grapheme of a segment: where it starts and ends, and its advance.
    struct Grapheme: Sendable {
        var start: String.Index
        var end: String.Index
        var width: Double
        var isBlank: Bool
    }

    init(text: String, font: Font, measurer: any TextMeasuring) {
        self.text = text
        self.font = font
        self.measurer = measurer
        func width(_ r: Range<String.Index>) -> Double { r.isEmpty ? 0 : measurer.width(of: text[r], in: font) }
        var segments: [Segment] = [], graphemes: [Grapheme] = []
        var start = text.startIndex
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        isASCII = ascii
        if ascii { graphemes.reserveCapacity(text.utf8.count) }  // a grapheme a byte, CR LF aside
        // Grapheme widths in one call for the whole text, taken run by run below.
        let widths = measurer.graphemeWidths(of: text[...], in: font)
        let opportunities = lineBreakOpportunities(in: text)
        segments.reserveCapacity(opportunities.count)
        for opportunity in opportunities where opportunity.index > start {
            let r = start..<opportunity.index
            let t = trimmedRange(text, r, ascii: ascii)
            let v = width(t)
            segments.append(Segment(range: r, visibleEnd: t.upperBound, visible: v,
                                    full: t.upperBound == r.upperBound ? v : width(r), mandatory: opportunity.isMandatory,
                                    firstGrapheme: graphemes.count))
            Self.appendGraphemes(of: text[r], widths: widths, to: &graphemes)
            start = opportunity.index
        }
        // The text's graphemes and its runs' are the same ones (runs start on grapheme
        // boundaries); should a measurer count them otherwise, each is measured on its own.
        if widths.count != graphemes.count {
            for i in graphemes.indices { graphemes[i].width = width(graphemes[i].start..<graphemes[i].end) }
        }
        (self.segments, self.graphemes) = (segments, graphemes)
        ellipsisWidth = measurer.width(of: Truncation.ellipsis, in: font)
        var metrics = measurer.metrics(of: font)
        metrics.linePitch += max(font.lineSpacing, 0)  // nonnegative, as Apple documents it
        self.metrics = metrics
        graphemeLineCount = Self.graphemeLines(text, graphemes).count
        footprint = Self.footprint(text, segments, graphemes)
        singleLineWidth = segments.dropLast().contains(where: \.mandatory) ? nil
            : segments.dropLast().reduce(0) { $0 + $1.full + metrics.tracking } + (segments.last?.visible ?? 0)
    }

    private static func graphemeLines(_ text: String, _ graphemes: [Grapheme]) -> [LineBreaker.Line] {
        var lines: [LineBreaker.Line] = []
        for g in graphemes {
            if !g.isBlank {
                lines.append(LineBreaker.Line(range: g.start..<g.end, width: 0))
            } else if text[g.start].isNewline, lines.last.map({ $0.range.upperBound < g.start }) ?? true {
                lines.append(LineBreaker.Line(range: g.start..<g.start, width: 0))
            }
        }
        return lines.isEmpty ? [LineBreaker.Line(range: text.startIndex..<text.startIndex, width: 0)] : lines
    }

    /// Appends the graphemes of `run`, the next run of the text, with their advances from
    /// `widths` (the whole text's, in order; 0 past its end, which `init` then corrects).
    private static func appendGraphemes(of run: Substring, widths: [Double], to result: inout [Grapheme]) {
        func width(_ k: Int) -> Double { k < widths.count ? widths[k] : 0 }
        // Printable ASCII, the usual case: every byte is a grapheme, found without the
        // character view's grapheme breaking.
        if run.utf8.allSatisfy(isPrintableASCII) {
            var j = run.startIndex
            for byte in run.utf8 {
                let next = run.utf8.index(after: j)
                result.append(Grapheme(start: j, end: next, width: width(result.count), isBlank: byte == 0x20))
                j = next
            }
            return
        }
        var j = run.startIndex
        while j < run.endIndex {
            let next = run.index(after: j)
            result.append(Grapheme(start: j, end: next, width: width(result.count), isBlank: isBlank(run[j])))
            j = next
        }
    }

    /// The graphemes of segment `i`.
    func graphemes(of i: Int) -> ArraySlice<Grapheme> {
        let end = i + 1 < segments.count ? segments[i + 1].firstGrapheme : graphemes.count
        return graphemes[segments[i].firstGrapheme..<end]
    }

    /// About how many bytes of memory this value holds, for `TextSegmentCache`'s byte bound:
    /// a grapheme costs tens of bytes, so a long text weighs far more than its characters.
    let footprint: Int

    private static func footprint(_ text: String, _ segments: [Segment], _ graphemes: [Grapheme]) -> Int {
        // The object and its arrays' headers, then the text and the arrays' elements (an array
        // may hold up to twice its count).
        512 + text.utf8.count + segments.capacity * MemoryLayout<Segment>.stride
            + graphemes.capacity * MemoryLayout<Grapheme>.stride
    }

    /// The width of the text on one line when it has no newline, else `nil`.
    let singleLineWidth: Double?

    /// One line per grapheme (blanks hang at the end of the line before): the lines of a text
    /// proposed a width too small for any grapheme. Widths are not counted (the text reports 0).
    /// Made when such a text is placed; sizing needs only their number, kept here, so that
    /// every cached text does not hold a line per character.
    var graphemeLines: [LineBreaker.Line] { Self.graphemeLines(text, graphemes) }
    let graphemeLineCount: Int

    /// The index of the segment that contains `index`.
    func segment(containing index: String.Index) -> Int {
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].range.lowerBound <= index { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }


    /// The width of a line piece `before` followed by `next`: with the tracking between the
    /// last cluster of the one and the first of the other, unless nothing went before.
    @inline(__always) func joined(_ before: Double?, _ next: Double) -> Double {
        guard let before else { return next }
        return before + metrics.tracking + next
    }

    func width(_ r: Range<String.Index>) -> Double {
        r.isEmpty ? 0 : measurer.width(of: text[r], in: font)
    }
}

/// Whether `byte` is a printable ASCII character (space to tilde): one grapheme on its own.
@inline(__always) func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

/// `r` without its trailing whitespace and newlines. In an all-ASCII `text` every byte is a
/// grapheme of its own (CR LF aside, and both are blank), so bytes are checked without the
/// character view; elsewhere a byte can belong to a larger grapheme.
func trimmedRange(_ text: String, _ r: Range<String.Index>, ascii: Bool) -> Range<String.Index> {
    var end = r.upperBound
    if ascii {
        let utf8 = text.utf8
        while end > r.lowerBound {
            let before = utf8.index(before: end)
            guard isBlank(ascii: utf8[before]) else { break }
            end = before
        }
        return r.lowerBound..<end
    }
    while end > r.lowerBound {
        let before = text.index(before: end)
        guard isBlank(text[before]) else { break }
        end = before
    }
    return r.lowerBound..<end
}
