// Fidelity: Fixtures scrollview.json (sources: Tests/ConformanceTests/CONTAINER-SOURCES.md). Status: a scroll view at rest, at
// its top-leading scroll position; where the sources are silent the choice is stated below.

/// ScrollView: a viewport onto content that is offered unlimited length along the scroll axes.
///
/// Child proposal: its own proposal across the scroll axes, `nil` along them (the SwiftUI Field
/// Guide's ScrollView page: "passes on its own proposed width, but it proposes nil for the
/// height"; both axes: nil × nil).
/// Own size: along a scroll axis, the proposal, whatever the content (the Field Guide: it
/// "always becomes exactly as tall as proposed"); across it, the content's size. Where a scroll
/// axis is proposed `nil` or infinity the sources say nothing: the scroll view then takes the
/// content's length, so it never reports an infinite or arbitrary size (Known differences).
/// Placement: the content at the top-leading corner, the scroll position at rest (content
/// smaller than the viewport starts at the top, useyourloaf "SwiftUI Default Scroll Anchor").
/// Container: the scroll view's proposal is the container of a `containerRelativeFrame` in
/// its content, while sizing it and while placing it (`ContainerRelativeFrameLayout`).
struct ScrollViewLayout: LayoutAlgorithm {
    var axes: AxisSet

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let content = contentSize(proposal, subviews)
        func length(_ axis: Axis) -> Double {
            guard axes.contains(axis), let p = proposal[axis], p.isFinite else { return content[axis] }
            return p
        }
        return Size(width: length(.horizontal), height: length(.vertical))
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let p = contentProposal(ProposedViewSize(size))
        for i in 0..<subviews.count { subviews[i].place(at: .zero, proposal: p) }
        subviews.defineContainer(proposal)
    }

    /// Guides do not come out of a scroll view: its content moves under it.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The content's size, with the scroll view's proposal as the container of any
    /// `containerRelativeFrame` inside (`ContainerRelativeFrameLayout`).
    private func contentSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Size {
        guard subviews.count > 0 else { return .zero }
        return subviews.withContainer(proposal) { subviews[0].sizeThatFits(contentProposal(proposal)) }
    }
}
