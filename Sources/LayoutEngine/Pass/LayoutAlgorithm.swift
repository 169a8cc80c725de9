/// The shape every layout shares, in SwiftUI's names: size for a proposal, then place children.
///
/// Algorithms see their children only through `Subviews`, never through the tree's storage.
protocol LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size
    /// Places each child (`Subview.place(at:proposal:)`) for this node at `size` after being
    /// proposed `proposal`: the origin in the node's own coordinates and the proposal the child
    /// gets while placed, which may differ from the sizing proposals (each layout's doc comment
    /// says how).
    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews)
    /// This node's explicit value for `key`, or `nil` when the guide takes its default.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double?
}

extension LayoutAlgorithm {
    /// By default a node passes its children's explicit guides outward: a single child's shifted
    /// by its position, several children's combined as containers combine them (OpenSwiftUI
    /// `UnaryLayoutView.swift`, `AlignmentGuide.swift`).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        guard subviews.mayHaveExplicit(key) else { return nil }
        placeSubviews(in: size, proposal: proposal, subviews: subviews)
        if subviews.count == 1 {
            let placed = subviews[0].placement
            return subviews[0].explicitGuide(key, placed.proposal).map { $0 + placed.origin[key.axis] }
        }
        return GuideCombination.combine(key, subviews: subviews)
    }
}

/// How a container with several children turns their explicit guides into its own (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift`).
enum GuideCombination {
    /// Standard edge guides never leave a container; custom guides average, the first baseline
    /// takes the topmost and the last baseline the bottom-most value (Apple's documentation of
    /// `lastTextBaseline`; OpenSwiftUI takes the minimum for both), all in container
    /// coordinates.
    /// The children must have just been placed.
    static func combine(_ key: AlignmentKey, subviews: Subviews) -> Double? {
        if key.isStandardEdge { return nil }
        var count = 0, sum = 0.0, lowest = Double.infinity, highest = -Double.infinity
        for i in 0..<subviews.count {
            let placed = subviews[i].placement
            guard let v = subviews[i].explicitGuide(key, placed.proposal) else { continue }
            let value = v + placed.origin[key.axis]
            count += 1
            sum += value
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        guard count > 0 else { return nil }
        switch key.id {
        case .firstTextBaseline: return lowest
        case .lastTextBaseline: return highest
        default: return sum / Double(count)
        }
    }
}
