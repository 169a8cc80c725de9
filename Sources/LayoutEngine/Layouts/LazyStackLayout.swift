// Fidelity: Fixtures lazystacks.json (sources: Tests/ConformanceTests/CONTAINER-SOURCES.md). Status: every child laid out (a
// stateless service has no visible region); the cross-axis size is a choice (below).

/// LazyVStack (`axis == .vertical`) and LazyHStack: a stack that does not share out its length.
///
/// Child proposal: its own proposal across the axis, `nil` along it, whatever it was proposed
/// there (objc.io, "Thinking in SwiftUI", lazy stacks: children take their ideal length), so a
/// plain Color is 10 long and an infinite proposal never reaches a child.
/// Own size: the children's lengths plus the gaps along the axis (explicit `spacing`, else the
/// default spacing of a VStack or HStack, `StackSpacing`); across it, the aligned union of
/// the children, as a VStack or HStack (a choice: the book says so, Apple's example suggests the
/// full proposed width and a WWDC session the first child's width; SOURCES of the fixtures).
/// Placement: one after the other from the leading or top edge, aligned across on the guide.
struct LazyStackLayout: LayoutAlgorithm {
    var spec: StackSpec

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        plan(proposal, subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        var p = proposal
        p[spec.axis.other] = proposal[spec.axis.other] ?? size[spec.axis.other]
        _ = plan(p, subviews)
    }

    /// Writes each child's proposal, size and origin into its slot, and returns the stack's size.
    private func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Size {
        let axis = spec.axis
        guard subviews.count > 0 else { return .zero }
        _ = subviews.stackGaps(spec)
        var childProposal = proposal
        childProposal[axis] = nil
        var cursor = 0.0
        for i in 0..<subviews.count {
            cursor += i == 0 ? 0 : subviews[slot: i].gap
            subviews[slot: i].proposal = childProposal
            subviews[slot: i].size = subviews[i].sizeThatFits(childProposal)
            subviews[slot: i].origin[axis] = cursor
            cursor += subviews[slot: i].size[axis]
        }
        return Size(major: cursor, minor: StackLayout(spec: spec).alignMinor(subviews), axis: axis)
    }
}
