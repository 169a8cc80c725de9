/// The work bound of one pass (`computeLayout(workLimit:)`, `LayoutResult.work`).
///
/// The size cache keeps ordinary trees linear, but the number of distinct proposals a node is
/// asked can grow exponentially with nesting: every stack offers each child its own share of
/// every proposal the stack was given, and insets and clamps keep the shares apart. A tree of
/// a few kilobytes could then hold a thread for hours. The pass counts its work and, past the
/// limit, answers every query with zero at once, so it unwinds in time linear in the tree.
extension LayoutPass {
    /// Counts `units` of work; false once the pass has done more than its limit.
    @inline(__always) func spend(_ units: Int) -> Bool {
        workDone[0] &+= units
        return workDone[0] <= workLimit
    }

    /// Whether the pass has stayed within its limit so far.
    var isWithinBudget: Bool { workDone[0] <= workLimit }

    /// What answering one size or guide query of `id` costs: a unit, and one per child, since
    /// a container walks every child whatever the child's route (a stack of thousands of
    /// fixed frames answers from its children's known sizes, but still walks them all).
    @inline(__always) func queryCost(_ id: NodeID) -> Int { 1 + childCount(id) }
}
