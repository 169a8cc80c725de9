/// One child as its container sees it.
struct Subview {
    private let passRef: Unmanaged<LayoutPass>
    let id: NodeID
    /// This child's slot (see `ChildSlot`).
    let slot: Int

    init(passRef: Unmanaged<LayoutPass>, id: NodeID, slot: Int) {
        self.passRef = passRef
        self.id = id
        self.slot = slot
    }

    /// The child's size for `proposal` (memoised per node and proposal).
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        passRef._withUnsafeGuaranteedRef { $0.sizeThatFits(id, proposal) }
    }

    /// Puts the child at `origin` (in the container's coordinates) with `proposal`, as SwiftUI's
    /// `LayoutSubview.place(at:proposal:)` does; the pass places it there afterwards.
    func place(at origin: Point, proposal: ProposedViewSize) {
        passRef._withUnsafeGuaranteedRef {
            $0.slots[slot].origin = origin
            $0.slots[slot].proposal = proposal
        }
    }

    /// Leaves the child out of the placement: it is not shown, and neither it nor anything
    /// inside it gets a frame (`LayoutResult.isPlaced`).
    func doNotPlace() {
        passRef._withUnsafeGuaranteedRef { $0.slots[slot].markNotPlaced() }
    }

    /// Where the container's last `placeSubviews` put the child.
    var placement: (origin: Point, proposal: ProposedViewSize) {
        let s = passRef._withUnsafeGuaranteedRef { $0.slots[slot] }
        return (s.origin, s.proposal)
    }

    /// The priority its container sorts it by (`NodeFacts` says which layers keep a child's).
    var priority: Double { passRef._withUnsafeGuaranteedRef { $0.priority(id) } }

    /// The child's explicit value for `key` when proposed `proposal`, if it has one.
    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> Double? {
        passRef._withUnsafeGuaranteedRef { $0.explicitGuide(id, key, proposal) }
    }

    /// The value of `key` for the child at `size`: explicit if it has one, else the default.
    func guide(_ key: AlignmentKey, _ proposal: ProposedViewSize, size: Size) -> Double {
        passRef._withUnsafeGuaranteedRef { $0.explicitGuide(id, key, proposal) ?? $0.defaultGuide(key, size: size) }
    }

    /// Runs `body` with the pass, without counting a reference to it.
    @inline(__always) private func withPass<R>(_ body: (LayoutPass) -> R) -> R { passRef._withUnsafeGuaranteedRef(body) }

    /// The default value of `key` for a view of `size` (as `Subviews.defaultGuide`).
    func defaultGuide(_ key: AlignmentKey, size: Size) -> Double { withPass { $0.defaultGuide(key, size: size) } }

    /// The child's kind, for containers whose children are not all alike (a Grid's rows).
    var kind: NodeKind { withPass { $0.kind(id) } }

    /// The child's own children (a GridRow's cells; the child of a cell's layer).
    var children: Subviews { withPass { $0.subviews(id) } }

    /// The child's dimensions, as an alignment-guide closure sees them.
    func dimensions(_ proposal: ProposedViewSize, size: Size) -> ViewDimensions {
        let pass = passRef.takeUnretainedValue()
        return ViewDimensions(size: size, explicit: { [pass, id] key in pass.explicitGuide(id, key, proposal) },
                              customDefaults: pass.tree.customGuides)
    }

    /// What the child's `edge` asks of its neighbour in a stack with default spacing.
    func spacing(_ edge: ViewEdge) -> EdgeSpacing { withPass { $0.spacing(id, edge) } }
}
