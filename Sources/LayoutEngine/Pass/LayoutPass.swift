/// The mutable state of one layout call: size caches, per-node facts, and the frames produced.
///
/// Confined to the call of `computeLayout` that made it; nothing keeps it afterwards.
final class LayoutPass {
    let tree: LayoutTree
    let environment: LayoutEnvironment
    private let cache: SizeCache
    private var frames: [Rect]
    private var texts: [NodeID: TextLayout] = [:]
    private let priorities: [Double]
    private let explicitFlags: [ExplicitGuideFlags]
    private var spacings: [ViewSpacing?]
    private var gaps: [[Double]?]
    private var textCache: [TextKey: TextLines] = [:]

    private struct TextKey: Hashable {
        var node: Int
        var proposal: ProposedViewSize
    }

    init(tree: LayoutTree, environment: LayoutEnvironment) {
        self.tree = tree
        self.environment = environment
        cache = SizeCache(nodeCount: tree.count)
        frames = Array(repeating: .zero, count: tree.count)
        (priorities, explicitFlags) = NodeFacts.compute(tree)
        spacings = Array(repeating: nil, count: tree.count)
        gaps = Array(repeating: nil, count: tree.count)
    }

    func subviews(_ id: NodeID) -> Subviews { Subviews(pass: self, owner: id, ids: tree[id].children) }

    /// The one path to a node's size: every answer is memoised per proposal.
    func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        if let size = cache.lookup(id.index, proposal) { return size }
        let size = perform(id, .size(proposal)).size
        cache.store(id.index, proposal, size)
        return size
    }

    /// Places `id` with its top-left corner at `origin` (root coordinates), then its children.
    func place(_ id: NodeID, at origin: Point, proposal: ProposedViewSize) {
        let size = sizeThatFits(id, proposal)
        frames[id.index] = Rect(origin: origin, size: size)
        if case .text(let content) = tree[id].kind {
            texts[id] = textLines(id, content, proposal).placed(content, in: Rect(origin: origin, size: size))
        }
        let children = tree[id].children
        guard !children.isEmpty else { return }
        let placements = perform(id, .place(size, proposal)).placements
        for (child, placement) in zip(children, placements) {
            place(child, at: origin + placement.origin, proposal: placement.proposal)
        }
    }

    /// The explicit value of `key` for `id` under `proposal`, or `nil` for the default.
    func explicitGuide(_ id: NodeID, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> Double? {
        guard mayHaveExplicit(id, key) else { return nil }
        let size = sizeThatFits(id, proposal)
        return perform(id, .guide(key, size, proposal)).guide
    }

    func mayHaveExplicit(_ id: NodeID, _ key: AlignmentKey) -> Bool {
        explicitFlags[id.index].contains(key.isStandardEdge ? .standard : .other)
    }

    /// The lines of Text `id` for `proposal`, laid out once per proposal.
    func textLines(_ id: NodeID, _ content: TextContent, _ proposal: ProposedViewSize) -> TextLines {
        let key = TextKey(node: id.index, proposal: proposal)
        if let lines = textCache[key] { return lines }
        let lines = TextLines(content, proposal, environment)
        textCache[key] = lines
        return lines
    }

    func priority(_ id: NodeID) -> Double { priorities[id.index] }

    func spacing(_ id: NodeID) -> ViewSpacing {
        if let s = spacings[id.index] { return s }
        let s = ViewSpacing.of(id, in: self)
        spacings[id.index] = s
        return s
    }

    /// The gaps between the children of stack `id`; they do not depend on proposals.
    func stackGaps(_ id: NodeID, _ spec: StackSpec) -> [Double] {
        if let g = gaps[id.index] { return g }
        let g = StackSpacing.gaps(subviews(id), axis: spec.axis, explicit: spec.spacing)
        gaps[id.index] = g
        return g
    }

    func result(size: Size) -> LayoutResult {
        LayoutResult(size: size, frames: frames, texts: texts, cacheHits: cache.hits, cacheMisses: cache.misses)
    }
}
