// Fidelity: Fixtures text.json, seed vstack-text-* (OpenSwiftUI `View/Text/Text/Text+Sizing.swift`,
// `Text+StringDrawingContext.swift`). Status: rules complete; the size of Text("") (0×0 here) and
// the answer to a width-0 probe (width 0, one line tall) are not settled by the sources and are
// chosen as stated.

/// A Text: SwiftUI's text rules over a `TextMeasuring` font.
///
/// Child proposal: none (a leaf).
/// Own size: the widest laid-out line and the height of the kept lines, both rounded up to the
/// pixel; `nil` means unlimited; never less than one line unless proposed 0×0.
struct TextLeafLayout: LeafLayout {
    // The content stays in the tree: the pass finds it once per layout (`measuredText`), so
    // the many size queries do not copy the node's string and font each time.

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews.textSize(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        let lines = subviews.textLines(proposal)
        switch key.id {
        case .firstTextBaseline: return lines.firstBaseline
        case .lastTextBaseline: return lines.lastBaseline
        default: return nil
        }
    }
}

/// The outcome of laying out one Text for one proposal, in the text's own coordinates.
struct TextLines {
    var lines: [LineBreaker.Line]
    var size: Size
    var firstBaseline: Double
    var lastBaseline: Double
    var truncated: Bool
    var metrics: FontMetrics
    /// Whether the text is all ASCII (its UTF-16 offsets are then its UTF-8 ones).
    var ascii: Bool
    /// What breaking the lines walked (`LayoutResult.work`): the segments, and the graphemes
    /// of words split inside or of a text broken at every grapheme.
    var work: Int
    /// The text set smaller by `minimumScaleFactor`, when it was: the lines index its string
    /// (the same as the node's) and take its font and metrics.
    var shrunk: TextSegments?
}

extension TextLines {
    /// Applies SwiftUI's rules (OpenSwiftUI `Text+Sizing.swift`; `LineBreaker`) to the text of `segments` proposed `proposal`.
    init(_ given: TextSegments, _ rules: TextRules, _ proposal: ProposedViewSize, scale: Double) {
        work = given.segments.count
        let lineLimit = rules.lineLimit
        let segments = ShrinkToFit.fit(given, factor: rules.minimumScaleFactor, lineLimit: lineLimit, proposal,
                                       scale: scale, work: &work)
        shrunk = segments === given ? nil : segments
        metrics = segments.metrics
        ascii = segments.isASCII
        truncated = false
        let string = segments.text
        if string.isEmpty || (proposal.width == 0 && proposal.height == 0) {
            (lines, size, firstBaseline, lastBaseline) = ([], .zero, 0, 0)
            return
        }
        let maxWidth = proposal.width ?? .infinity
        // A width of 0 or less is the smallest positive width to the text system (OpenSwiftUI's
        // Text sizing): every grapheme on a line of its own, and the reported width 0.
        var broken: [LineBreaker.Line]
        if maxWidth <= 0 {
            broken = segments.graphemeLines
            work += segments.graphemes.count
        } else {
            var collected = LineCollector()
            // A line holds at least one segment: room for a few lines at once rather than
            // growing the array line by line.
            collected.lines.reserveCapacity(min(segments.segments.count, 8))
            LineBreaker(segments: segments).breakLines(maxWidth: maxWidth, into: &collected)
            broken = collected.lines
            work += collected.walked
        }
        let keep = min(broken.count, lineLimit ?? .max, Self.linesFitting(proposal.height, metrics, scale))
        if keep < broken.count {
            let start = broken[keep - 1].range.lowerBound
            let last = Self.lastLine(segments, from: start, maxWidth, rules)
            truncated = last.elided != nil
            broken.removeLast(broken.count - keep + 1)
            broken.append(last)
        }
        lines = broken
        var widest = 0.0
        if maxWidth > 0 { for line in lines { widest = max(widest, line.width) } }
        let count = Double(lines.count)
        size = Size(width: roundUp(widest, scale), height: Self.height(lines: lines.count, metrics, scale))
        // First baseline to the nearest pixel, the last shifted alike and rounded up (OpenSwiftUI
        // `Text+Sizing.swift`).
        firstBaseline = roundToPixel(metrics.ascent, scale)
        lastBaseline = roundUp(firstBaseline + (count - 1) * metrics.linePitch, scale)
    }

    /// The size `TextLines` would report, without keeping the lines: size queries far
    /// outnumber placements, and only a placed text needs its lines. Adds to `walked` the
    /// graphemes of words split inside.
    static func size(_ given: TextSegments, _ rules: TextRules, _ proposal: ProposedViewSize,
                     scale: Double, walked: inout Int) -> Size {
        let lineLimit = rules.lineLimit
        let segments = ShrinkToFit.fit(given, factor: rules.minimumScaleFactor, lineLimit: lineLimit, proposal,
                                       scale: scale, work: &walked)
        let m = segments.metrics
        if segments.text.isEmpty || (proposal.width == 0 && proposal.height == 0) { return .zero }
        let maxWidth = proposal.width ?? .infinity
        let keep = min(lineLimit ?? .max, linesFitting(proposal.height, m, scale))
        var widest = 0.0, count = 0
        if maxWidth <= 0 {
            count = min(segments.graphemeLineCount, keep)  // widths are not counted (see init)
        } else {
            var measure = LineMeasure(keep: keep, lastKeptStart: segments.text.startIndex)
            LineBreaker(segments: segments).breakLines(maxWidth: maxWidth, into: &measure)
            walked += measure.walked
            count = min(measure.count, keep)
            widest = max(measure.widestBeforeLast, measure.count > keep
                ? lastLine(segments, from: measure.lastKeptStart, maxWidth, rules).width
                : measure.lastKeptWidth)
        }
        return Size(width: roundUp(widest, scale), height: height(lines: count, m, scale))
    }

    /// The last kept line of a text that has more lines than it keeps: tightened when allowed
    /// and close enough, else truncated.
    private static func lastLine(_ segments: TextSegments, from start: String.Index, _ maxWidth: Double,
                                 _ rules: TextRules) -> LineBreaker.Line {
        (rules.allowsTightening ? Tightening.line(segments, from: start, maxWidth: maxWidth) : nil)
            ?? Truncation(segments: segments, mode: rules.truncationMode).line(from: start, maxWidth: maxWidth)
    }

    /// The height of `n` lines, rounded up to the pixel: the first line and `n - 1` pitches.
    /// Every text height is worked out here, so that answers found another way (`MeasuredText`)
    /// match line breaking's bit for bit.
    static func height(lines n: Int, _ m: FontMetrics, _ scale: Double) -> Double {
        roundUp(Double(n - 1) * m.linePitch + m.lineHeight, scale)
    }

    /// How many lines fit in `height` (at least one: a text never reports less than a line),
    /// at most `maxLinesFitting`.
    static func linesFitting(_ height: Double?, _ m: FontMetrics, _ scale: Double) -> Int {
        guard let height, height.isFinite else { return .max }
        func tooTall(_ n: Int) -> Bool { Self.height(lines: n + 1, m, scale) > height + 1e-9 }
        // The answer is the smallest n ≥ 1 for which one more line is too tall, or the cap.
        let cap = maxLinesFitting
        // Without a positive pitch more lines are never taller than one.
        guard m.linePitch > 0 else { return tooTall(1) ? 1 : cap }
        // With one, the rounded height only grows with n, so the n that are too tall run from
        // the answer on. The unrounded estimate is usually the answer; when rounding puts it
        // elsewhere (a pitch far below a pixel, an overflowing font), a binary search finds
        // it in 17 steps rather than walking up to the cap line by line.
        let estimate = ((height - m.lineHeight) / m.linePitch).rounded(.down) + 1
        if !estimate.isNaN {
            let e = Int(min(max(estimate, 1), Double(cap)))
            if e < cap && tooTall(e) && (e == 1 || !tooTall(e - 1)) { return e }
        }
        var (lo, hi) = (1, cap)
        while lo < hi {
            let mid = (lo + hi) / 2
            if tooTall(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The most lines a finite height is taken to hold.
    static let maxLinesFitting = 100_000
}

/// Counts the lines of a text and measures the ones kept, without keeping them: the widest of
/// the first `keep - 1`, and where the last kept one starts (truncation rebuilds it when more
/// lines follow).
struct LineMeasure: LineSink {
    let keep: Int
    var count = 0
    var widestBeforeLast = 0.0
    var lastKeptStart: String.Index
    var lastKeptWidth = 0.0
    var walked = 0

    mutating func walk(graphemes: Int) { walked += graphemes }

    mutating func take(_ line: LineBreaker.Line) {
        count += 1
        if count < keep {
            widestBeforeLast = max(widestBeforeLast, line.width)
        } else if count == keep {
            (lastKeptStart, lastKeptWidth) = (line.range.lowerBound, line.width)
        }
    }
}

extension TextLines {
    /// The text of a truncated line: `range` with "…" in place of `elided`.
    static func shown(_ string: String, _ range: Range<String.Index>, eliding elided: Range<String.Index>) -> String {
        var text = String(string[range.lowerBound..<elided.lowerBound])
        text += Truncation.ellipsis
        text += string[elided.upperBound..<range.upperBound]
        return text
    }

    /// The lines in root coordinates for a Text placed in `frame`, each line placed by the
    /// text's `multilineTextAlignment` inside the text's width. `segments` are the ones the
    /// lines were broken from: their string and font are the node's.
    func placed(_ given: TextSegments, alignment: TextAlignment, in frame: Rect) -> TextLayout {
        let segments = shrunk ?? given
        let string = segments.text
        // In ASCII text a UTF-16 offset is the UTF-8 one, which a native string knows at once.
        func utf16Offset(_ i: String.Index) -> Int {
            ascii ? string.utf8.distance(from: string.startIndex, to: i) : i.utf16Offset(in: string)
        }
        let placedLines = lines.indices.map { i in
            let line = lines[i]
            let baseline = firstBaseline + Double(i) * metrics.linePitch
            let x: Double = switch alignment {
            case .leading: 0
            case .center: (frame.size.width - line.width) / 2
            case .trailing: frame.size.width - line.width
            }
            let shown = line.elided.map { Self.shown(string, line.range, eliding: $0) } ?? String(string[line.range])
            return TextLine(text: shown, range: utf16Offset(line.range.lowerBound)..<utf16Offset(line.range.upperBound),
                            x: frame.origin.x + x, y: frame.origin.y + baseline - metrics.ascent, width: line.width,
                            baseline: frame.origin.y + baseline, tightened: line.tightened,
                            shapedWhole: line.elided.map { $0.upperBound < line.range.upperBound } ?? false)
        }
        return TextLayout(lines: placedLines, firstBaseline: frame.origin.y + firstBaseline,
                          lastBaseline: frame.origin.y + lastBaseline, truncated: truncated,
                          font: segments.font, metrics: metrics)
    }
}
