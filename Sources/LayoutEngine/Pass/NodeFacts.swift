/// Which kinds of explicit alignment guide can come out of a node.
struct ExplicitGuideFlags: OptionSet {
    let rawValue: UInt8
    /// Leading, centre, trailing, top, bottom.
    static let standard = ExplicitGuideFlags(rawValue: 1)
    /// Custom guides and text baselines.
    static let other = ExplicitGuideFlags(rawValue: 2)
}

/// Facts about each node that do not depend on proposals, computed once per layout in one
/// bottom-up sweep (the builder adds children before parents).
enum NodeFacts {
    static func compute(_ tree: LayoutTree) -> (priorities: [Double], flags: [ExplicitGuideFlags]) {
        var priorities = Array(repeating: 0.0, count: tree.count)
        var flags = Array(repeating: ExplicitGuideFlags(), count: tree.count)
        for i in 0..<tree.count {
            let node = tree.nodes[i]
            let first = node.children.first?.index
            priorities[i] = priority(node, childPriority: first.map { priorities[$0] })
            flags[i] = explicitFlags(node, children: node.children.map { flags[$0.index] })
        }
        return (priorities, flags)
    }

    /// fixedSize, alignmentGuide, overlay, background, border and offset keep the inner priority;
    /// frames, padding, aspectRatio, position, relativeProposed and stacks report 0; a Spacer and
    /// an empty container report −∞ (layout-semantics §7.5, §1.6); the outer `layoutPriority` wins.
    static func priority(_ node: Node, childPriority: Double?) -> Double {
        switch node.kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .alignmentGuide, .overlay, .background, .border, .offset: return childPriority ?? 0
        case .stack, .zStack:
            if node.children.isEmpty { return -.infinity }
            return node.children.count == 1 ? childPriority ?? 0 : 0
        default: return 0
        }
    }

    static func explicitFlags(_ node: Node, children: [ExplicitGuideFlags]) -> ExplicitGuideFlags {
        let union = children.reduce(ExplicitGuideFlags()) { $0.union($1) }
        switch node.kind {
        case .text: return .other
        case .alignmentGuide(let key, _): return union.union(key.isStandardEdge ? .standard : .other)
        case .overlay, .background: return children.first ?? []
        case .stack, .zStack: return children.count == 1 ? union : union.subtracting(.standard)
        default: return union
        }
    }
}
