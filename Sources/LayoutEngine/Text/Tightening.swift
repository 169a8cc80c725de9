/// `allowsTightening(true)`: the last kept line shows the rest of the text compressed to the
/// width instead of truncating, when the rest is at most `factor` too wide.
///
/// AppKit documents the rule underneath: the text system tightens as an alternative to
/// truncation when the ratio of the text's width to the line's does not exceed 1 + the
/// paragraph style's `tighteningFactorForTruncation`, whose default is 0.05
/// (https://developer.apple.com/documentation/appkit/nsparagraphstyle/tighteningfactorfortruncation).
/// UIKit and SwiftUI state no other factor, so this one applies (docs/fidelity.md, "Known differences").
enum Tightening {
    static let factor = 0.05

    /// The line holding the rest of the text from `start`, compressed to `maxWidth`, or `nil`
    /// when the rest has a line break or is more than `factor` too wide.
    static func line(_ segments: TextSegments, from start: String.Index, maxWidth: Double) -> LineBreaker.Line? {
        let s = segments
        let first = s.segment(containing: start)
        var sum: Double?  // nil before anything is counted
        for g in s.graphemes(of: first) where g.start >= start { sum = s.joined(sum, g.width) }
        if s.segments[first].range.lowerBound >= start { sum = s.segments[first].full }
        guard first == s.segments.count - 1 || !s.segments[first].mandatory else { return nil }
        for k in (first + 1)..<s.segments.count {
            if k < s.segments.count - 1 && s.segments[k].mandatory { return nil }
            sum = s.joined(sum, s.segments[k].full)
        }
        // The last segment ends the text: its trailing blanks do not count.
        let last = s.segments[s.segments.count - 1]
        let width = (sum ?? 0) - (last.full - last.visible)
        guard width <= maxWidth * (1 + factor) + 1e-9 else { return nil }
        return LineBreaker.Line(range: start..<last.visibleEnd, width: min(width, maxWidth),
                                tightened: width > maxWidth + 1e-9)
    }
}
