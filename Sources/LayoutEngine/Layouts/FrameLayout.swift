// Fidelity: Fixtures frame-fixed.json, seed cases ole-* (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift`). Status: complete.

/// `frame(width:height:alignment:)`.
///
/// Child proposal: the frame's proposal with each given dimension substituted.
/// Own size: each given dimension as is, each missing one the child's.
struct FrameLayout: LayoutAlgorithm {
    var width: Double?
    var height: Double?
    var alignment: Alignment

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews[0].sizeThatFits(childProposal(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let p = childProposal(proposal)
        subviews[0].place(at: align(subviews[0], proposed: p, in: size, alignment), proposal: p)
    }
}

/// The origin that puts `child`'s guides for `alignment` on the same guides of a `size` box
/// (the box's guides take their default values): `x = boxGuide − childGuide` per axis.
func align(_ child: Subview, proposed p: ProposedViewSize, in size: Size, _ alignment: Alignment) -> Point {
    let childSize = child.sizeThatFits(p)
    let box = ViewDimensions(size: size)
    func offset(_ axis: Axis) -> Double {
        box.defaultValue(of: alignment[axis]) - child.guide(alignment[axis], p, size: childSize)
    }
    return Point(x: offset(.horizontal), y: offset(.vertical))
}
