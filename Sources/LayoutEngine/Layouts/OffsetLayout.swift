// Fidelity: Fixtures offset-position.json (Apple's `offset(x:y:)` documentation; OpenSwiftUI
// `Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift`). Status: complete.

/// `offset(x:y:)`: draws its content displaced without changing layout.
///
/// Child proposal: the layer's own proposal.
/// Own size: the child's size; the layer keeps the undisplaced slot, the child is placed displaced.
struct OffsetLayout: LayoutAlgorithm {
    var offset: Point

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        subviews[0].place(at: offset, proposal: proposal)
    }

    /// Guides are those of the undisplaced content: an offset moves drawing, not alignment.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        subviews[0].explicitGuide(key, proposal)
    }
}

/// `position(x:y:)`: centres its child on a point and takes all the space it is offered.
///
/// Child proposal: the layer's final size (while sizing, the layer's own proposal).
/// Own size: the proposal, each `nil` dimension replaced by the child's size for it.
struct PositionLayout: LayoutAlgorithm {
    var position: Point

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        if let w = proposal.width, let h = proposal.height { return Size(width: w, height: h) }
        let child = subviews[0].sizeThatFits(proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let childProposal = ProposedViewSize(size)
        let child = subviews[0].sizeThatFits(childProposal)
        subviews[0].place(at: Point(x: position.x - child.width / 2, y: position.y - child.height / 2), proposal: childProposal)
    }
}
