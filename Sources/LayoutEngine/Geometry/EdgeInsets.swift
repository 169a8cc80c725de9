/// Insets on the four edges of a view, in points (leading = left in left-to-right layout).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// The sum of the two insets across `axis` (leading + trailing for horizontal).
    @inlinable public func total(_ axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }

    /// The inset at the start of `axis` (leading or top).
    @inlinable public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }

    /// The inset at the end of `axis` (trailing or bottom).
    @inlinable public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
}
