/// A container's view of its children: sizes, guides, priority and spacing, through the pass.
struct Subviews {
    /// Unowned: a `Subviews` never outlives the pass that made it, and counting references on
    /// every child access cost a tenth of the layout's instructions.
    unowned(unsafe) let pass: LayoutPass
    /// The node whose children these are.
    let owner: NodeID
    let count: Int
    /// The owner's first child slot.
    let base: Int

    init(pass: LayoutPass, owner: NodeID) {
        self.pass = pass
        self.owner = owner
        count = pass.childCount(owner)
        base = pass.childStart(owner)
    }

    subscript(i: Int) -> Subview { Subview(pass: pass, id: pass.child(inSlot: base + i), slot: base + i) }

    /// Whether any child could have an explicit value for `key` (a cheap pre-check).
    func mayHaveExplicit(_ key: AlignmentKey) -> Bool {
        (base..<base + count).contains { pass.mayHaveExplicit(pass.child(inSlot: $0), key) }
    }
}

/// One child as its container sees it.
struct Subview {
    unowned(unsafe) let pass: LayoutPass
    let id: NodeID
    /// This child's slot (see `ChildSlot`).
    let slot: Int

    /// The child's size for `proposal` (memoised per node and proposal).
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(id, proposal) }

    /// Puts the child at `origin` (in the container's coordinates) with `proposal`, as SwiftUI's
    /// `LayoutSubview.place(at:proposal:)` does; the pass places it there afterwards.
    func place(at origin: Point, proposal: ProposedViewSize) {
        pass.slots[slot].origin = origin
        pass.slots[slot].proposal = proposal
    }

    /// Where the container's last `placeSubviews` put the child.
    var placement: (origin: Point, proposal: ProposedViewSize) {
        let s = pass.slots[slot]
        return (s.origin, s.proposal)
    }

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
