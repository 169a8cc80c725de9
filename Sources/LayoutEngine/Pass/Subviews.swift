/// A container's view of its children, and all a layout may ask of the pass: its children's
/// sizes, guides, priorities and spacing, its child slots, and the few facts of the pass some
/// layouts read or define (a stack's plan and gaps, the safe area, the container of a
/// `containerRelativeFrame`, a GeometryReader's size, a Text's lines). Layouts never see the
/// pass itself, so what they can touch is this file's list and `Subview`'s (a child's size,
/// guides, priority, spacing and placement, its kind, and its own children, which a Grid lays
/// out for its rows).
struct Subviews {
    /// Unmanaged: a `Subviews` never outlives the pass that made it, and counting references
    /// on every child access cost a fifth of the layout's instructions.
    private let passRef: Unmanaged<LayoutPass>
    /// The node whose children these are.
    let owner: NodeID
    let count: Int
    /// The owner's first child slot, its index in the pass's slots and its address.
    private let base: Int
    private let slots: UnsafeMutablePointer<ChildSlot>

    init(pass: LayoutPass, owner: NodeID) {
        passRef = Unmanaged.passUnretained(pass)
        self.owner = owner
        count = pass.childCount(owner)
        base = pass.childStart(owner)
        slots = pass.slots.base + base
    }

    /// Runs `body` with the pass, without counting a reference to it.
    @inline(__always) private func withPass<R>(_ body: (LayoutPass) -> R) -> R { passRef._withUnsafeGuaranteedRef(body) }

    subscript(i: Int) -> Subview {
        Subview(passRef: passRef, id: passRef._withUnsafeGuaranteedRef { $0.child(inSlot: base + i) }, slot: base + i)
    }

    /// Child `i`'s slot (`ChildSlot`), read and written in place: a slot is 80 bytes, and a
    /// stack reads one field of it many times while it orders its children.
    @inline(__always) subscript(slot i: Int) -> ChildSlot {
        unsafeAddress { UnsafePointer(slots + i) }
        nonmutating unsafeMutableAddress { slots + i }
    }

    /// Child `i`'s slot's address, for a comparison that reads a few of its fields in place.
    @inline(__always) func slotAddress(_ i: Int) -> UnsafePointer<ChildSlot> { UnsafePointer(slots + i) }

    /// Whether any child could have an explicit value for `key` (a cheap pre-check).
    func mayHaveExplicit(_ key: AlignmentKey) -> Bool {
        withPass { $0.childMayHaveExplicit(owner, key) }
    }

    /// The default value of `key` for a child of size `size`.
    func defaultGuide(_ key: AlignmentKey, size: Size) -> Double {
        withPass { $0.defaultGuide(key, size: size) }
    }
}

/// A stack's plan: its gaps, fitting order and the proposal its slots were last planned for.
extension Subviews {
    /// Writes the gap before each child into its slot and returns their total, worked out once
    /// per stack (gaps do not depend on proposals).
    func stackGaps(_ spec: StackSpec) -> Double { withPass { $0.stackGaps(self, spec) } }

    /// The owner's run of the pass's order table, one entry per child, for its fitting order.
    func fittingOrderRun() -> UnsafeMutableBufferPointer<Int32> {
        withPass { $0.order.run(base..<base + count) }
    }

    /// Records the fitting order in the trace, when one is being recorded.
    func traceFittingOrder(_ order: UnsafeMutableBufferPointer<Int32>) {
        withPass { pass in
            if _slowPath(pass.isTracing) { pass.tracer.unsafelyUnwrapped.record(owner, .fittingOrder(order.map(Int.init))) }
        }
    }

    /// Whether the slots were last planned for `proposal` (and the plan may be reused).
    func isPlanned(for proposal: ProposedViewSize) -> Bool { withPass { $0.isPlanned(owner, for: proposal) } }

    func markPlanned(for proposal: ProposedViewSize) { withPass { $0.setPlannedProposal(owner, proposal) } }
}

/// What the environment of the owner tells it, or what it tells its content.
extension Subviews {
    /// How far a layer of `size` at the node being placed must grow on `edges` to reach the
    /// edges of the safe-area regions around it (`IgnoresSafeAreaLayout`).
    func safeAreaExpansion(size: Size, edges: EdgeSet) -> EdgeInsets {
        withPass { pass in
            guard !edges.isEmpty, !pass.safeAreas.isEmpty else { return EdgeInsets() }
            let rect = Rect(origin: pass.placingOrigin, size: size)
            return SafeAreaLevel.expansion(of: rect, in: pass.safeAreas, pixel: 1 / pass.environment.displayScale).only(edges)
        }
    }

    /// Gives the owner's first child `region` (owner coordinates) as its innermost safe area;
    /// called from the owner's `placeSubviews`.
    func defineSafeArea(_ region: SafeAreaLevel) { withPass { $0.defineSafeArea(owner, region) } }

    /// The innermost container's size (`containerRelativeFrame`).
    var container: ProposedViewSize { withPass { $0.container } }

    /// Runs `body` (a ScrollView asking its content) with `size` as the innermost container.
    func withContainer<R>(_ size: ProposedViewSize, _ body: () -> R) -> R { withPass { $0.withContainer(size, body) } }

    /// The owner's children are placed inside a container of `size`; called from `placeSubviews`.
    func defineContainer(_ size: ProposedViewSize) { withPass { $0.defineContainer(owner, size) } }

    /// The innermost GeometryReader's size while its content is placed (`LayoutPass.proxy`).
    var proxySize: Size { withPass { $0.proxy } }

    /// The owner (a GeometryReader) places its content at `size`; called from `placeSubviews`.
    func defineProxy(_ size: Size) { withPass { $0.defineProxy(owner, size) } }
}

/// The owner as a Text (`TextLeafLayout`).
extension Subviews {
    func textSize(_ proposal: ProposedViewSize) -> Size { withPass { $0.textSize(owner, proposal) } }

    /// The lines for `proposal`, kept for the baseline queries that repeat.
    func textLines(_ proposal: ProposedViewSize) -> TextLines { withPass { $0.textLines(owner, proposal, remember: true) } }
}
