/// Truncation of the last kept line: as much of the rest of the paragraph as fits with "…",
/// the ellipsis at the end, the start or the middle (`truncationMode`).
struct Truncation {
    static let ellipsis: Substring = "\u{2026}"
    let segments: TextSegments
    var mode: TruncationMode = .tail

    /// The truncated line for the paragraph text from `start` in `maxWidth` (at least the
    /// ellipsis alone): the text next to the ellipsis never starts or ends in a blank.
    func line(from start: String.Index, maxWidth: Double) -> LineBreaker.Line {
        switch mode {
        case .tail: tail(from: start, maxWidth: maxWidth)
        case .head, .middle: headOrMiddle(from: start, maxWidth: maxWidth)
        }
    }

    /// Tail: the longest prefix whose width with "…" appended fits. Whole segments are taken
    /// while they fit; only the segment that overflows is measured grapheme by grapheme. Every
    /// two neighbours are tracked, the last kept one and "…" too (`TextSegments.joined`).
    private func tail(from start: String.Index, maxWidth: Double) -> LineBreaker.Line {
        let s = segments
        let e = s.ellipsisWidth
        var best = LineBreaker.Line(range: start..<start, width: e, elided: start..<start)
        var total: Double?  // the width of what is kept so far, nil before anything is
        var k = s.segment(containing: start)
        while k < s.segments.count {
            let segment = s.segments[k]
            if segment.range.lowerBound >= start, s.joined(s.joined(total, segment.visible), e) <= maxWidth + 1e-9 {
                if segment.visibleEnd > start {
                    let end = segment.visibleEnd
                    best = LineBreaker.Line(range: start..<end, width: s.joined(s.joined(total, segment.visible), e),
                                            elided: end..<end)
                }
                total = s.joined(total, segment.full)
                if segment.mandatory { break }
                k += 1
                continue
            }
            for g in s.graphemes(of: k) where g.start >= start {
                total = s.joined(total, g.width)
                if s.joined(total, e) > maxWidth + 1e-9 { return best }
                if !g.isBlank { best = LineBreaker.Line(range: start..<g.end, width: s.joined(total, e), elided: g.end..<g.end) }
            }
            return best
        }
        return best
    }

    /// Head and middle: graphemes are taken by their own advances, each tracked like the
    /// clusters of a run (`FontMetrics.tracking` between neighbours, the ellipsis one of them);
    /// the line is then shaped as shown, so that kerning across its pairs counts, and loses a
    /// grapheme at a time, from the longer side, until it fits. Middle gives the part before the
    /// ellipsis at most half the room and the part after it the rest; Apple documents no split
    /// (docs/fidelity.md, "Known differences and choices").
    private func headOrMiddle(from start: String.Index, maxWidth: Double) -> LineBreaker.Line {
        let all = paragraphGraphemes(from: start)
        let e = segments.ellipsisWidth, t = segments.metrics.tracking
        let room = maxWidth + 1e-9 - e
        var used = 0.0
        var front = all.startIndex  // graphemes all[..<front] go before the ellipsis
        if mode == .middle {
            while front < all.endIndex, used + all[front].width + t <= room / 2 {
                used += all[front].width + t
                front += 1
            }
        }
        var back = all.endIndex  // graphemes all[back...] go after it
        while back > front, used + all[back - 1].width + t <= room {
            used += all[back - 1].width + t
            back -= 1
        }
        while true {
            while front > all.startIndex, all[front - 1].isBlank { front -= 1 }
            while back < all.endIndex, all[back].isBlank { back += 1 }
            let line = shaped(all, front: front, back: back, start: start)
            if line.width <= maxWidth + 1e-9 || (front == all.startIndex && back == all.endIndex) { return line }
            if front - all.startIndex > all.endIndex - back { front -= 1 } else { back += 1 }
        }
    }

    /// The line showing `all[..<front]`, "…" and `all[back...]`, measured as one run.
    private func shaped(_ all: ArraySlice<TextSegments.Grapheme>, front: Int, back: Int,
                        start: String.Index) -> LineBreaker.Line {
        let text = segments.text
        let hasFront = front > all.startIndex, hasBack = back < all.endIndex
        let lower = hasFront ? all[all.startIndex].start : (hasBack ? all[back].start : start)
        let upper = hasBack ? all[all.endIndex - 1].end : (hasFront ? all[front - 1].end : start)
        let cutStart = hasFront ? all[front - 1].end : lower
        let cutEnd = max(cutStart, hasBack ? all[back].start : upper)
        let shown = TextLines.shown(text, lower..<upper, eliding: cutStart..<cutEnd)
        let width = segments.measurer.width(of: shown[...], in: segments.font)
        return LineBreaker.Line(range: lower..<upper, width: width, elided: cutStart..<cutEnd)
    }

    /// The graphemes from `start` to the end of its paragraph, without the paragraph's
    /// trailing blanks.
    private func paragraphGraphemes(from start: String.Index) -> ArraySlice<TextSegments.Grapheme> {
        let s = segments
        var k = s.segment(containing: start)
        while k < s.segments.count - 1 && !s.segments[k].mandatory { k += 1 }
        let end = s.segments[k].visibleEnd
        var first = s.segments[s.segment(containing: start)].firstGrapheme
        while first < s.graphemes.count && s.graphemes[first].start < start { first += 1 }
        var last = first
        while last < s.graphemes.count && s.graphemes[last].end <= end { last += 1 }
        return s.graphemes[first..<last]
    }
}
