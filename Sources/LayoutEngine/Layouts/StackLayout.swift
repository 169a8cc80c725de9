// Fidelity: Fixtures hstack.json, vstack.json, priority.json, seed ole-* and vstack-text-* cases
// (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift`; Field Guide HStack page).
// Status: complete; text-aware default spacing in ViewSpacing+Nodes.swift.

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
        plan(proposal, subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        // Placement re-runs the algorithm with a `nil` minor proposal replaced by the stack's
        // own minor length (OpenSwiftUI `proposalWhenPlacing`).
        var p = proposal
        p[spec.axis.other] = proposal[spec.axis.other] ?? size[spec.axis.other]
        // Usually the slots still hold the parent's final offer, planned just before.
        if !subviews.isPlanned(for: p) { _ = plan(p, subviews) }
    }

    /// Writes each child's proposal, size and origin into its slot, and returns the stack's size.
    func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Size {
        let axis = spec.axis
        guard subviews.count > 0 else { return .zero }
        let totalGap = subviews.stackGaps(spec)
        StackDistribution(axis: axis, subviews: subviews)
            .distribute(major: proposal[axis].map { $0 - totalGap }, minor: proposal[axis.other])
        var cursor = 0.0
        for i in 0..<subviews.count {
            cursor += i == 0 ? 0 : subviews[slot: i].gap
            subviews[slot: i].origin[axis] = cursor
            cursor += subviews[slot: i].size[axis]
        }
        let size = Size(major: cursor, minor: alignMinor(subviews), axis: axis)
        subviews.markPlanned(for: proposal)
        return size
    }

    /// Step 7: each child's guide sits on a common line at 0; the stack spans the union of the
    /// children's intervals and the point 0. Returns the stack's minor length.
    func alignMinor(_ subviews: Subviews) -> Double {
        let minorAxis = spec.axis.other, key = spec.alignment
        // Usually no child brings its own guide, and each child's default answers at once.
        let explicit = subviews.mayHaveExplicit(key)
        var lower = 0.0, upper = 0.0
        for i in 0..<subviews.count {
            let s = subviews[slot: i]
            let g = explicit ? subviews[i].guide(key, s.proposal, size: s.size) : subviews.defaultGuide(key, size: s.size)
            subviews[slot: i].origin[minorAxis] = -g
            lower = min(lower, -g)
            upper = max(upper, -g + s.size[minorAxis])
        }
        for i in 0..<subviews.count { subviews[slot: i].origin[minorAxis] -= lower }
        return upper - lower
    }
}
