/// Vertical metrics of a resolved font, in points.
public struct FontMetrics: Sendable, Hashable {
    /// Distance from the top of a line box to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of a line box (positive).
    public var descent: Double
    /// Extra space the font asks for between lines.
    public var leading: Double
    /// Height of capital letters above the baseline (for text spacing, OpenSwiftUI
    /// `Text+Spacing.swift`).
    public var capHeight: Double
    /// Distance between the baselines of two consecutive lines.
    public var linePitch: Double
    /// Tracking applied to every glyph, in points (reported to clients; already in the widths).
    public var tracking: Double

    public init(ascent: Double, descent: Double, leading: Double = 0, capHeight: Double,
                linePitch: Double? = nil, tracking: Double = 0) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
        self.linePitch = linePitch ?? (ascent + descent + leading)
        self.tracking = tracking
    }

    /// The height of a single line: ascent + descent + leading.
    public var lineHeight: Double { ascent + descent + leading }
}

/// What the engine asks of a font: vertical metrics and the advance width of a run of text.
///
/// The engine applies SwiftUI's text rules itself (wrapping, truncation, pixel rounding,
/// baselines), so a measurer only answers these two questions. Implementations must be safe to
/// call from many layouts at once.
public protocol TextMeasuring: Sendable {
    /// The vertical metrics of `font`.
    func metrics(of font: Font) -> FontMetrics
    /// The advance width of `text` set on one line in `font`, tracking included.
    func width(of text: Substring, in font: Font) -> Double
    /// The advance of each grapheme of `text` set on its own, in order: what breaking inside a
    /// word and truncation add up. Every measured text asks this for all its characters, so a
    /// measurer may answer common characters from a table rather than one query each.
    func graphemeWidths(of text: Substring, in font: Font) -> [Double]
}

extension TextMeasuring {
    /// One `width(of:in:)` per grapheme.
    public func graphemeWidths(of text: Substring, in font: Font) -> [Double] {
        text.indices.map { width(of: text[$0...$0], in: font) }
    }
}
