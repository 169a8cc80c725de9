import LayoutEngine
import TextShaping

/// The measurer under test: Inter from Debian's `fonts-inter-variable`, with the design fonts
/// (`DesignFont.sources`), loaded once.
enum Fixture {
    static let loaded = Result { try HarfBuzzTextMeasurer.loadDefault().withDesignFonts().measurer }

    static func measurer(_ profile: MetricsProfile = .sfCompat) throws -> HarfBuzzTextMeasurer {
        var m = try loaded.get()
        m.profile = profile
        return m
    }
}

/// Lays out a single Text as the root, proposed `width` × nil, and returns its size.
func textSize(_ string: String, font: Font, width: Double? = nil, scale: Double,
              measurer: any TextMeasuring) -> Size {
    var builder = LayoutTree.Builder()
    let root = builder.add(.text(TextContent(string, font: font)))
    let result = computeLayout(of: builder.build(root: root), proposal: ProposedViewSize(width: width, height: nil),
                               environment: LayoutEnvironment(displayScale: scale, textMeasurer: measurer))
    return result.size
}

/// `value` rounded up to the pixel grid at `scale`.
func ceilToPixel(_ value: Double, _ scale: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
