// Fidelity: the answers are `TextLines.size`'s, worked out once per layout (tests:
// TextQuickSizeTests hold every quick answer to line breaking, bit for bit).

/// A Text's measured segments and its line limit: what sizing it needs of its content.
///
/// A plain value: it refers to its segments without retaining them, because a text is sized
/// a dozen times per layout and each retain and release is an atomic write to the segments'
/// object, far from the cache in large layouts. The pass that made it keeps the segments
/// alive (`LayoutPass.keptSegments`) for as long as it can hand the value out.
struct MeasuredText {
    private let reference: Unmanaged<TextSegments>
    /// Line limit, truncation, shrinking and tightening.
    let rules: TextRules
    var lineLimit: Int? { rules.lineLimit }
    /// How lines sit inside the text's width when placed (`multilineTextAlignment`).
    let alignment: TextAlignment
    /// The work a sizing counts before it starts (`LayoutResult.work`): its segments. Words
    /// split inside add their graphemes as they are walked.
    let work: Int

    /// The width of the text on one line, when it has one line and may show it (NaN else),
    /// and its size there: what `TextLines.size` answers for every proposal at least that
    /// wide, whatever the height (a text never reports less than one line).
    private let oneLineWidth: Double
    private let oneLine: Size
    /// The size for a width of 0 or less and an unlimited height: a line per grapheme, up to
    /// the line limit, 0 wide. Stacks probe their children with such proposals.
    private let graphemeColumn: Size
    private let isEmpty: Bool
    /// Whether `minimumScaleFactor` shrinks the text in `graphemeColumn`'s proposals.
    private let columnShrinks: Bool

    /// `segments` must outlive the value (see above).
    init(unretained segments: TextSegments, _ rules: TextRules, alignment: TextAlignment = .leading, scale: Double) {
        reference = Unmanaged.passUnretained(segments)
        self.rules = rules
        self.alignment = alignment
        let lineLimit = rules.lineLimit
        work = segments.segments.count
        isEmpty = segments.text.isEmpty
        let m = segments.metrics
        if let width = segments.singleLineWidth, !isEmpty, (lineLimit ?? 1) >= 1 {
            oneLineWidth = width
            // The arithmetic of `TextLines.size` for one line: the widest line starts from 0
            // (a negative tracking can make a line of invisible characters narrower than
            // nothing); the height is `TextLines.height` (an infinite pitch gives NaN there).
            oneLine = Size(width: roundUp(max(0, width), scale), height: TextLines.height(lines: 1, m, scale))
        } else {
            (oneLineWidth, oneLine) = (.nan, .zero)  // NaN fails every width test
        }
        // The arithmetic of `TextLines.size` for such proposals, step by step.
        let count = min(segments.graphemeLineCount, lineLimit ?? .max)
        graphemeColumn = Size(width: roundUp(0, scale), height: TextLines.height(lines: count, m, scale))
        columnShrinks = rules.minimumScaleFactor < 1 && segments.graphemeLineCount > (lineLimit ?? .max)
    }

    /// Runs `body` on the segments without retaining them.
    @inline(__always) func withSegments<R>(_ body: (TextSegments) -> R) -> R {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// The size for `proposal` when it needs no line breaking, else `nil`: on one line when
    /// the width allows (the line breaker's own test, `LineBreaker.breakLines`), nothing
    /// for 0×0 or an empty text, a line per grapheme for a width of 0 or less with an
    /// unlimited height (`TextLines.size`).
    @inline(__always) func quickSize(for proposal: ProposedViewSize) -> Size? {
        let maxWidth = proposal.width ?? .infinity
        if maxWidth > 0 && oneLineWidth <= maxWidth + 1e-9 { return oneLine }
        if isEmpty || (proposal.width == 0 && proposal.height == 0) { return .zero }
        // A text that may shrink is set smaller when the column drops lines: not quick.
        if maxWidth <= 0 && !(proposal.height.map { $0.isFinite } ?? false) && !columnShrinks { return graphemeColumn }
        return nil
    }
}
