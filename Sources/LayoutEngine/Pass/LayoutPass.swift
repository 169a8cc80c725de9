/// The mutable state of one layout call: size caches, per-node facts, and the frames produced.
///
/// Confined to the call of `computeLayout` that made it; nothing keeps it afterwards.
final class LayoutPass {
    let tree: LayoutTree
    let environment: LayoutEnvironment
    private let cache: SizeCache
    /// The tree's structure and per-node facts as raw tables (see `PassBuffer`).
    let kinds: PassBuffer<NodeKind>
    private let childStarts: PassBuffer<Int32>
    private let childCounts: PassBuffer<Int32>
    private let childIDs: PassBuffer<Int32>
    private let routes: PassBuffer<SizingRoute>
    private let priorities: PassBuffer<Double>
    private let explicitFlags: PassBuffer<ExplicitGuideFlags>
    /// Frames by node index.
    private let frames: PassBuffer<Rect>
    /// Sizes of proposal-independent nodes, once known (NaN width until then).
    private let independentSizes: PassBuffer<Size>
    private let spacings: PassBuffer<ViewSpacing?>
    private let segments: PassBuffer<TextSegments?>
    /// One slot per parent–child edge (see `ChildSlot`), and the stacks' fitting orders.
    let slots: PassBuffer<ChildSlot>
    let order: PassBuffer<Int32>
    /// Per node: the proposal its child slots were last planned for (stacks only), and the
    /// total of a stack's gaps (NaN until worked out; gaps do not depend on proposals).
    private let planned: PassBuffer<ProposedViewSize?>
    private let totalGaps: PassBuffer<Double>
    private var texts: [NodeID: TextLayout] = [:]
    private var textCache: [TextKey: TextLines] = [:]
    private var guides: [GuideKey: Double?] = [:]

    private struct GuideKey: Hashable {
        var node: Int
        var key: AlignmentKey
        var proposal: ProposedViewSize
    }

    private struct TextKey: Hashable {
        var node: Int
        var proposal: ProposedViewSize
    }

    init(tree: LayoutTree, environment: LayoutEnvironment) {
        self.tree = tree
        self.environment = environment
        let n = tree.count, edges = max(tree.edgeCount, 1)
        cache = SizeCache(nodeCount: n)
        kinds = PassBuffer(tree.kinds)
        childStarts = PassBuffer(tree.childStart)
        childCounts = PassBuffer(tree.childCount)
        childIDs = PassBuffer(tree.childIDs.lazy.map { Int32($0.index) })
        let facts = NodeFacts(tree)
        routes = PassBuffer(facts.routes)
        priorities = PassBuffer(facts.priorities)
        explicitFlags = PassBuffer(facts.flags)
        frames = PassBuffer(repeating: .zero, count: n)
        independentSizes = PassBuffer(repeating: Size(width: .nan, height: .nan), count: n)
        spacings = PassBuffer(repeating: nil, count: n)
        segments = PassBuffer(repeating: nil, count: n)
        slots = PassBuffer(repeating: ChildSlot(), count: edges)
        order = PassBuffer(repeating: 0, count: edges)
        planned = PassBuffer(repeating: nil, count: n)
        totalGaps = PassBuffer(repeating: .nan, count: n)
    }

    deinit {
        kinds.free(); childStarts.free(); childCounts.free(); childIDs.free()
        routes.free(); priorities.free(); explicitFlags.free()
        frames.free(); independentSizes.free(); spacings.free(); segments.free()
        slots.free(); order.free(); planned.free(); totalGaps.free()
    }

    @inline(__always) func childCount(_ id: NodeID) -> Int { Int(childCounts[id.index]) }
    @inline(__always) func childStart(_ id: NodeID) -> Int { Int(childStarts[id.index]) }
    /// The child in slot `slot` (slots are positions in the flat child list).
    @inline(__always) func child(inSlot slot: Int) -> NodeID { NodeID(Int(childIDs[slot])) }

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
    func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        switch routes[id.index] {
        case .arithmetic:
            return perform(id, .size(proposal)).size
        case .independent:
            let known = independentSizes[id.index]
            if !known.width.isNaN { return known }
            let size = perform(id, .size(proposal)).size
            independentSizes[id.index] = size
            return size
        case .cached:
            if let size = cache.lookup(id.index, proposal) { return size }
            let size = perform(id, .size(proposal)).size
            cache.store(id.index, proposal, size)
            return size
        }
    }

    /// Places `id` with its top-left corner at `origin` (root coordinates), then its children.
    func place(_ id: NodeID, at origin: Point, proposal: ProposedViewSize) {
        let size = sizeThatFits(id, proposal)
        frames[id.index] = Rect(origin: origin, size: size)
        if case .text(let content) = kinds[id.index] {
            texts[id] = textLines(id, content, proposal).placed(content, in: Rect(origin: origin, size: size))
        }
        let count = childCount(id)
        guard count > 0 else { return }
        _ = perform(id, .place(size, proposal))
        let base = childStart(id)
        for i in base..<base + count {
            let slot = slots[i]
            place(child(inSlot: i), at: origin + slot.origin, proposal: slot.proposal)
        }
    }

    /// The explicit value of `key` for `id` under `proposal`, or `nil` for the default.
    ///
    /// Memoised like sizes: a modifier's guide depends on its child's guides on both axes, so
    /// without it a chain of frames and alignment guides would cost 2^length.
    func explicitGuide(_ id: NodeID, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> Double? {
        guard mayHaveExplicit(id, key) else { return nil }
        let cacheKey = GuideKey(node: id.index, key: key, proposal: proposal)
        if let known = guides[cacheKey] { return known }
        let size = sizeThatFits(id, proposal)
        let value = perform(id, .guide(key, size, proposal)).guide
        guides[cacheKey] = value
        return value
    }

    func mayHaveExplicit(_ id: NodeID, _ key: AlignmentKey) -> Bool {
        explicitFlags[id.index].contains(key.isStandardEdge ? .standard : .other)
    }

    /// The lines of Text `id` for `proposal`. Sizes are memoised by the size cache; `remember`
    /// keeps the lines too, for baseline queries, which repeat.
    func textLines(_ id: NodeID, _ content: TextContent, _ proposal: ProposedViewSize,
                   remember: Bool = false) -> TextLines {
        guard remember else { return TextLines(content, textSegments(id, content), proposal, environment) }
        let key = TextKey(node: id.index, proposal: proposal)
        if let lines = textCache[key] { return lines }
        let lines = TextLines(content, textSegments(id, content), proposal, environment)
        textCache[key] = lines
        return lines
    }

    /// The measured segments of Text `id`, measured once per layout.
    func textSegments(_ id: NodeID, _ content: TextContent) -> TextSegments {
        if let s = segments[id.index] { return s }
        let measure = { TextSegments(text: content.string, font: content.font, measurer: self.environment.textMeasurer) }
        let s = environment.textCache?.segments(content.string, content.font, measure: measure) ?? measure()
        segments[id.index] = s
        return s
    }

    func priority(_ id: NodeID) -> Double { priorities[id.index] }

    func spacing(_ id: NodeID) -> ViewSpacing {
        if let s = spacings[id.index] { return s }
        let s = ViewSpacing.of(id, in: self)
        spacings[id.index] = s
        return s
    }

    /// Writes the gap before each child of a stack into its slot and returns their total; gaps
    /// do not depend on proposals, so this is worked out once per stack.
    func stackGaps(_ subviews: Subviews, _ spec: StackSpec) -> Double {
        let known = totalGaps[subviews.owner.index]
        if !known.isNaN { return known }
        let total = StackSpacing.fillGaps(subviews, axis: spec.axis, explicit: spec.spacing)
        totalGaps[subviews.owner.index] = total
        return total
    }

    /// The proposal the child slots of stack `id` were last planned for.
    func plannedProposal(_ id: NodeID) -> ProposedViewSize? { planned[id.index] }
    func setPlannedProposal(_ id: NodeID, _ proposal: ProposedViewSize) { planned[id.index] = proposal }

    func result(size: Size) -> LayoutResult {
        LayoutResult(size: size, frames: Array(UnsafeBufferPointer(start: frames.base, count: frames.count)), texts: texts, cacheHits: cache.hits, cacheMisses: cache.misses)
    }
}
