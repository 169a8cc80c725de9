/// A font request: point size, weight on the CSS 100–900 scale, and the text style it came from.
///
/// The text style matters beyond the size: SwiftUI advances multi-line text by the style's
/// leading (snapshots cited by text.json's text-four-body-lines-at-2x), while a font given by
/// size uses its natural line height.
public struct Font: Sendable, Hashable {
    public var size: Double
    public var weight: Int
    public var textStyle: TextStyle?

    public init(size: Double, weight: Int = 400, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font of a text style at the default Dynamic Type size on iOS (Apple HIG, Typography).
    public init(_ style: TextStyle) {
        self.init(size: style.pointSize, weight: style.weight, textStyle: style)
    }

    public static let body = Font(.body)

    /// Hashed on every text-cache lookup: the style by its position, not by its raw string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(textStyle?.ordinal ?? .max)
    }
}

/// iOS text styles at the default ("Large") Dynamic Type size (Apple HIG, Typography,
/// https://developer.apple.com/design/human-interface-guidelines/typography).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    public var weight: Int { self == .headline ? 600 : 400 }

    /// The case's position in `allCases`.
    var ordinal: UInt8 {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .subheadline: 5
        case .body: 6
        case .callout: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    /// The HIG leading: the distance between the baselines of consecutive lines (text.json,
    /// text-four-body-lines-at-2x).
    public var leading: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }
}

/// Horizontal placement of each line inside a multi-line text (`multilineTextAlignment`).
public enum TextAlignment: Sendable, Hashable { case leading, center, trailing }
