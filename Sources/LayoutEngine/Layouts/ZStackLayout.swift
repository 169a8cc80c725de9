// Fidelity: Fixtures zstack.json, seed zstack-* cases (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift`).
// Status: complete; the size is the aligned union of the top-priority children (Field Guide,
// fatbobman), not OpenSwiftUI's max of sizes, and the alignment point is inside the union (as in
// fatbobman's re-implementation; not established for SwiftUI itself).

/// ZStack: overlays its children, aligned on one point.
///
/// Child proposal: the stack's proposal while sizing; its final size to every child when placing.
/// Own size: the union of the highest-priority children's frames around the alignment point.
struct ZStackLayout: LayoutAlgorithm {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        union(proposal, subviews).size
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let p = ProposedViewSize(size)
        let point = union(p, subviews).origin
        for i in 0..<subviews.count {
            let child = subviews[i]
            let childSize = child.sizeThatFits(p)
            child.place(at: Point(x: -point.x - child.guide(alignment.horizontal, p, size: childSize),
                                  y: -point.y - child.guide(alignment.vertical, p, size: childSize)), proposal: p)
        }
    }

    /// The union, relative to the alignment point, of the top-priority children's frames.
    private func union(_ p: ProposedViewSize, _ subviews: Subviews) -> Rect {
        guard subviews.count > 0 else { return .zero }
        let top = (0..<subviews.count).map { subviews[$0].priority }.max()!
        var lo = Point.zero, hi = Point.zero
        for i in 0..<subviews.count where subviews[i].priority == top {
            let child = subviews[i]
            let s = child.sizeThatFits(p)
            let h = child.guide(alignment.horizontal, p, size: s), v = child.guide(alignment.vertical, p, size: s)
            lo = Point(x: min(lo.x, -h), y: min(lo.y, -v))
            hi = Point(x: max(hi.x, s.width - h), y: max(hi.y, s.height - v))
        }
        return Rect(origin: lo, size: Size(width: hi.x - lo.x, height: hi.y - lo.y))
    }
}
