/// Greedy line filling over break opportunities, SwiftUI's order of strategies when text does
/// not fit: wrap at break opportunities, then break inside a word at grapheme boundaries
/// (objc.io's Thinking in SwiftUI as summarised in
/// https://github.com/naykutguven/SwiftUIChronicles/blob/92a1e4da/SwiftUIChronicles/ThinkingInSwiftUI/3.%20Layout/1.%20Leaf%20Views/1-Texts.swift).
/// Trailing spaces do not count towards a line's width; tracking goes between every two clusters
/// of a line, the segments' meeting points included (`TextSegments.joined`).
struct LineBreaker {
    let segments: TextSegments

    /// A line: the range of the text it shows (trailing whitespace excluded) and its width.
    struct Line {
        var range: Range<String.Index>
        var width: Double
        /// When the text was truncated here, the part of `range` that "…" stands in for: empty
        /// at the end of `range` for tail truncation, at its start for head truncation.
        var elided: Range<String.Index>? = nil
        /// Whether `allowsTightening` compressed the line to `width` (see `Tightening`).
        var tightened = false
    }

    /// Hands the lines to `sink` in order (at least one, possibly empty): size queries count
    /// and measure them without keeping them.
    func breakLines<Sink: LineSink>(maxWidth: Double, into sink: inout Sink) {
        let s = segments
        // Most proposals (∞, `nil`, a wide offer) leave a one-paragraph text on one line.
        if let width = s.singleLineWidth, width <= maxWidth + 1e-9, let last = s.segments.last {
            sink.take(Line(range: s.text.startIndex..<last.visibleEnd, width: width))
            return
        }
        var start = s.text.startIndex, end = start, visibleEnd = start, any = false
        var full = 0.0, visible = 0.0  // widths of start..<end with and without trailing spaces
        func commit() {
            sink.take(Line(range: start..<visibleEnd, width: visible))
            any = true
            start = end
            (full, visible) = (0, 0)
        }
        for i in s.segments.indices {
            let segment = s.segments[i]
            if start < end && s.joined(full, segment.visible) > maxWidth + 1e-9 { commit() }
            if start == end && segment.visible > maxWidth + 1e-9 {
                (start, visible, full) = breakInsideWord(i, maxWidth: maxWidth, any: &any, into: &sink)
            } else {
                let before = start < end ? full : nil
                (visible, full) = (s.joined(before, segment.visible), s.joined(before, segment.full))
            }
            end = segment.range.upperBound
            visibleEnd = segment.visibleEnd
            if segment.mandatory { commit() }
        }
        if !any { sink.take(Line(range: start..<start, width: 0)) }
    }

    /// Splits over-long segment `i` at grapheme boundaries, appending every full line; returns
    /// where the unfinished last piece starts, with its visible and full widths.
    private func breakInsideWord<Sink: LineSink>(_ i: Int, maxWidth: Double, any: inout Bool, into sink: inout Sink)
        -> (start: String.Index, visible: Double, full: Double) {
        var pieceStart = segments.segments[i].range.lowerBound, pieceEnd = pieceStart
        var pieceWidth = 0.0, visibleWidth = 0.0
        let graphemes = segments.graphemes(of: i)
        sink.walk(graphemes: graphemes.count)
        for g in graphemes {
            if pieceWidth > 0 && segments.joined(pieceWidth, g.width) > maxWidth + 1e-9 && !g.isBlank {
                sink.take(Line(range: pieceStart..<pieceEnd, width: visibleWidth))
                any = true
                pieceStart = g.start
                pieceWidth = 0
                visibleWidth = 0
            }
            pieceWidth = segments.joined(pieceStart < g.start ? pieceWidth : nil, g.width)
            if !g.isBlank {
                visibleWidth = pieceWidth
                pieceEnd = g.end
            }
        }
        return (pieceStart, visibleWidth, pieceWidth)
    }
}

/// Where `LineBreaker` hands its lines.
protocol LineSink {
    mutating func take(_ line: LineBreaker.Line)
    /// Told how many graphemes a word too wide for a line is split over: that walk, not the
    /// number of segments, is what breaking a long word costs.
    mutating func walk(graphemes: Int)
}

extension LineSink {
    mutating func walk(graphemes: Int) {}
}

/// Keeps every line (for placement and baselines).
struct LineCollector: LineSink {
    var lines: [LineBreaker.Line] = []
    var walked = 0
    mutating func take(_ line: LineBreaker.Line) { lines.append(line) }
    mutating func walk(graphemes: Int) { walked += graphemes }
}

/// Whether `c` is whitespace, with a fast path for ASCII (the common case in trimming).
@inline(__always) func isBlank(_ c: Character) -> Bool {
    if let ascii = c.asciiValue { return isBlank(ascii: ascii) }
    return c.isWhitespace
}

/// Whether the ASCII byte is a space, a tab or a line or page break.
@inline(__always) func isBlank(ascii byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
