/// Which metrics a `HarfBuzzTextMeasurer` reports.
public enum MetricsProfile: String, Sendable, Hashable, CaseIterable {
    /// Approximates SwiftUI on iOS: the font's shaped advances plus SF Pro's size-dependent
    /// tracking with a correction fitted to measured SF widths (`SFCompatCalibration`), and SF
    /// Pro's vertical metrics (ascent 0.95215 em, descent 0.24121 em, no leading), with
    /// multi-line text in a text style advancing by the style's HIG leading.
    case sfCompat = "sf-compat"
    /// What a browser draws with the same font and plain CSS: the font's own hhea/OS2
    /// metrics, no tracking, lines one natural line height apart.
    case fontNative = "font-native"
}
