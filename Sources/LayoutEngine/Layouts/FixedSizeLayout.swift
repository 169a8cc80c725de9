// Fidelity: Fixtures fixedsize.json, seed hstack-spacer-ideal-width (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/FixedSizeLayout.swift`). Status: complete.

/// `fixedSize(horizontal:vertical:)`: asks its child for its ideal size on the fixed axes.
///
/// Child proposal: `nil` on each fixed axis, the original proposal on the others, in both passes.
/// Own size: the child's answer, whatever the proposal was.
struct FixedSizeLayout: LayoutAlgorithm {
    var horizontal: Bool
    var vertical: Bool

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal))
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let p = childProposal(proposal)
        subviews[0].place(at: centred(subviews[0].sizeThatFits(p), in: size), proposal: p)
    }
}

/// The origin that centres a `child` size inside a `size` box.
func centred(_ child: Size, in size: Size) -> Point {
    Point(x: (size.width - child.width) / 2, y: (size.height - child.height) / 2)
}

/// Ole Begemann's relative-size layout: proposes a fraction of what it is offered.
///
/// Child proposal: each numeric dimension times its factor (∞ and `nil` unchanged), in both passes.
/// Own size: the child's size, child centred (https://oleb.net/2023/swiftui-relative-size/).
struct RelativeProposedLayout: LayoutAlgorithm {
    var width: Double
    var height: Double

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { $0 * width }, height: p.height.map { $0 * height })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal))
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let p = childProposal(proposal)
        subviews[0].place(at: centred(subviews[0].sizeThatFits(p), in: size), proposal: p)
    }
}
