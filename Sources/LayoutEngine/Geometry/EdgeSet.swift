/// One edge of a view (leading = left in left-to-right layout).
public enum Edge: Sendable, Hashable {
    case top, leading, bottom, trailing

    /// The axis the edge lies across: horizontal for leading and trailing.
    public var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }
    /// Whether the edge is where its axis starts (top or leading).
    public var isStart: Bool { self == .top || self == .leading }
}

/// A set of edges, as SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.horizontal, .vertical]
}

extension EdgeInsets {
    /// These insets on `edges` only, zero elsewhere.
    public func only(_ edges: EdgeSet) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// Whether every inset is zero.
    public var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
