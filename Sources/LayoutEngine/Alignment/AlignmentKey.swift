/// The name of an alignment guide along one axis: a built-in guide or a custom one.
///
/// Built-in defaults (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift`): leading/top 0, centre half the length, trailing/bottom
/// the length, both text baselines the height. A custom guide is registered with its tree
/// (`LayoutTree.Builder.customGuide`), which keeps its default expression; the key holds only its
/// number, so keys stay plain values that cost nothing to copy.
public struct AlignmentKey: Sendable, Hashable {
    public enum ID: Sendable, Hashable {
        case leading, center, trailing
        case top, bottom, firstTextBaseline, lastTextBaseline
        /// The index of a custom guide in its tree's `customGuides`.
        case custom(Int)
    }

    public let axis: Axis
    public let id: ID

    public init(axis: Axis, id: ID) {
        self.axis = axis
        self.id = id
    }

    public static let leading = AlignmentKey(axis: .horizontal, id: .leading)
    public static let horizontalCenter = AlignmentKey(axis: .horizontal, id: .center)
    public static let trailing = AlignmentKey(axis: .horizontal, id: .trailing)
    public static let top = AlignmentKey(axis: .vertical, id: .top)
    public static let verticalCenter = AlignmentKey(axis: .vertical, id: .center)
    public static let bottom = AlignmentKey(axis: .vertical, id: .bottom)
    public static let firstTextBaseline = AlignmentKey(axis: .vertical, id: .firstTextBaseline)
    public static let lastTextBaseline = AlignmentKey(axis: .vertical, id: .lastTextBaseline)

    /// Whether this is one of the six edge and centre guides, which never leave a multi-child
    /// container (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/LayoutComputer/UnaryLayoutView.swift`; Apple's `lastTextBaseline` documentation).
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
