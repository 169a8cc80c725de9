import LayoutEngine

/// A font whose every character has the same advance: our Ahem, so that expected text sizes
/// can be worked out by hand (yoga's tests do the same with the Ahem font).
///
/// Vertical metrics default to SF Pro's ratios (ascent 0.95215 em, descent 0.24121 em), so a
/// 17 pt line is 20.287 pt tall and rounds up to SwiftUI's 20.333 at scale 3 (the body line height measured on iOS; Fixtures text.json).
public struct MonospaceTextMeasurer: TextMeasuring {
    /// The advance of every character, in em.
    public var advance: Double
    public var ascent: Double
    public var descent: Double
    public var capHeight: Double

    public init(advance: Double = 0.5, ascent: Double = 0.95215, descent: Double = 0.24121, capHeight: Double = 0.7046) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
    }

    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: ascent * font.size, descent: descent * font.size, capHeight: capHeight * font.size)
    }

    public func width(of text: Substring, in font: Font) -> Double {
        Double(text.count) * advance * font.size
    }
}
