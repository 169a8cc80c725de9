/// The mutable state of one layout call: size caches, per-node facts, and the frames produced.
///
/// Confined to the call of `computeLayout` that made it; nothing keeps it afterwards.
final class LayoutPass {
    let tree: LayoutTree
    let environment: LayoutEnvironment
    private let cache: SizeCache
    /// Frames by node index; a raw buffer so that writing one needs no exclusivity check.
    private let frames: UnsafeMutableBufferPointer<Rect>
    private var texts: [NodeID: TextLayout] = [:]
    private let priorities: [Double]
    private let explicitFlags: [ExplicitGuideFlags]
    private let arithmeticLeaf: [Bool]
    private var spacings: [ViewSpacing?]
    private var gaps: [[Double]?]
    private var plans: [StackPlan?]
    private var textCache: [TextKey: TextLines] = [:]
    private var segments: [TextSegments?]

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
        cache = SizeCache(nodeCount: tree.count)
        frames = .allocate(capacity: tree.count)
        frames.initialize(repeating: .zero)
        (priorities, explicitFlags) = NodeFacts.compute(tree)
        arithmeticLeaf = tree.kinds.map {
            switch $0 {
            case .shape, .image, .spacer, .divider: true
            default: false
            }
        }
        spacings = Array(repeating: nil, count: tree.count)
        gaps = Array(repeating: nil, count: tree.count)
        plans = Array(repeating: nil, count: tree.count)
        segments = Array(repeating: nil, count: tree.count)
    }

    deinit { frames.deallocate() }

    func subviews(_ id: NodeID) -> Subviews { Subviews(pass: self, owner: id) }

    /// The default value of `key` for a view of `size` (custom guides use the tree's defaults).
    func defaultGuide(_ key: AlignmentKey, size: Size) -> Double {
        if case .custom = key.id {
            return ViewDimensions(size: size, customDefaults: tree.customGuides).defaultValue(of: key)
        }
        return ViewDimensions(size: size).defaultValue(of: key)
    }

    /// The one path to a node's size: every answer is memoised per proposal.
    func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        // Shapes, images, spacers and dividers answer with arithmetic cheaper than a lookup.
        if arithmeticLeaf[id.index] { return perform(id, .size(proposal)).size }
        if let size = cache.lookup(id.index, proposal) { return size }
        let size = perform(id, .size(proposal)).size
        cache.store(id.index, proposal, size)
        return size
    }

    /// Places `id` with its top-left corner at `origin` (root coordinates), then its children.
    func place(_ id: NodeID, at origin: Point, proposal: ProposedViewSize) {
        let size = sizeThatFits(id, proposal)
        frames[id.index] = Rect(origin: origin, size: size)
        if case .text(let content) = tree.kinds[id.index] {
            texts[id] = textLines(id, content, proposal).placed(content, in: Rect(origin: origin, size: size))
        }
        guard tree.childCount(id) > 0 else { return }
        let placements = perform(id, .place(size, proposal)).placements
        for (i, placement) in placements.enumerated() {
            place(tree.child(id, i), at: origin + placement.origin, proposal: placement.proposal)
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

    /// The gaps between the children of stack `id`; they do not depend on proposals.
    func stackGaps(_ id: NodeID, _ spec: StackSpec) -> [Double] {
        if let g = gaps[id.index] { return g }
        let g = StackSpacing.gaps(subviews(id), axis: spec.axis, explicit: spec.spacing)
        gaps[id.index] = g
        return g
    }

    func rememberPlan(_ id: NodeID, _ plan: StackPlan) { plans[id.index] = plan }
    func lastPlan(_ id: NodeID) -> StackPlan? { plans[id.index] }

    func result(size: Size) -> LayoutResult {
        LayoutResult(size: size, frames: Array(frames), texts: texts, cacheHits: cache.hits, cacheMisses: cache.misses)
    }
}
