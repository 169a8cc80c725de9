/// One of the two axes of the plane; stacks and frames are written once against it.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    /// The axis at right angles to this one.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
