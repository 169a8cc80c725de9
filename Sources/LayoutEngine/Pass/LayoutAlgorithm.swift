/// Where a container puts one child: the origin in the container's own coordinates and the
/// proposal the child is given while being placed (which may differ from the sizing proposals,
/// layout-semantics §1.2).
struct Placement {
    var origin: Point
    var proposal: ProposedViewSize
}

/// The shape every layout shares, in SwiftUI's names: size for a proposal, then place children.
///
/// Algorithms see their children only through `Subviews`, never through the tree's storage.
protocol LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size
    /// Where each child goes when this node has `size` after being proposed `proposal`.
    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> [Placement]
    /// This node's explicit value for `key`, or `nil` when the guide takes its default.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double?
}

extension LayoutAlgorithm {
    /// By default a node passes its children's explicit guides outward: a single child's shifted
    /// by its position, several children's combined as containers combine them (§8.3).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        guard subviews.mayHaveExplicit(key) else { return nil }
        let placements = placeSubviews(in: size, proposal: proposal, subviews: subviews)
        if subviews.count == 1 {
            return subviews[0].explicitGuide(key, placements[0].proposal).map { $0 + placements[0].origin[key.axis] }
        }
        return GuideCombination.combine(key, subviews: subviews, placements: placements)
    }
}

/// How a container with several children turns their explicit guides into its own (§8.3).
enum GuideCombination {
    /// Standard edge guides never leave a container; custom guides average, the first baseline
    /// takes the topmost and the last baseline the bottom-most value (Apple's documentation of
    /// `lastTextBaseline`; OpenSwiftUI takes the minimum for both, §12.2), all in container
    /// coordinates.
    static func combine(_ key: AlignmentKey, subviews: Subviews, placements: [Placement]) -> Double? {
        if key.isStandardEdge { return nil }
        var values: [Double] = []
        for i in 0..<subviews.count {
            if let v = subviews[i].explicitGuide(key, placements[i].proposal) {
                values.append(v + placements[i].origin[key.axis])
            }
        }
        guard !values.isEmpty else { return nil }
        switch key.id {
        case .firstTextBaseline: return values.min()
        case .lastTextBaseline: return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}
