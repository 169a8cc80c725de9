// Fidelity: Fixtures container-relative-frame.json (sources: Tests/ConformanceTests/CONTAINER-SOURCES.md §7).
// Status: the ScrollView and the root as containers; the choices where the sources are silent
// are stated below and in docs/fidelity.md's "Known differences".

/// Parameters of `containerRelativeFrame(_:alignment:)` (no `count`) and
/// `containerRelativeFrame(_:count:span:spacing:alignment:)`.
public struct ContainerRelativeFrameSpec: Sendable, Hashable {
    /// The axes whose length comes from the container; on the others the proposal passes through.
    public var axes: AxisSet
    /// Into how many columns (rows) the container's length is divided; `nil` takes the whole length.
    public var count: Int?
    /// How many of those columns the view covers, with the spacing between them.
    public var span: Int
    /// The spacing between columns that the division leaves out.
    public var spacing: Double
    public var alignment: Alignment
    /// The closure form's body, `containerRelativeFrame(_:alignment:_:)`: the view's length as an
    /// expression over the container's length (read as `width`), e.g. `length * 0.8`.
    public var closure: GuideExpression?

    public init(axes: AxisSet, count: Int? = nil, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center,
                closure: GuideExpression? = nil) {
        self.axes = axes
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
        self.closure = closure
    }

    /// The view's length for a container `length` long, by Apple's formula for
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: the container less the spacing
    /// between `count` columns, divided by `count`, times `span`, plus the spacing between the
    /// spanned columns. Never below zero (a choice: a frame has no negative size).
    public func length(inContainer length: Double) -> Double {
        if let closure { return max(closure.evaluate(ViewDimensions(size: Size(width: length, height: length))), 0) }
        guard let count else { return length }
        let columns = Double(count), spanned = Double(span)
        let column = (length - spacing * (columns - 1)) / columns
        return max(column * spanned + (spanned - 1) * spacing, 0)
    }
}

/// `containerRelativeFrame`: a frame whose length on `axes` comes from the nearest container,
/// not from the proposal.
///
/// The container is the nearest enclosing ScrollView, else the root; its size is what it
/// offers: the root's proposal inside the safe-area insets (Apple: the container's size
/// "subtracting any safe area insets"), a ScrollView's own proposal (its visible size along
/// its scroll axes, the width or height it passes to its content across them).
/// Child proposal: on `axes`, the computed length (`ContainerRelativeFrameSpec.length`); on
/// the other axes the proposal as it comes (fatbobman, "Mastering the containerRelativeFrame
/// Modifier in SwiftUI": the container's size, transformed, is the view's proposal; "a special
/// version of the frame modifier").
/// Own size: the computed length on `axes`, the child's size on the others.
/// Placement: the child by `alignment` inside that frame, as `frame(width:height:alignment:)`.
/// Where the container's length on an axis is `nil` or infinite (a root proposed so, a
/// ScrollView proposed `nil` along an axis) no length can be computed and the axis passes
/// through as if it were not in `axes` (a choice: the sources are silent).
struct ContainerRelativeFrameLayout: LayoutAlgorithm {
    var spec: ContainerRelativeFrameSpec

    /// The fixed frame this layer amounts to inside the current container.
    private func frame(_ subviews: Subviews) -> FrameLayout {
        let container = subviews.container
        func length(_ axis: Axis) -> Double? {
            guard spec.axes.contains(axis), let c = container[axis], c.isFinite else { return nil }
            return spec.length(inContainer: c)
        }
        return FrameLayout(width: length(.horizontal), height: length(.vertical), alignment: spec.alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        frame(subviews).sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        frame(subviews).placeSubviews(in: size, proposal: proposal, subviews: subviews)
    }
}
