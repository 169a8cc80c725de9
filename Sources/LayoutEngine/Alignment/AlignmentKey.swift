/// The name of an alignment guide along one axis: a built-in guide or a custom one.
///
/// Built-in defaults (layout-semantics §8.1): leading/top 0, centre half the length, trailing/bottom
/// the length, both text baselines the height. A custom guide carries its own default, written in
/// the request as an expression (wire-format "custom guide").
public struct AlignmentKey: Sendable, Hashable {
    public enum ID: Sendable, Hashable {
        case leading, center, trailing
        case top, bottom, firstTextBaseline, lastTextBaseline
        case custom(String)
    }

    public let axis: Axis
    public let id: ID
    /// The default value of a custom guide; ignored for built-in guides.
    public let customDefault: GuideExpression?

    public init(axis: Axis, id: ID, customDefault: GuideExpression? = nil) {
        self.axis = axis
        self.id = id
        self.customDefault = customDefault
    }

    public static let leading = AlignmentKey(axis: .horizontal, id: .leading)
    public static let horizontalCenter = AlignmentKey(axis: .horizontal, id: .center)
    public static let trailing = AlignmentKey(axis: .horizontal, id: .trailing)
    public static let top = AlignmentKey(axis: .vertical, id: .top)
    public static let verticalCenter = AlignmentKey(axis: .vertical, id: .center)
    public static let bottom = AlignmentKey(axis: .vertical, id: .bottom)
    public static let firstTextBaseline = AlignmentKey(axis: .vertical, id: .firstTextBaseline)
    public static let lastTextBaseline = AlignmentKey(axis: .vertical, id: .lastTextBaseline)

    /// Two keys name the same guide when axis and id agree (a custom default is not part of the name).
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.axis == b.axis && a.id == b.id }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(id)
    }

    /// Whether this is one of the six edge and centre guides, which never leave a multi-child
    /// container (layout-semantics §8.3).
    public var isStandardEdge: Bool {
        switch id {
        case .leading, .center, .trailing, .top, .bottom: true
        default: false
        }
    }
}

/// A pair of guides, one per axis, as used by ZStack, frame and overlay.
public struct Alignment: Sendable, Hashable {
    public var horizontal: AlignmentKey
    public var vertical: AlignmentKey

    public init(horizontal: AlignmentKey, vertical: AlignmentKey) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .horizontalCenter, vertical: .verticalCenter)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)

    @inlinable public subscript(axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal : vertical }
}
