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
        plan(proposal, subviews).size
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> [Placement] {
        // Placement re-runs the algorithm with a `nil` minor proposal replaced by the stack's
        // own minor length (OpenSwiftUI `proposalWhenPlacing`, layout-semantics §3.6).
        var p = proposal
        p[spec.axis.other] = proposal[spec.axis.other] ?? size[spec.axis.other]
        let plan = plan(p, subviews)
        return (0..<subviews.count).map {
            Placement(origin: Point(major: plan.major[$0], minor: plan.minor[$0], axis: spec.axis),
                      proposal: plan.proposals[$0])
        }
    }

    /// Children's proposals, sizes and positions for one proposal.
    struct Plan {
        var proposals: [ProposedViewSize]
        var sizes: [Size]
        var major: [Double]
        var minor: [Double]
        var size: Size
    }

    func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Plan {
        let axis = spec.axis
        guard subviews.count > 0 else {
            return Plan(proposals: [], sizes: [], major: [], minor: [], size: .zero)
        }
        let gaps = StackSpacing.gaps(subviews, axis: axis, explicit: spec.spacing)
        let totalGap = gaps.reduce(0, +)
        let proposals = StackDistribution(axis: axis, subviews: subviews)
            .proposals(major: proposal[axis].map { $0 - totalGap }, minor: proposal[axis.other])
        let sizes = (0..<subviews.count).map { subviews[$0].sizeThatFits(proposals[$0]) }
        var major: [Double] = []
        var cursor = 0.0
        for i in 0..<sizes.count {
            cursor += i == 0 ? 0 : gaps[i - 1]
            major.append(cursor)
            cursor += sizes[i][axis]
        }
        let (minor, minorLength) = alignMinor(subviews, proposals, sizes)
        return Plan(proposals: proposals, sizes: sizes, major: major, minor: minor,
                    size: Size(major: cursor, minor: minorLength, axis: axis))
    }

    /// Step 7: each child's guide sits on a common line at 0; the stack spans the union of the
    /// children's intervals and the point 0.
    private func alignMinor(_ subviews: Subviews, _ proposals: [ProposedViewSize], _ sizes: [Size]) -> ([Double], Double) {
        let minorAxis = spec.axis.other
        let guides = (0..<subviews.count).map { subviews[$0].guide(spec.alignment, proposals[$0], size: sizes[$0]) }
        var lower = 0.0, upper = 0.0
        for (g, s) in zip(guides, sizes) {
            lower = min(lower, -g)
            upper = max(upper, -g + s[minorAxis])
        }
        return (guides.map { -$0 - lower }, upper - lower)
    }
}
