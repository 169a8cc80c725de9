import LayoutEngine
import TextShaping
import Testing

/// Text heights under `sf-compat` against SF's line height rounded up to the pixel and the
/// multi-line pitch of the HIG leading (the sources of text.json), computed through the engine.
struct SFCompatHeightTests {
    /// (style, height at 3x, height at 2x), as in text.json's text-height-* cases.
    static let table: [(TextStyle, Double, Double)] = [
        (.largeTitle, 122.0 / 3, 41.0), (.title, 101.0 / 3, 33.5), (.title2, 79.0 / 3, 26.5),
        (.title3, 24.0, 24.0), (.headline, 61.0 / 3, 20.5), (.body, 61.0 / 3, 20.5),
        (.callout, 58.0 / 3, 19.5), (.subheadline, 18.0, 18.0), (.footnote, 47.0 / 3, 16.0),
        (.caption, 43.0 / 3, 14.5), (.caption2, 40.0 / 3, 13.5),
    ]

    @Test("A one-line Text in every text style is as tall as SwiftUI's at 3x and 2x",
          arguments: table)
    func singleLineHeights(style: TextStyle, at3x: Double, at2x: Double) throws {
        let m = try Fixture.measurer()
        let h3 = textSize("Hello", font: Font(style), scale: 3, measurer: m).height
        let h2 = textSize("Hello", font: Font(style), scale: 2, measurer: m).height
        #expect(abs(h3 - at3x) < 1e-9, "\(style) at 3x: \(h3), expected \(at3x)")
        #expect(abs(h2 - at2x) < 1e-9, "\(style) at 2x: \(h2), expected \(at2x)")
    }

    @Test("Four body lines at 2x are 86.5 tall (3 × 22 leading + 20.5), by newlines or by wrapping")
    func fourBodyLines() throws {
        let m = try Fixture.measurer()
        #expect(textSize("one\ntwo\nthree\nfour", font: .body, scale: 2, measurer: m).height == 86.5)
        #expect(textSize("alpha beta gamma delta", font: .body, width: 60, scale: 2, measurer: m).height == 86.5)
    }

    @Test("A font given by size, not by text style, spaces lines by its natural height")
    func explicitSizePitch() throws {
        let m = try Fixture.measurer()
        let natural = 17 * (1950.0 + 494) / 2048
        #expect(m.metrics(of: Font(size: 17)).linePitch == natural)
        #expect(textSize("a\nb", font: Font(size: 17), scale: 3, measurer: m).height == ceilToPixel(2 * natural, 3))
    }

    @Test("font-native uses Inter's own metrics: 1.2102 em, 20.667 at 17 pt and 3x")
    func fontNativeHeight() throws {
        let m = try Fixture.measurer(.fontNative)
        let metrics = m.metrics(of: .body)
        #expect(abs(metrics.lineHeight / 17 - (2728.0 + 680) / 2816) < 1e-9)
        #expect(abs(textSize("Hello", font: .body, scale: 3, measurer: m).height - 62.0 / 3) < 1e-9)
        #expect(metrics.tracking == 0)
    }
}
