/// What a container last worked out for one child: the proposal it made, the size that came
/// back, and where the child goes, plus the stack's scratch facts for ordering.
///
/// The pass keeps one slot per parent–child edge, at the child's position in the tree's flat
/// child list, so every container owns a private run of slots. A container is never re-entered
/// while it works (layout recursion only descends), so its run needs no allocation per call,
/// and what it holds after `placeSubviews` is exactly what the pass reads to place the children.
struct ChildSlot {
    private var packedProposal = PackedProposal(.unspecified)
    var size: Size = .zero
    var origin: Point = .zero
    /// The child's length along a stack's axis at a zero and at an infinite proposal.
    var minimum = 0.0
    var maximum = 0.0
    /// The child's layout priority (Apple's `layoutPriority(_:)` documentation).
    var priority = 0.0
    /// The gap before this child in its stack (unused for the first child).
    var gap = 0.0

    var proposal: ProposedViewSize {
        get { packedProposal.proposal }
        set { packedProposal = PackedProposal(newValue) }
    }

    /// Whether the container placed the child. A child it does not show (ViewThatFits's others)
    /// is marked with a proposal no view can get (NaN, `PackedProposal.none`), so the mark
    /// costs the slot no room.
    var isPlaced: Bool { !packedProposal.width.isNaN }

    mutating func markNotPlaced() { packedProposal = .none }
}
