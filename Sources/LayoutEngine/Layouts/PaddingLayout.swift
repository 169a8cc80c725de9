// Fidelity: Fixtures padding.json, seed zstack-union-of-frames (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/Modifier/PaddingLayout.swift`). Status: complete.

/// `padding`: insets its child on each edge; negative insets shrink the reported size.
///
/// Child proposal: the proposal minus the insets, never below zero; `nil` and ∞ stay as they are.
/// Own size: the child's size plus the insets, never below zero.
struct PaddingLayout: LayoutAlgorithm {
    var insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let child = subviews[0].sizeThatFits(proposal.inset(by: insets))
        return Size(width: max(child.width + insets.total(.horizontal), 0),
                    height: max(child.height + insets.total(.vertical), 0))
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        subviews[0].place(at: Point(x: insets.leading, y: insets.top), proposal: proposal.inset(by: insets))
    }
}
