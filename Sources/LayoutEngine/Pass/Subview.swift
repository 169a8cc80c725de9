/// A container's view of its children: sizes, guides, priority and spacing, through the pass.
struct Subviews {
    let pass: LayoutPass
    /// The node whose children these are.
    let owner: NodeID
    let count: Int

    init(pass: LayoutPass, owner: NodeID) {
        self.pass = pass
        self.owner = owner
        count = pass.tree.childCount(owner)
    }

    subscript(i: Int) -> Subview { Subview(pass: pass, id: pass.tree.child(owner, i)) }

    /// Whether any child could have an explicit value for `key` (a cheap pre-check).
    func mayHaveExplicit(_ key: AlignmentKey) -> Bool {
        (0..<count).contains { pass.mayHaveExplicit(pass.tree.child(owner, $0), key) }
    }
}

/// One child as its container sees it.
struct Subview {
    let pass: LayoutPass
    let id: NodeID

    /// The child's size for `proposal` (memoised per node and proposal).
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(id, proposal) }

    /// The priority its container sorts it by (layout-semantics §7.5).
    var priority: Double { pass.priority(id) }

    /// The child's explicit value for `key` when proposed `proposal`, if it has one.
    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> Double? {
        pass.explicitGuide(id, key, proposal)
    }

    /// The value of `key` for the child at `size`: explicit if it has one, else the default.
    func guide(_ key: AlignmentKey, _ proposal: ProposedViewSize, size: Size) -> Double {
        explicitGuide(key, proposal) ?? pass.defaultGuide(key, size: size)
    }

    /// The child's dimensions, as an alignment-guide closure sees them.
    func dimensions(_ proposal: ProposedViewSize, size: Size) -> ViewDimensions {
        ViewDimensions(size: size, explicit: { [pass, id] key in pass.explicitGuide(id, key, proposal) },
                       customDefaults: pass.tree.customGuides)
    }

    var spacing: ViewSpacing { pass.spacing(id) }
}
