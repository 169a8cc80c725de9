// Fidelity: Fixtures alignment-guides.json, seed zstack-size-from-highest-priority-with-guide
// (OpenSwiftUI `Sources/OpenSwiftUI/Layout/Alignment/AlignmentWritingModifier.swift`; Apple's
// `alignmentGuide(_:computeValue:)` documentation). Status: complete.

/// `alignmentGuide(_:computeValue:)`: gives the view an explicit value for one guide.
///
/// Child proposal: the layer's own proposal.
/// Own size: the child's size; the guide is computed from the child's dimensions at its final size.
struct AlignmentGuideLayout: LayoutAlgorithm {
    var key: AlignmentKey
    var value: GuideExpression

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        subviews[0].place(at: .zero, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        guard key == self.key else { return subviews[0].explicitGuide(key, proposal) }
        return value.evaluate(subviews[0].dimensions(proposal, size: size))
    }
}
