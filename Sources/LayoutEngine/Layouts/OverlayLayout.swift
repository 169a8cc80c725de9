// Fidelity: Fixtures overlay-background.json (OpenSwiftUI
// `Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift`). Status: complete.

/// `overlay` and `background`: a secondary view laid over or under the primary, changing nothing.
///
/// Child proposal: the layer's proposal to the primary; the primary's final size to the secondary.
/// Own size: the primary's size; guides, priority and spacing are the primary's too.
struct OverlayLayout: LayoutAlgorithm {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    /// The secondary's guides for the alignment sit on the primary's guides (both explicit ones count).
    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let primary = subviews[0], secondary = subviews[1]
        let sp = ProposedViewSize(size)
        let secondarySize = secondary.sizeThatFits(sp)
        func offset(_ axis: Axis) -> Double {
            primary.guide(alignment[axis], proposal, size: size) - secondary.guide(alignment[axis], sp, size: secondarySize)
        }
        primary.place(at: .zero, proposal: proposal)
        secondary.place(at: Point(x: offset(.horizontal), y: offset(.vertical)), proposal: sp)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        subviews[0].explicitGuide(key, proposal)
    }
}
