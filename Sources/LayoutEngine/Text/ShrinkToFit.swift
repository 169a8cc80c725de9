/// `minimumScaleFactor`: a text that would be truncated at its font's size is set smaller, by
/// no less than the factor, before it truncates.
///
/// Apple: "If the text doesn't fit in the available space, it scales the font down as needed,
/// by no less than the minimum scale factor" (SwiftUI `View.minimumScaleFactor(_:)`;
/// `NSStringDrawingContext.minimumScaleFactor` and `actualScaleFactor` describe the same
/// shrink in the text system underneath). The text is taken to fit when no line is truncated
/// (lines beyond the line limit or the proposed height); the scale is the largest that fits,
/// found by bisection to `precision`, or the factor itself when nothing fits. Apple publishes
/// neither the test nor the step (docs/fidelity.md, "Known differences and choices").
enum ShrinkToFit {
    /// Bisection steps: the scale is found within (1 − factor) / 2¹⁴.
    static let steps = 14

    /// The segments to lay out for `proposal`: `given` when it fits or may not shrink, else
    /// the same text in the largest font that fits, or in the smallest allowed. `work` counts
    /// the segments measured on the way, for the pass's budget.
    static func fit(_ given: TextSegments, factor: Double, lineLimit: Int?, _ proposal: ProposedViewSize,
                    scale: Double, work: inout Int) -> TextSegments {
        guard factor < 1, truncates(given, lineLimit: lineLimit, proposal, scale: scale) else { return given }
        func shrunk(_ s: Double) -> TextSegments {
            work += given.segments.count
            return TextSegments(text: given.text, font: given.font.shrunk(by: s), measurer: given.measurer)
        }
        let smallest = shrunk(factor)
        if truncates(smallest, lineLimit: lineLimit, proposal, scale: scale) { return smallest }
        var (fits, fitting, tooBig) = (factor, smallest, 1.0)
        for _ in 0..<steps {
            let middle = (fits + tooBig) / 2
            let candidate = shrunk(middle)
            if truncates(candidate, lineLimit: lineLimit, proposal, scale: scale) {
                tooBig = middle
            } else {
                (fits, fitting) = (middle, candidate)
            }
        }
        return fitting
    }

    /// Whether laying `segments` out for `proposal` drops lines (and so truncates).
    static func truncates(_ segments: TextSegments, lineLimit: Int?, _ proposal: ProposedViewSize, scale: Double) -> Bool {
        if segments.text.isEmpty || (proposal.width == 0 && proposal.height == 0) { return false }
        let keep = min(lineLimit ?? .max, TextLines.linesFitting(proposal.height, segments.metrics, scale))
        let maxWidth = proposal.width ?? .infinity
        if maxWidth <= 0 { return segments.graphemeLineCount > keep }
        var measure = LineMeasure(keep: keep, lastKeptStart: segments.text.startIndex)
        LineBreaker(segments: segments).breakLines(maxWidth: maxWidth, into: &measure)
        return measure.count > keep
    }
}
