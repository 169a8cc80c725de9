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
            let id = NodeID(i)
            let count = tree.childCount(id)
            let first = count > 0 ? tree.child(id, 0).index : nil
            priorities[i] = priority(tree.kinds[i], childCount: count, childPriority: first.map { priorities[$0] })
            var union = ExplicitGuideFlags()
            for k in 0..<count { union.formUnion(flags[tree.child(id, k).index]) }
            flags[i] = explicitFlags(tree.kinds[i], childCount: count, union: union,
                                     first: first.map { flags[$0] } ?? [])
        }
        return (priorities, flags)
    }

    /// fixedSize, alignmentGuide, overlay, background, border and offset keep the inner priority;
    /// frames, padding, aspectRatio, position, relativeProposed and stacks report 0; a Spacer and
    /// an empty container report −∞ (layout-semantics §7.5, §1.6); the outer `layoutPriority` wins.
    static func priority(_ kind: NodeKind, childCount: Int, childPriority: Double?) -> Double {
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .alignmentGuide, .overlay, .background, .border, .offset: return childPriority ?? 0
        case .stack, .zStack:
            if childCount == 0 { return -.infinity }
            return childCount == 1 ? childPriority ?? 0 : 0
        default: return 0
        }
    }

    static func explicitFlags(_ kind: NodeKind, childCount: Int, union: ExplicitGuideFlags,
                              first: ExplicitGuideFlags) -> ExplicitGuideFlags {
        switch kind {
        case .text: return .other
        case .alignmentGuide(let key, _): return union.union(key.isStandardEdge ? .standard : .other)
        case .overlay, .background: return first
        case .stack, .zStack: return childCount == 1 ? union : union.subtracting(.standard)
        default: return union
        }
    }
}
