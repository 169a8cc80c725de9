/// A font request: point size, weight on the CSS 100–900 scale, the text style and Dynamic Type
/// size it came from, and the attributes SwiftUI's text modifiers add to it.
///
/// The text style matters beyond the size: SwiftUI advances multi-line text by the style's
/// leading (fixture `text-two-body-texts-default-spacing`), while a font given by size uses its
/// natural line height. The modifiers' attributes live here because every measured text is
/// keyed by its font: two texts that differ in any of them are measured apart.
public struct Font: Sendable, Hashable {
    public var size: Double
    public var weight: Int
    public var textStyle: TextStyle?
    /// The Dynamic Type size the text style's size and leading were read at.
    public var dynamicTypeSize: DynamicTypeSize
    /// `italic()`: drawn slanted; measured with the upright advances (see README).
    public var italic: Bool
    /// `monospacedDigit()`: digits set with the font's tabular figures.
    public var monospacedDigit: Bool
    /// `tracking(_:)`, in points, added between glyph clusters like the system's own tracking.
    public var tracking: Double
    /// `kerning(_:)`, in points, added after every glyph cluster, the last one included.
    public var kerning: Double
    /// `lineSpacing(_:)`, in points, added between the bottom of one line and the top of the
    /// next (never below 0: Apple documents the value as nonnegative).
    public var lineSpacing: Double
    /// How far `minimumScaleFactor` shrank the font to fit: `size` and the style's leading are
    /// already multiplied by it (1 when the text was not shrunk).
    public var sizeScale: Double
    /// `fontDesign(_:)` or the design of `Font.system(size:weight:design:)`: which typeface
    /// the text is measured in (`FontDesign`).
    public var design: FontDesign

    public init(size: Double, weight: Int = 400, textStyle: TextStyle? = nil,
                dynamicTypeSize: DynamicTypeSize = .large) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.dynamicTypeSize = dynamicTypeSize
        (italic, monospacedDigit, tracking, kerning, lineSpacing, sizeScale) = (false, false, 0, 0, 0, 1)
        design = .default
    }

    /// The font of a text style at a Dynamic Type size (`.large`, iOS's default, unless given).
    public init(_ style: TextStyle, _ dynamicTypeSize: DynamicTypeSize = .large) {
        self.init(size: style.pointSize(at: dynamicTypeSize), weight: style.weight, textStyle: style,
                  dynamicTypeSize: dynamicTypeSize)
    }

    public static let body = Font(.body)

    /// The text style's leading at the Dynamic Type size; `nil` for a font given by size (its
    /// natural line height applies). `TextSegments` adds `lineSpacing` to either.
    public var styleLeading: Double? { textStyle.map { $0.leading(at: dynamicTypeSize) * sizeScale } }

    /// This font shrunk by `factor` (`minimumScaleFactor`'s shrink-to-fit).
    public func shrunk(by factor: Double) -> Font {
        var font = self
        font.size *= factor
        font.sizeScale *= factor
        return font
    }

    /// This font at another Dynamic Type size: a text style's size follows, a size given in
    /// points does not (SwiftUI's `Font.system(size:)` does not scale).
    public func resized(to newSize: DynamicTypeSize) -> Font {
        guard let style = textStyle else { return self }
        var font = self
        font.dynamicTypeSize = newSize
        font.size = style.pointSize(at: newSize)
        return font
    }

    /// `bold()`: the text style's emphasized weight (Apple HIG, Typography, "Emphasized weight"
    /// column), or bold (700) for a font given by size.
    public var emphasizedWeight: Int { textStyle?.emphasizedWeight ?? 700 }

    /// Hashed on every text-cache lookup: the style by its position, not by its raw string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(textStyle?.ordinal ?? .max)
        hasher.combine(dynamicTypeSize)
        hasher.combine(italic)
        hasher.combine(monospacedDigit)
        hasher.combine(tracking)
        hasher.combine(kerning)
        hasher.combine(lineSpacing)
        hasher.combine(sizeScale)
        hasher.combine(design)
    }
}

/// iOS text styles (Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes").
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The point size at iOS's default Dynamic Type size, `large`.
    public var pointSize: Double { pointSize(at: .large) }

    /// The HIG leading at `large`: the distance between the baselines of consecutive lines.
    public var leading: Double { leading(at: .large) }

    public var weight: Int { self == .headline ? 600 : 400 }

    /// The weight the HIG lists for the style's bold trait ("Emphasized weight").
    public var emphasizedWeight: Int {
        switch self {
        case .largeTitle, .title, .title2: 700
        case .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2: 600
        }
    }

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
}

/// Horizontal placement of each line inside a multi-line text (`multilineTextAlignment`).
public enum TextAlignment: Sendable, Hashable { case leading, center, trailing }

/// Which part of the last line's text gives way to "…" when a text is truncated
/// (`truncationMode`).
public enum TruncationMode: Sendable, Hashable { case head, middle, tail }

/// SwiftUI's `Font.Design`: the system typeface's variants. Apple names the fonts behind them
/// (UIFontDescriptor.SystemDesign, https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign):
/// SF Pro (`default`), SF Pro Rounded (`rounded`), SF Mono (`monospaced`) and New York (`serif`).
/// Which open font stands in for each is the measurer's choice (docs/fidelity.md, "Font designs").
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`, monospaced, rounded, serif
}
