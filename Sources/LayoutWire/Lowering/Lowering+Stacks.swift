import LayoutEngine

extension Lowering {
    /// HStack, VStack and their lazy forms: `alignment` (a guide across the stack), `spacing`,
    /// then the children.
    mutating func lowerStack(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        let axis: Axis = parts.type == .hStack || parts.type == .lazyHStack ? .horizontal : .vertical
        var alignment: AlignmentKey?
        var spacing: Double?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .alignment: alignment = try this.guide(v, Field(owner: parts.owner, key: .alignment), axis: axis.other)
            case .spacing: spacing = try this.optionalNumber(v, Field(owner: parts.owner, key: .spacing))
            default: return false
            }
            return true
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: axis)
        let spec = StackSpec(axis: axis, alignment: alignment, spacing: spacing)
        let lazy = parts.type == .lazyVStack || parts.type == .lazyHStack
        return try add(lazy ? .lazyStack(spec) : .stack(spec), children, attached: context.attached)
    }

    /// ZStack: `alignment` (one of the nine names or a pair), then the children.
    mutating func lowerZStack(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var alignment = Alignment.center
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .alignment else { return false }
            alignment = try this.alignment(v, Field(owner: parts.owner, key: .alignment))
            return true
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: nil)
        return try add(.zStack(alignment: alignment), children, attached: context.attached)
    }

    /// ScrollView: `axes` (`vertical`, the default, `horizontal` or `both`), `showsIndicators`
    /// (accepted; indicators take no room), then the children, which SwiftUI wraps in an
    /// implicit VStack whatever the scroll direction (objc.io, "Thinking in SwiftUI", on
    /// ScrollView): a horizontal row needs an explicit HStack, as in Swift.
    mutating func lowerScrollView(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var axes = AxisSet.vertical
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .axes: axes = try this.word(v, Field(owner: parts.owner, key: .axes), as: AxesName.self).axes
            case .showsIndicators: _ = try this.bool(v, Field(owner: parts.owner, key: .showsIndicators))
            default: return false
            }
            return true
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: .vertical)
        // A stack with one child is that child (OpenSwiftUI `LayoutView.swift`, `makeStaticView`), so
        // one view needs no stack.
        let content = children.count == 1 ? children[0] : try add(.stack(StackSpec(axis: .vertical)), children, attached: context.attached)
        index.views[viewIndex].content = content
        return try add(.scrollView(axes: axes), content.map { [$0] } ?? [], attached: context.attached)
    }

    /// ViewThatFits: `in` (the constrained axes: `horizontal`, `vertical` or `both`, the
    /// default), then the candidates in order.
    mutating func lowerViewThatFits(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var axes = AxisSet.both
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .in else { return false }
            axes = try this.word(v, Field(owner: parts.owner, key: .in), as: AxesName.self).axes
            return true
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: nil)
        return try add(.viewThatFits(axes: axes), children, attached: context.attached)
    }

    /// Lowers `children` in order and links them in the index. An `EmptyView` child makes no
    /// node, so the stack neither sees it nor puts spacing around it (OpenSwiftUI
    /// `Sources/OpenSwiftUICore/Layout/Layout.swift`, `makeStaticView`). With `shown`, only the
    /// children it accepts (by position) make nodes; the others are read and reported as not
    /// placed (`WireIndex.View.hidden`).
    mutating func lowerChildren(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext,
                                axis: Axis?, enclosing: EnclosingContainer = .other,
                                shown: (Int) -> Bool = { _ in true }) throws(WireError) -> [NodeID] {
        var nodes: [NodeID] = []
        try forEachChild(parts, viewIndex, context, axis: axis, enclosing: enclosing, shown: shown) { _, _, node throws(WireError) in
            if let node { nodes.append(node) }
        }
        return nodes
    }

    /// Lowers each of `children` in order, links it in the index and hands `take` its index in
    /// `index.views` and its outermost node (`nil` for an `EmptyView`).
    @inline(__always)
    mutating func forEachChild(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext, axis: Axis?,
                               enclosing: EnclosingContainer, shown: (Int) -> Bool = { _ in true },
                               _ take: (inout Lowering, Int, NodeID?) throws(WireError) -> Void) throws(WireError) {
        guard let (k, list) = parts.children else { return }
        enter(k)
        defer { leave() }
        guard tape.kind(list) == .array else { throw error(.wrongType, "children must be an array of views") }
        var childContext = ViewContext(stackAxis: axis, text: context.text, depth: context.depth + 1,
                                       layers: context.layers, attached: context.attached, enclosing: enclosing)
        var previous: Int?
        for (i, child) in tape.elements(list).enumerated() {
            path.push(.index(i))
            defer { leave() }
            childContext.attached = context.attached && shown(i)
            let childIndex = index.views.count
            let node = try lowerView(child, childContext)
            if context.attached, !childContext.attached { index.views[childIndex].hidden = true }
            if let previous { index.views[previous].nextSibling = childIndex } else { index.views[viewIndex].firstChild = childIndex }
            previous = childIndex
            try take(&self, childIndex, node)
        }
    }
}
