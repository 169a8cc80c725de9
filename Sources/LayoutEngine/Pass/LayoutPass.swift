/// The mutable state of one layout call: size caches, per-node facts, and the frames produced.
///
/// Confined to the call of `computeLayout` that made it; nothing keeps it afterwards.
final class LayoutPass {
    let tree: LayoutTree
    let environment: LayoutEnvironment
    /// The tree's structure, borrowed, and per-node facts as raw tables (see `PassBuffer`).
    private let storage: TreeStorage
    let facts: NodeFacts
    private let cache: SizeCache
    /// Frames by node index: the result's own storage, borrowed for the pass.
    private let frames: UnsafeMutableBufferPointer<Rect>
    /// Sizes of proposal-independent nodes by route row, once known (NaN width until then).
    private let independentSizes: PassBuffer<Size>
    /// Texts' measured segments by size-cache row (`LayoutPass+Text.swift`), which refer to
    /// segments that `keptSegments` keeps alive.
    let measured: PassBuffer<MeasuredText?>
    var keptSegments: [TextSegments] = []
    /// This layout's part of the environment's text cache, checked out for the pass's life:
    /// its queries take no lock (`TextSegmentShard`).
    let textShard: TextSegmentShard?
    /// One slot per parent–child edge (see `ChildSlot`), and the stacks' fitting orders.
    let slots: PassBuffer<ChildSlot>
    let order: PassBuffer<Int32>
    /// Per container row: the proposal a stack's child slots were last planned for, and the
    /// total of its gaps (NaN until worked out; gaps do not depend on proposals).
    private let planned: PassBuffer<PackedProposal>
    private let totalGaps: PassBuffer<Double>
    /// Edge spacing of the containers with several children, four edges per spacing row
    /// (other nodes' are cheap to derive from their child's).
    private let spacings: PassBuffer<EdgeSpacing?>
    /// Work done so far (`LayoutResult.work`), in a raw table (see `PassBuffer`), and its bound
    /// (`LayoutPass+Budget.swift`).
    let workDone: PassBuffer<Int>
    let workLimit: Int
    private var texts: TextLayouts
    /// The trace being recorded, when the layout asked for one; `isTracing` says so without
    /// touching the reference (binding it on every query would count references).
    let tracer: TraceRecorder?
    let isTracing: Bool
    /// The children containers chose not to place (roots of subtrees left without frames).
    private var notPlaced: [NodeID] = []
    var textCache: [TextKey: TextLines] = [:]
    /// The safe-area regions around the node being placed, outermost first (`SafeAreaLevel`).
    private(set) var safeAreas: [SafeAreaLevel] = []
    /// Where the node whose children are being placed sits (root coordinates), for layers
    /// whose placement depends on it (`IgnoresSafeAreaLayout`).
    private(set) var placingOrigin = Point.zero
    /// A region that node `definedBy` (by index) set for its first child in its last
    /// `placeSubviews`, in the node's own coordinates.
    private var definedSafeArea: SafeAreaLevel?
    private var definedBy = -1
    /// The containers of `containerRelativeFrame` around the node being sized or placed,
    /// innermost last, and their memo (`LayoutPass+Containers.swift`).
    var containers: [ProposedViewSize] = []
    var containerDefinition: (owner: Int, size: ProposedViewSize)?
    /// The sizes of the GeometryReaders around the node being placed, innermost last
    /// (`ProxyLayerLayout`), and the one a reader's `placeSubviews` just defined.
    var proxies: [Size] = []
    var proxyDefinition: (owner: Int, size: Size)?
    var containerSizes: [ContainerKey: Size] = [:]
    private var guides: [GuideKey: Double?] = [:]

    private struct GuideKey: Hashable {
        var node: Int
        var key: AlignmentKey
        var proposal: ProposedViewSize
        /// The container, for nodes whose guides may depend on it (`NodeFacts.dependsOnContainer`).
        var container: ProposedViewSize?
    }

    struct TextKey: Hashable {
        var node: Int
        var proposal: ProposedViewSize
    }

    /// `storage` must be `tree`'s and `frames` must have room for every node; both must
    /// outlive the pass. Past `workLimit` units of work the pass stops early.
    init(tree: LayoutTree, storage: TreeStorage, frames: UnsafeMutableBufferPointer<Rect>, environment: LayoutEnvironment,
         workLimit: Int = .max) {
        self.tree = tree
        self.workLimit = workLimit
        workDone = PassBuffer(repeating: 0, count: 1)
        self.storage = storage
        self.frames = frames
        self.environment = environment
        tracer = environment.traceLimit.map { TraceRecorder(limit: $0) }
        isTracing = tracer != nil
        texts = TextLayouts(nodeCount: tree.count)
        let edges = max(tree.edgeCount, 1)
        facts = NodeFacts(storage, fastPaths: environment.fastPaths)
        // Trees without Text (most small requests) take no lock at all.
        textShard = facts.textCount > 0 ? environment.textCache?.checkOut() : nil
        cache = SizeCache(rows: facts.cachedCount)
        spacings = PassBuffer(repeating: nil, count: facts.containerCount * 4)
        independentSizes = PassBuffer(repeating: Size(width: .nan, height: .nan), count: facts.independentCount)
        measured = PassBuffer(repeating: nil, count: facts.cachedCount)
        // A container writes its children's slots before reading them (`ChildSlot`).
        slots = PassBuffer(uninitializedCount: edges)
        order = PassBuffer(uninitializedCount: edges)
        planned = PassBuffer(repeating: .none, count: facts.containerCount)
        totalGaps = PassBuffer(repeating: .nan, count: facts.containerCount)
        texts.reserveCapacity(facts.textCount)
        keptSegments.reserveCapacity(facts.textCount)
    }

    /// The tables free themselves (`PassBuffer`); the text cache's shard goes back to its pool.
    deinit {
        if let textShard { environment.textCache?.checkIn(textShard) }
    }

    /// The kind of node `id`.
    @inline(__always) func kind(_ id: NodeID) -> NodeKind { storage.kinds[id.index] }
    @inline(__always) func childCount(_ id: NodeID) -> Int { storage.childCount(id.index) }
    @inline(__always) func childStart(_ id: NodeID) -> Int { storage.childStart(id.index) }
    /// The child in slot `slot` (slots are positions in the flat child list).
    @inline(__always) func child(inSlot slot: Int) -> NodeID { storage.childIDs[slot] }

    func subviews(_ id: NodeID) -> Subviews { Subviews(pass: self, owner: id) }

    /// The default value of `key` for a view of `size` (custom guides use the tree's defaults).
    func defaultGuide(_ key: AlignmentKey, size: Size) -> Double {
        if case .custom = key.id {
            return ViewDimensions(size: size, customDefaults: tree.customGuides).defaultValue(of: key)
        }
        return ViewDimensions.standardDefault(key, size: size)
    }

    /// The one path to a node's size: every answer is memoised per proposal, except where
    /// working it out is cheaper than looking it up (`SizingRoute`).
    @inline(__always) func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        if _slowPath(isTracing) { return tracedSize(id, proposal) }
        return answer(id, proposal)
    }

    /// `sizeThatFits` recording the query (`LayoutTrace`); out of line, off the untraced path.
    /// Whether the answer was worked out is read from what answering did: a memoised node's own
    /// lookup either hits (one hit, nothing else) or misses (a miss, then the work); a Text's
    /// quick answer and an `everyQuery` node touch no table and are always worked out.
    @inline(never) private func tracedSize(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        let tracer = tracer.unsafelyUnwrapped
        let row = facts.routeRows[id.index].unchecked
        let (hits, misses) = (cache.hits, cache.misses)
        let knownIndependent = facts.routes[id.index] == .once && !independentSizes[row].width.isNaN
        let knownDependent = facts.routes[id.index] == .containerDependent && knowsContainerDependentSize(id, proposal)
        tracer.open(id, proposal)
        let size = answer(id, proposal)
        let computed: Bool = switch facts.routes[id.index] {
        case .everyQuery: true
        case .once: !knownIndependent
        case .containerDependent: !knownDependent
        case .cached, .text: cache.misses > misses || cache.hits == hits
        }
        tracer.close(size, computed: computed)
        return size
    }

    @inline(__always) private func answer(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        switch facts.routes[id.index] {
        case .everyQuery:
            return compute(id, proposal)
        case .once:
            let row = facts.routeRows[id.index].unchecked
            let known = independentSizes[row]
            if !known.width.isNaN { return known }
            let size = compute(id, proposal)
            independentSizes[row] = size
            return size
        case .cached:
            return cachedSize(id, proposal)
        case .containerDependent:
            return containerDependentSize(id, proposal)
        case .text:
            // Most proposals leave a short text on one line, and stacks' zero probes need no
            // line breaking either: those answers are known at once.
            if isWithinBudget, environment.fastPaths, let size = quickTextSize(id, proposal) { return size }
            return cachedSize(id, proposal)
        }
    }

    /// `MeasuredText.quickSize`, read in place: copying the measured text out on each of a
    /// text's couple of dozen queries per layout cost more than the answer itself. Out of
    /// line, so that `sizeThatFits` stays small enough to inline where stacks probe.
    @inline(never) private func quickTextSize(_ id: NodeID, _ proposal: ProposedViewSize) -> Size? {
        let row = facts.routeRows[id.index].unchecked
        if measured[row] == nil { _ = measuredText(id) }
        return measured[row].unsafelyUnwrapped.quickSize(for: proposal)
    }

    @inline(__always) private func cachedSize(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        let row = facts.routeRows[id.index].unchecked
        if let size = cache.lookup(row, proposal) { return size }
        let size = compute(id, proposal)
        cache.store(row, proposal, size)
        return size
    }

    /// Works out a size, counted as `queryCost`; past the limit, zero (see `spend`).
    @inline(__always) func compute(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        spend(queryCost(id)) ? perform(id, .size(proposal)).size : .zero
    }

    /// Places `id` with its top-left corner at `origin` (root coordinates), then its children.
    func place(_ id: NodeID, at origin: Point, proposal: ProposedViewSize) {
        let size = sizeThatFits(id, proposal)
        frames[id.index] = Rect(origin: origin, size: size)
        if _slowPath(isTracing) { tracer.unsafelyUnwrapped.record(id, .place(frame: Rect(origin: origin, size: size), proposal: proposal)) }
        // Texts (always routed `.text`) are placed from their measured segments, whose string
        // and font are the node's own, without copying the node's content.
        if facts.routes[id.index] == .text {
            let text = measuredText(id), lines = textLines(id, proposal)
            texts.set(text.withSegments { lines.placed($0, alignment: text.alignment, in: Rect(origin: origin, size: size)) },
                      for: id)
        }
        let count = childCount(id)
        guard count > 0 else { return }
        placingOrigin = origin
        _ = perform(id, .place(size, proposal))
        let base = childStart(id)
        // A guide query may have run another node's placement since; only this node's counts.
        let region = definedBy == id.index ? definedSafeArea : nil
        let container = containerDefinition.flatMap { $0.owner == id.index ? $0.size : nil }
        if let container { containers.append(container) }
        defer { if container != nil { containers.removeLast() } }
        let proxySize = proxyDefinition.flatMap { $0.owner == id.index ? $0.size : nil }
        if let proxySize { proxies.append(proxySize) }
        defer { if proxySize != nil { proxies.removeLast() } }
        for i in base..<base + count {
            let slot = slots[i]
            guard slot.isPlaced else {
                notPlaced.append(child(inSlot: i))
                continue
            }
            if i == base, let region {
                safeAreas.append(region.offset(by: origin))
                place(child(inSlot: i), at: origin + slot.origin, proposal: slot.proposal)
                safeAreas.removeLast()
            } else {
                place(child(inSlot: i), at: origin + slot.origin, proposal: slot.proposal)
            }
        }
    }

    /// Records that `owner`'s first child sees `region` (in `owner`'s coordinates) as its
    /// innermost safe-area region; called from `owner`'s `placeSubviews`.
    func defineSafeArea(_ owner: NodeID, _ region: SafeAreaLevel) {
        definedBy = owner.index
        definedSafeArea = region
    }

    /// Places the root inside the host's safe area: `region` (root coordinates) is the screen.
    func placeRoot(_ id: NodeID, at origin: Point, proposal: ProposedViewSize, region: SafeAreaLevel?) {
        if let region { safeAreas.append(region) }
        place(id, at: origin, proposal: proposal)
        if region != nil { safeAreas.removeLast() }
    }

    /// The explicit value of `key` for `id` under `proposal`, or `nil` for the default.
    ///
    /// Memoised like sizes: a modifier's guide depends on its child's guides on both axes, so
    /// without it a chain of frames and alignment guides would cost 2^length.
    func explicitGuide(_ id: NodeID, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> Double? {
        guard mayHaveExplicit(id, key) else { return nil }
        let cacheKey = GuideKey(node: id.index, key: key, proposal: proposal,
                                container: facts.dependsOnContainer[id.index] ? container : nil)
        if let known = guides[cacheKey] { return known }
        // Past the limit the result is thrown away; the default answers at once.
        guard spend(queryCost(id)) else { return nil }
        let size = sizeThatFits(id, proposal)
        let value = perform(id, .guide(key, size, proposal)).guide
        guides[cacheKey] = value
        return value
    }

    func mayHaveExplicit(_ id: NodeID, _ key: AlignmentKey) -> Bool {
        facts.flags[id.index].contains(key.isStandardEdge ? .standard : .other)
    }

    /// Whether any child of `id` could have an explicit value for `key`.
    func childMayHaveExplicit(_ id: NodeID, _ key: AlignmentKey) -> Bool {
        facts.flags[id.index].contains(key.isStandardEdge ? .childStandard : .childOther)
    }

    func priority(_ id: NodeID) -> Double { facts.priorities[id.index] }

    /// What `edge` of `id` asks of its neighbour; memoised for containers with several
    /// children, whose answer merges a whole subtree's.
    func spacing(_ id: NodeID, _ edge: ViewEdge) -> EdgeSpacing {
        guard let row = facts.containerRows[id.index].index else { return EdgeSpacing.of(id, edge, in: self) }
        let slot = row * 4 + (edge.axis == .horizontal ? 0 : 2) + (edge.start ? 0 : 1)
        if let s = spacings[slot] { return s }
        let s = EdgeSpacing.of(id, edge, in: self)
        spacings[slot] = s
        return s
    }

    /// Writes the gap before each child of a stack into its slot and returns their total; gaps
    /// do not depend on proposals, so this is worked out once per stack.
    func stackGaps(_ subviews: Subviews, _ spec: StackSpec) -> Double {
        // Only containers with several children have a row; the tables are not bounds-checked.
        guard let row = facts.containerRows[subviews.owner.index].index else { return StackSpacing.fillGaps(subviews, axis: spec.axis, explicit: spec.spacing) }
        let known = totalGaps[row]
        if !known.isNaN { return known }
        let total = StackSpacing.fillGaps(subviews, axis: spec.axis, explicit: spec.spacing)
        totalGaps[row] = total
        return total
    }

    /// Whether the child slots of stack `id` (with several children) were last planned for `proposal`.
    func isPlanned(_ id: NodeID, for proposal: ProposedViewSize) -> Bool {
        // A plan made inside another container may not hold in this one.
        guard let row = facts.containerRows[id.index].index else { return false }
        return planned[row] == PackedProposal(proposal) && !facts.dependsOnContainer[id.index] && environment.fastPaths
    }
    func setPlannedProposal(_ id: NodeID, _ proposal: ProposedViewSize) {
        if let row = facts.containerRows[id.index].index { planned[row] = PackedProposal(proposal) }
    }

    /// What the pass produced besides the frames.
    func finish(size: Size) -> (texts: TextLayouts, notPlaced: [NodeID], trace: LayoutTrace?, cacheHits: Int, cacheMisses: Int, work: Int) {
        (texts, notPlaced, tracer?.trace, cache.hits, cache.misses, workDone[0])
    }
}
