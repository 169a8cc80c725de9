/// A size proposal: each dimension is a length, infinity, or `nil` ("your ideal size").
///
/// `0` asks for a view's minimum, `.infinity` for its maximum and `nil` for its ideal size
/// (Apple's `ProposedViewSize` documentation).
public struct ProposedViewSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    @inlinable public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    @inlinable public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable public init(major: Double?, minor: Double?, axis: Axis) {
        self = axis == .horizontal
            ? ProposedViewSize(width: major, height: minor)
            : ProposedViewSize(width: minor, height: major)
    }

    /// Replaces each `nil` dimension with the matching one of `size` (SwiftUI's
    /// `replacingUnspecifiedDimensions(by:)`, default 10×10).
    @inlinable public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal shrunk by `insets`, never below zero; `nil` and infinity stay as they are.
    @inlinable public func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max($0 - insets.total(.horizontal), 0) },
            height: height.map { max($0 - insets.total(.vertical), 0) })
    }
}

/// A proposal packed into two plain numbers for the pass's tables: `nil` is stored as −∞,
/// which no proposal can be. Half the size of `ProposedViewSize` (no optional tags).
struct PackedProposal: Equatable {
    var width: Double
    var height: Double

    @inline(__always) init(_ p: ProposedViewSize) {
        width = p.width ?? -.infinity
        height = p.height ?? -.infinity
    }

    private init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Matches no proposal, itself included (NaN is unequal to everything).
    static let none = PackedProposal(width: .nan, height: .nan)

    var proposal: ProposedViewSize {
        ProposedViewSize(width: width == -.infinity ? nil : width, height: height == -.infinity ? nil : height)
    }
}
