/// Which kinds of explicit alignment guide can come out of a node.
struct ExplicitGuideFlags: OptionSet {
    let rawValue: UInt8
    /// Leading, centre, trailing, top, bottom.
    static let standard = ExplicitGuideFlags(rawValue: 1)
    /// Custom guides and text baselines.
    static let other = ExplicitGuideFlags(rawValue: 2)
    /// What can come out of the node's children (the two kinds above, shifted), so that a
    /// container knows in one read whether any child could have an explicit guide.
    static let childStandard = ExplicitGuideFlags(rawValue: 4)
    static let childOther = ExplicitGuideFlags(rawValue: 8)

    /// The kinds that come out of the node itself.
    var outward: ExplicitGuideFlags { intersection([.standard, .other]) }
    /// `outward`, as its parent records it for its children.
    var asChildren: ExplicitGuideFlags { ExplicitGuideFlags(rawValue: outward.rawValue << 2) }
}

/// How the pass answers a size query for a node.
enum SizingRoute: UInt8 {
    /// Worked out on every query, which is cheaper than a lookup: shapes, images, spacers and
    /// dividers, and layers that ask their one child once per query (`NodeFacts.route`).
    case everyQuery
    /// The same size for every proposal (`NodeFacts.isIndependent`): worked out once.
    case once
    /// Memoised per proposal in the `SizeCache`.
    case cached
    /// Would be `cached`, but its size may depend on the container of a
    /// `containerRelativeFrame` below it: memoised per proposal and container
    /// (`LayoutPass+Containers.swift`).
    case containerDependent
    /// A Text: answered at once when the proposal needs no line breaking
    /// (`MeasuredText.quickSize`), else memoised like `cached`, in a row of the size cache.
    case text
}

/// Facts about each node that do not depend on proposals, computed once per layout in one
/// bottom-up sweep (the builder adds children before parents).
struct NodeFacts: ~Copyable {
    let priorities: PassBuffer<Double>
    let flags: PassBuffer<ExplicitGuideFlags>
    let routes: PassBuffer<SizingRoute>
    /// The node's row in the table of its route: the size cache (and, for Texts, the measured
    /// segments) for cached nodes, the known sizes for `once` ones; none for `everyQuery` ones.
    /// Tables sized by route, not by node, keep large layouts' memory small.
    let routeRows: PassBuffer<TableRow>
    /// Whether a `containerRelativeFrame` lies below the node (or is the node) with no
    /// ScrollView between them, so that its answers may depend on the nearest container.
    let dependsOnContainer: PassBuffer<Bool>
    private(set) var cachedCount = 0
    private(set) var independentCount = 0
    /// The node's row in the containers' tables (spacing memo, stack plans), for containers
    /// with several children (none else).
    let containerRows: PassBuffer<TableRow>
    private(set) var containerCount = 0
    /// How many nodes are Texts (the pass keeps a laid-out text for each one placed).
    private(set) var textCount = 0

    init(_ tree: TreeStorage, fastPaths: Bool = true) {
        let n = tree.count
        // Every table is written for node i before any later node reads it.
        priorities = PassBuffer(uninitializedCount: n)
        flags = PassBuffer(uninitializedCount: n)
        routes = PassBuffer(uninitializedCount: n)
        routeRows = PassBuffer(uninitializedCount: n)
        containerRows = PassBuffer(uninitializedCount: n)
        dependsOnContainer = PassBuffer(uninitializedCount: n)
        let independent = PassBuffer<Bool>(uninitializedCount: n)
        let chain = PassBuffer<UInt8>(uninitializedCount: n)
        for i in 0..<n {
            let kind = tree.kinds[i], count = tree.childCount(i), start = tree.childStart(i)
            let first = count > 0 ? tree.childIDs[start].index : nil
            priorities[i] = Self.priority(kind, childCount: count, childPriority: first.map { priorities[$0] })
            var union = ExplicitGuideFlags()
            var allIndependent = true, childDepends = false
            for k in start..<start + count {
                let child = tree.childIDs[k].index
                union.formUnion(flags[child].outward)
                allIndependent = allIndependent && independent[child]
                childDepends = childDepends || dependsOnContainer[child]
            }
            dependsOnContainer[i] = Self.dependsOnContainer(kind, children: childDepends)
            flags[i] = Self.explicitFlags(kind, childCount: count, union: union, first: first.map { flags[$0].outward } ?? [])
                .union(union.asChildren)
            independent[i] = Self.isIndependent(kind, children: allIndependent, childGuides: union,
                                                first: first.map { independent[$0] } ?? true)
            routes[i] = Self.route(kind, childCount: count, independent: independent[i],
                                   chain: first.map { chain[$0] } ?? 0)
            // The reference: every node memoised per proposal, none worked out on every query or once.
            if !fastPaths {
                if case .text = kind { routes[i] = .text } else { routes[i] = .cached }
            }
            if routes[i] == .cached, dependsOnContainer[i] { routes[i] = .containerDependent }
            chain[i] = routes[i] == .everyQuery && count > 0 ? (first.map { chain[$0] } ?? 0) + 1 : 0
            switch routes[i] {
            case .cached, .text: routeRows[i] = TableRow(cachedCount); cachedCount += 1
            case .once: routeRows[i] = TableRow(independentCount); independentCount += 1
            case .everyQuery, .containerDependent: routeRows[i] = .none
            }
            containerRows[i] = count > 1 ? TableRow(containerCount) : .none
            if count > 1 { containerCount += 1 }
            if case .text = kind { textCount += 1 }
        }
    }

    /// `everyQuery` layers are walked on every query down to the nearest cached node; a run of more
    /// than `maxEveryQueryChain` of them gets a cached node, so no query walks further than that.
    static let maxEveryQueryChain: UInt8 = 8

    /// The layers that ask their single child exactly once per size query (so a query never
    /// multiplies below them) are worked out on every query; flexible frames and aspect ratios, which may ask
    /// twice, and every container with several children are cached, which keeps the whole
    /// layout linear in the number of nodes.
    static func route(_ kind: NodeKind, childCount: Int, independent: Bool, chain: UInt8) -> SizingRoute {
        switch kind {
        case .shape, .image, .spacer, .divider: return .everyQuery
        case .text:
            return independent ? .once : .text
        case .padding, .frame, .overlay, .background, .border, .platformView, .layoutPriority, .offset, .position,
             .alignmentGuide, .fixedSize, .relativeProposed, .gridCell, .ignoresSafeArea, .safeAreaPadding,
             .containerRelativeFrame, .proxyLayer:
            if independent { return .once }
            return chain < maxEveryQueryChain ? .everyQuery : .cached
        case .stack, .zStack:
            if independent { return .once }
            return childCount == 1 && chain < maxEveryQueryChain ? .everyQuery : .cached
        case .lazyStack:
            return independent ? .once : .cached
        case .flexibleFrame, .aspectRatio, .geometryReader, .scrollView, .viewThatFits, .lazyGrid, .grid, .gridRow,
             .safeAreaInset, .navigationStack:
            // Grids ask each cell several times; a ViewThatFits asks each child twice and a scroll view's placement asks its
            // content again: memoised, like every node that may ask a child more than once.
            return independent ? .once : .cached
        }
    }

    /// A node whose size cannot depend on its proposal: a fixed image, a frame fixed on both
    /// axes, and layers and containers over such nodes alone (a container only when no child
    /// brings explicit guides, whose values could follow the proposal). Its size is worked out
    /// once per layout; its placement still runs as usual. Anything else, or anything in doubt
    /// (shapes, text, spacers, flexible frames, aspect ratios, positions), counts as dependent.
    static func isIndependent(_ kind: NodeKind, children: Bool, childGuides: ExplicitGuideFlags, first: Bool) -> Bool {
        switch kind {
        case .image(_, let resizable): return !resizable
        case .frame(let w, let h, _): return (w != nil && h != nil) || first
        case .stack, .zStack, .lazyStack: return children && childGuides.isEmpty
        case .padding, .overlay, .background, .border, .platformView, .layoutPriority, .fixedSize, .offset, .alignmentGuide,
             .gridCell, .ignoresSafeArea, .safeAreaPadding:
            return first
        // A ViewThatFits over independent children still picks by its proposal.
        case .shape, .text, .spacer, .divider, .flexibleFrame, .aspectRatio, .position, .relativeProposed,
             .geometryReader, .scrollView, .viewThatFits, .lazyGrid, .grid, .gridRow, .safeAreaInset,
             .containerRelativeFrame, .proxyLayer, .navigationStack:
            // A Grid's size follows its proposal through its flexible cells, and its cells are
            // not its children (a GridRow's are), so it is never taken as independent.
            return false
        }
    }

    /// fixedSize, alignmentGuide, overlay, background, border and offset keep the inner priority;
    /// frames, padding, aspectRatio, position, relativeProposed and stacks report 0; a Spacer and
    /// an empty container report −∞; the outer `layoutPriority` wins (OpenSwiftUI
    /// `Sources/OpenSwiftUICore/Layout/LayoutView.swift`, `Layout/LayoutPriority.swift`,
    /// `Layout/Separator/Spacer.swift`;
    /// https://github.com/moreSwift/swift-cross-ui/issues/745).
    /// The other containers report 0 like every view without a layoutPriority of its own (their
    /// children's priorities only order the children among themselves).
    static func priority(_ kind: NodeKind, childCount: Int, childPriority: Double?) -> Double {
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .alignmentGuide, .overlay, .background, .border, .platformView, .offset, .gridCell:
            return childPriority ?? 0
        case .stack, .zStack:
            if childCount == 0 { return -.infinity }
            return childCount == 1 ? childPriority ?? 0 : 0
        // The safe-area layers report 0 as every SwiftUI unary layout does by default (OpenSwiftUI
        // `Sources/OpenSwiftUICore/Layout/LayoutView.swift`, `UnaryLayout.layoutPriority`).
        case .shape, .image, .text, .divider, .frame, .flexibleFrame, .padding, .aspectRatio, .position,
             .relativeProposed, .geometryReader, .scrollView, .viewThatFits, .lazyStack, .lazyGrid, .grid, .gridRow,
             .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame, .navigationStack:
            return 0
        // As the layer it resolves to: an offset keeps its child's priority, the others report 0.
        case .proxyLayer(let layer):
            if case .offset = layer { return childPriority ?? 0 }
            return 0
        }
    }

    static func explicitFlags(_ kind: NodeKind, childCount: Int, union: ExplicitGuideFlags,
                              first: ExplicitGuideFlags) -> ExplicitGuideFlags {
        switch kind {
        case .text: return .other
        case .alignmentGuide(let key, _): return union.union(key.isStandardEdge ? .standard : .other)
        case .overlay, .background: return first
        case .stack, .zStack, .lazyStack: return childCount == 1 ? union : union.subtracting(.standard)
        // Nothing comes out of a reader or a scroll view (their layouts answer no guide); a
        // ViewThatFits passes on its chosen child's, any of its children's kinds.
        // The inset layouts answer no guide either (OpenSwiftUI `InsetLayoutComputer`).
        case .geometryReader, .scrollView, .lazyGrid, .grid, .gridRow, .safeAreaInset, .safeAreaPadding, .navigationStack: return []
        case .viewThatFits: return union
        case .shape, .image, .spacer, .divider, .frame, .flexibleFrame, .padding, .border, .platformView, .fixedSize,
             .aspectRatio, .layoutPriority, .offset, .position, .relativeProposed, .gridCell, .ignoresSafeArea,
             .containerRelativeFrame, .proxyLayer:
            return union
        }
    }

    /// A `containerRelativeFrame` depends on its container; a ScrollView is the container of
    /// everything below it, so nothing below reaches past it; any other node depends on its
    /// container when one of its children does.
    static func dependsOnContainer(_ kind: NodeKind, children: Bool) -> Bool {
        switch kind {
        case .containerRelativeFrame: return true
        case .scrollView: return false
        case .shape, .image, .text, .spacer, .divider, .stack, .zStack, .geometryReader, .viewThatFits, .lazyStack,
             .lazyGrid, .grid, .gridRow, .frame, .flexibleFrame, .padding, .overlay, .background, .border, .platformView,
             .fixedSize,
             .aspectRatio, .layoutPriority, .offset, .position, .alignmentGuide, .relativeProposed, .gridCell,
             .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .proxyLayer, .navigationStack:
            return children
        }
    }
}
