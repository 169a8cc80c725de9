// Fidelity: Fixtures aspectratio.json (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/AspectRatioLayout.swift`) and measured-held-back.json.
// Status: complete. One departure from OpenSwiftUI, by measurement: with one `nil` dimension
// the scale is the given dimension's, to fill as to fit. OpenSwiftUI makes the fill scale of a
// `nil` dimension infinite (∞ × ∞ to the child); five renders of lazy grid cells offered a
// column's width and no height (iOS 17/18 and iOS 26) show boxes of the column's width and
// width ÷ ratio tall. A `nil` width is read the same way by symmetry, a choice no render shows
// (docs/fidelity.md, "Sources disagree or are silent").

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
///
/// Child proposal: a reference shape (ratio:1, or the child's ideal size) scaled to fit or fill
/// the proposal, a `nil` dimension taking no part; `(nil, nil)` passes through unchanged.
/// Own size: the child's answer, child centred.
struct AspectRatioLayout: LayoutAlgorithm {
    var ratio: Double?
    var fill: Bool

    private func childProposal(_ p: ProposedViewSize, _ child: Subview) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var reference = ratio.map { Size(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        // A square or degenerate reference counts as 1:1 (0×0 and the default 10×10 included).
        if reference.width == reference.height || reference.width <= 0 || reference.height <= 0 {
            reference = Size(width: 1, height: 1)
        }
        // A `nil` dimension takes no part: the scale is the given one's, to fit or to fill.
        let scale: Double
        switch (p.width.map { $0 / reference.width }, p.height.map { $0 / reference.height }) {
        case let (sx?, sy?): scale = fill ? max(sx, sy) : min(sx, sy)
        case let (sx?, nil): scale = sx
        case let (nil, sy?): scale = sy
        case (nil, nil): return p
        }
        return ProposedViewSize(width: reference.width * scale, height: reference.height * scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal, subviews[0]))
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let p = childProposal(proposal, subviews[0])
        subviews[0].place(at: centred(subviews[0].sizeThatFits(p), in: size), proposal: p)
    }
}
