// Fidelity: Fixtures leaves.json and the seed's eye cases (Apple's `Shape.sizeThatFits(_:)`;
// OpenSwiftUI `Shape/Shapes.swift`, `View/Image/ResolvedImage.swift`, `Layout/Separator/Spacer.swift`,
// `Layout/Separator/Divider.swift`).
// Status: complete for the wire format's leaves; Text lives in TextLeafLayout.swift.

/// A leaf has no children to place and no explicit guides of its own.
protocol LeafLayout: LayoutAlgorithm {}

extension LeafLayout {
    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {}
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? { nil }
}

/// Color, Rectangle, RoundedRectangle, Capsule, Ellipse and Circle.
///
/// Child proposal: none (a leaf).
/// Own size: the proposal with `nil` replaced by 10; a Circle answers a square of the smaller side.
struct ShapeLayout: LeafLayout {
    var isCircle: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard isCircle else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }
}

/// A bitmap image with an intrinsic size.
///
/// Child proposal: none (a leaf).
/// Own size: the intrinsic size; when resizable, the proposal with `nil` replaced by the intrinsic size.
struct ImageLayout: LeafLayout {
    var intrinsic: Size
    var resizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }
}

/// A Spacer, oriented by the innermost enclosing stack.
///
/// Child proposal: none (a leaf).
/// Own size: along its axis the larger of the proposal (`nil` counting as −∞) and the minimum
/// length (default 8, the default spacing); 0 across it; without an axis, that rule on both axes.
struct SpacerLayout: LeafLayout {
    static let defaultMinLength = 8.0
    var minLength: Double?
    var axis: Axis?

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let minimum = minLength ?? Self.defaultMinLength
        func along(_ a: Axis) -> Double { max(proposal[a] ?? -.infinity, minimum) }
        guard let axis else { return Size(width: along(.horizontal), height: along(.vertical)) }
        return Size(major: along(axis), minor: 0, axis: axis)
    }
}

/// A Divider: a line one pixel thick running across the enclosing stack's axis.
///
/// Child proposal: none (a leaf).
/// Own size: the proposal (`nil` → 10) along the line, one pixel across it; horizontal at the root,
/// in a ZStack and in a VStack, vertical in an HStack.
struct DividerLayout: LeafLayout {
    var stackAxis: Axis?
    var thickness: Double

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let line: Axis = stackAxis == .horizontal ? .vertical : .horizontal
        return Size(major: proposal[line] ?? 10, minor: thickness, axis: line)
    }
}

/// Layers that do not take part in layout: border, layoutPriority, and stacks with one child.
///
/// Child proposal: the layer's own proposal.
/// Own size: the child's size, with the child at the layer's origin.
struct IdentityLayout: LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        subviews[0].place(at: .zero, proposal: proposal)
    }
}
