import LayoutEngine

extension Lowering {
    /// HStack or VStack: `alignment` (a guide across the stack), `spacing`, then the children.
    mutating func lowerStack(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        let axis: Axis = parts.type == .hStack ? .horizontal : .vertical
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
        return try add(.stack(spec), children, attached: context.attached)
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

    /// Lowers `children` in order and links them in the index. An `EmptyView` child makes no
    /// node, so the stack neither sees it nor puts spacing around it (layout-semantics §2.6).
    private mutating func lowerChildren(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext,
                                        axis: Axis?) throws(WireError) -> [NodeID] {
        guard let (k, list) = parts.children else { return [] }
        enter(k)
        defer { leave() }
        guard tape.kind(list) == .array else { throw error(.wrongType, "children must be an array of views") }
        let childContext = ViewContext(stackAxis: axis, text: context.text, depth: context.depth + 1,
                                       layers: context.layers, attached: context.attached)
        var nodes: [NodeID] = []
        nodes.reserveCapacity(tape.count(list))
        var previous: Int?
        for (i, child) in tape.elements(list).enumerated() {
            path.push(.index(i))
            defer { leave() }
            let childIndex = index.views.count
            if let node = try lowerView(child, childContext) { nodes.append(node) }
            if let previous { index.views[previous].nextSibling = childIndex } else { index.views[viewIndex].firstChild = childIndex }
            previous = childIndex
        }
        return nodes
    }
}
