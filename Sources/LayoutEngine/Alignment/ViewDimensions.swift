/// A view's size together with its explicit alignment guides, as an alignment closure sees it.
///
/// `d[key]` answers the explicit value when the view has one, else the guide's default
/// (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift`). Explicit values
/// are looked up lazily through `explicit`; custom
/// guides take their defaults from `customDefaults`, indexed by `AlignmentKey.ID.custom`.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let explicit: (AlignmentKey) -> Double?
    let customDefaults: [GuideExpression]

    public init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil },
                customDefaults: [GuideExpression] = []) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
        self.customDefaults = customDefaults
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(key: AlignmentKey) -> Double {
        explicit(key) ?? defaultValue(of: key)
    }

    /// The value of `key` when the view sets none.
    public func defaultValue(of key: AlignmentKey) -> Double {
        defaultValue(of: key, depth: 0)
    }

    /// A custom default may refer to other guides' defaults; `depth` stops a default that
    /// refers to itself (it then counts as 0).
    /// The default of a guide that is not custom (0 for a custom one), without making dimensions.
    static func standardDefault(_ key: AlignmentKey, size: Size) -> Double {
        switch key.id {
        case .leading, .top, .custom: return 0
        case .center: return key.axis == .horizontal ? size.width / 2 : size.height / 2
        case .trailing: return size.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
        }
    }

    func defaultValue(of key: AlignmentKey, depth: Int) -> Double {
        switch key.id {
        case .leading, .top, .center, .trailing, .bottom, .firstTextBaseline, .lastTextBaseline:
            return Self.standardDefault(key, size: size)
        case .custom(let index):
            guard depth < 8, customDefaults.indices.contains(index) else { return 0 }
            let plain = ViewDimensions(size: size, explicit: { [customDefaults] in
                ViewDimensions(size: Size(width: width, height: height), customDefaults: customDefaults)
                    .defaultValue(of: $0, depth: depth + 1)
            }, customDefaults: customDefaults)
            return customDefaults[index].evaluate(plain)
        }
    }
}
