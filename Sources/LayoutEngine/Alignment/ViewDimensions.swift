/// A view's size together with its explicit alignment guides, as an alignment closure sees it.
///
/// `d[key]` answers the explicit value when the view has one, else the guide's default
/// (layout-semantics §8.1). Explicit values are looked up lazily through `explicit`.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let explicit: (AlignmentKey) -> Double?

    public init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(key: AlignmentKey) -> Double {
        explicit(key) ?? defaultValue(of: key)
    }

    /// The value of `key` when the view sets none.
    public func defaultValue(of key: AlignmentKey) -> Double {
        switch key.id {
        case .leading, .top: return 0
        case .center: return key.axis == .horizontal ? width / 2 : height / 2
        case .trailing: return width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        case .custom:
            // A custom default may refer to other guides, but never to explicit ones of itself.
            let plain = ViewDimensions(size: size)
            return key.customDefault?.evaluate(plain) ?? 0
        }
    }
}
