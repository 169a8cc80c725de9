// Fidelity: Fixtures viewthatfits.json (sources: Tests/ConformanceTests/CONTAINER-SOURCES.md). Status: complete; the measuring
// proposal on unconstrained axes and a `nil` proposal on a constrained one are choices (below).

/// ViewThatFits: the first child whose ideal size fits, else the last.
///
/// Children are tried in order; the first whose ideal size fits the proposal along the
/// constrained axes is shown, and if none fits, the last (Apple's ViewThatFits documentation;
/// fatbobman, "Mastering ViewThatFits"). A child's ideal size is measured with `nil` on the
/// constrained axes and the real proposal on the others (Apple speaks only of the constrained
/// axes); it fits when each such length is at most the proposed one, and a constrained axis
/// proposed `nil` (no limit) or infinity fits everything.
/// Child proposal: the container's own, to the chosen child; the others are not placed.
/// Own size: the chosen child's size for the proposal.
struct ViewThatFitsLayout: LayoutAlgorithm {
    var axes: AxisSet

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        guard let chosen = choice(proposal, subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let chosen = choice(proposal, subviews)
        for i in 0..<subviews.count {
            if i == chosen { subviews[i].place(at: .zero, proposal: proposal) } else { subviews[i].doNotPlace() }
        }
    }

    /// The chosen child's explicit guides are the container's.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        guard subviews.mayHaveExplicit(key), let chosen = choice(proposal, subviews) else { return nil }
        return subviews[chosen].explicitGuide(key, proposal)
    }

    /// The index of the child shown for `proposal`; `nil` without children.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard subviews.count > 0 else { return nil }
        var measuring = proposal
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis) { measuring[axis] = nil }
        for i in 0..<subviews.count - 1 {
            let ideal = subviews[i].sizeThatFits(measuring)
            let fits = [Axis.horizontal, .vertical].allSatisfy { axis in
                guard axes.contains(axis), let limit = proposal[axis] else { return true }
                return ideal[axis] <= limit
            }
            if fits { return i }
        }
        return subviews.count - 1
    }
}
