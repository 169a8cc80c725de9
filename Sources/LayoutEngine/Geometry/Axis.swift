/// One of the two axes of the plane; stacks and frames are written once against it.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    /// The axis at right angles to this one.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes: the axes a ScrollView scrolls along, or a ViewThatFits constrains
/// (SwiftUI's `Axis.Set`).
public struct AxisSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]

    @inlinable public func contains(_ axis: Axis) -> Bool {
        rawValue & (axis == .horizontal ? 1 : 2) != 0
    }
}
