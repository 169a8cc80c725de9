// Fidelity: Fixtures hstack.json, vstack.json, priority.json, seed ole-* and vstack-text-* cases
// (layout-semantics §3). Status: complete; text-aware default spacing in ViewSpacing.swift.

/// HStack (`axis == .horizontal`) and VStack: one algorithm written against the major axis.
///
/// Child proposal: the space left after gaps and the reserved minima of lower priority groups,
/// shared evenly among the children still to size, least flexible first; the proposal's minor
/// length (when placing, `nil` becomes the stack's own minor length).
/// Own size: the children's lengths plus the gaps along the axis (not the proposal), and the
/// aligned union of the children across it.
struct StackLayout: LayoutAlgorithm {
    var spec: StackSpec

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        var children: [StackChild] = []
        let size = plan(proposal, subviews, into: &children)
        subviews.pass.rememberPlan(subviews.owner, StackPlan(proposal: proposal, children: children))
        return size
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> [Placement] {
        // Placement re-runs the algorithm with a `nil` minor proposal replaced by the stack's
        // own minor length (OpenSwiftUI `proposalWhenPlacing`, layout-semantics §3.6).
        var p = proposal
        p[spec.axis.other] = proposal[spec.axis.other] ?? size[spec.axis.other]
        var children: [StackChild] = []
        if let last = subviews.pass.lastPlan(subviews.owner), last.proposal == p {
            children = last.children   // usually the parent's final offer, sized just before
        } else {
            _ = plan(p, subviews, into: &children)
        }
        return children.map { Placement(origin: $0.origin, proposal: $0.proposal) }
    }

    /// Fills `children` with each child's proposal, size and origin, and returns the stack's size.
    func plan(_ proposal: ProposedViewSize, _ subviews: Subviews, into children: inout [StackChild]) -> Size {
        let axis = spec.axis
        guard subviews.count > 0 else { return .zero }
        let gaps = subviews.pass.stackGaps(subviews.owner, spec)
        let totalGap = gaps.reduce(0, +)
        StackDistribution(axis: axis, subviews: subviews)
            .distribute(major: proposal[axis].map { $0 - totalGap }, minor: proposal[axis.other], into: &children)
        var cursor = 0.0
        for i in children.indices {
            cursor += i == 0 ? 0 : gaps[i - 1]
            children[i].origin[axis] = cursor
            cursor += children[i].size[axis]
        }
        return Size(major: cursor, minor: alignMinor(subviews, &children), axis: axis)
    }

    /// Step 7: each child's guide sits on a common line at 0; the stack spans the union of the
    /// children's intervals and the point 0. Returns the stack's minor length.
    private func alignMinor(_ subviews: Subviews, _ children: inout [StackChild]) -> Double {
        let minorAxis = spec.axis.other
        var lower = 0.0, upper = 0.0
        for i in children.indices {
            let g = subviews[i].guide(spec.alignment, children[i].proposal, size: children[i].size)
            children[i].origin[minorAxis] = -g
            lower = min(lower, -g)
            upper = max(upper, -g + children[i].size[minorAxis])
        }
        for i in children.indices { children[i].origin[minorAxis] -= lower }
        return upper - lower
    }
}

/// One child of a stack as planned for one proposal.
struct StackChild {
    var proposal: ProposedViewSize
    var size: Size
    var origin: Point = .zero
}

/// The most recent plan of a stack, kept so that placing right after sizing does not plan again.
struct StackPlan {
    var proposal: ProposedViewSize
    var children: [StackChild]
}
