// Fidelity: docs/evidence/navigation-and-lists.md (bar heights); the hosting controller's
// placement of content in the region it leaves (docs/fidelity.md, "Known differences").

/// NavigationStack (and NavigationView's stack style on iPhone): a navigation bar across its
/// top, its content below.
///
/// Children: the bar (a leaf) and the content. Own size: the proposal, `nil` replaced by 10,
/// as a container that fills its window does. Child proposal: the bar, the stack's width and
/// `barHeight`; the content, the stack's width and what the bar leaves of its height.
/// Placement: the bar at the top; the content centred in the region below it, as a hosting
/// controller centres its root view in its safe area (the bar is part of the content's safe
/// area). No explicit alignment guide comes out of it.
struct NavigationStackLayout: LayoutAlgorithm {
    var barHeight: Double

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        guard subviews.count == 2 else { return }
        let bar = min(barHeight, size.height)
        subviews[0].place(at: .zero, proposal: ProposedViewSize(width: size.width, height: bar))
        let region = Size(width: size.width, height: max(size.height - bar, 0))
        let content = subviews[1].sizeThatFits(ProposedViewSize(region))
        subviews[1].place(at: Point(x: (region.width - content.width) / 2, y: bar + (region.height - content.height) / 2),
                          proposal: ProposedViewSize(region))
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }
}
