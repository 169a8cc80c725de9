/// A width and a height in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The size's length along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from its lengths along a major axis and the other one.
    @inlinable public init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

/// A position in points; y grows downwards.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    @inlinable public init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}

/// A rectangle: origin (top left) and size.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)
}
