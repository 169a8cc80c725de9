// Fidelity: Fixtures aspectratio.json (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/AspectRatioLayout.swift`). Status: complete;
// the `fill` case with one `nil` dimension follows OpenSwiftUI literally (∞ × ∞ to the child).
// Three iOS 26 renders of a lazy grid's `aspectRatio(1, contentMode: .fill)` cells, offered a
// column's width and no height, show squares of the column's width instead (skipped cases in
// Fixtures measured-held-back.json); no iOS 17 or 18 render decides it, so it stays.

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
///
/// Child proposal: a reference shape (ratio:1, or the child's ideal size) scaled to fit or fill
/// the proposal; `(nil, nil)` passes through unchanged.
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
        let sx = (p.width ?? .infinity) / reference.width
        let sy = (p.height ?? .infinity) / reference.height
        let scale = fill ? max(sx, sy) : min(sx, sy)
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
