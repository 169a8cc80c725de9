import LayoutEngine
import TextShaping
import Testing

/// Widths under `sf-compat` against San Francisco's, and the calibration of trailing tracking.
struct SFCompatWidthTests {
    /// SF widths at 17 pt (sources in Corpus/SOURCES.md): Core Text values, or UILabel values
    /// that are Core Text widths rounded up at 3x (`roundedAt3x`).
    struct Reference: Sendable, CustomStringConvertible {
        var string: String
        var width: Double
        var roundedAt3x: Bool
        var description: String { "\"\(string)\"" }
    }

    static let references = [
        Reference(string: "Hello", width: 38.814453125, roundedAt3x: false),
        Reference(string: "This is a test string", width: 144.09326171875, roundedAt3x: false),
        Reference(string: "Label 1", width: 161.0 / 3, roundedAt3x: true),
        Reference(string: "Label a little longuer", width: 463.0 / 3, roundedAt3x: true),
        Reference(string: "Label very very very much longuer", width: 788.0 / 3, roundedAt3x: true),
    ]

    /// Relative deviation from SF when `trackedClusters(n)` clusters get tracking.
    static func deviation(_ r: Reference, _ m: HarfBuzzTextMeasurer, trailing: Bool) -> Double {
        let font = Font.body
        let untracked = m.uncachedWidth(of: r.string[...], in: font)
            - m.tracking(for: font) * Double(r.string.count - (HarfBuzzTextMeasurer.trailingTracking ? 0 : 1))
        var width = untracked + m.tracking(for: font) * Double(r.string.count - (trailing ? 0 : 1))
        if r.roundedAt3x { width = ceilToPixel(width, 3) }
        return width / r.width - 1
    }

    @Test("Body widths are within 1.5 % of San Francisco's", arguments: references)
    func withinTolerance(_ r: Reference) throws {
        let m = try Fixture.measurer()
        var width = m.width(of: r.string[...], in: .body)
        if r.roundedAt3x { width = ceilToPixel(width, 3) }
        let deviation = width / r.width - 1
        print("sf-compat \(r): \(width) vs SF \(r.width) (\(deviation * 100) %)")
        #expect(abs(deviation) < 0.015)
    }

    @Test("Leaving tracking off the last glyph brings Inter closer to SF than tracking it")
    func trailingTrackingCalibration() throws {
        let m = try Fixture.measurer()
        func meanError(trailing: Bool) -> Double {
            Self.references.map { abs(Self.deviation($0, m, trailing: trailing)) }.reduce(0, +)
                / Double(Self.references.count)
        }
        let with = meanError(trailing: true), without = meanError(trailing: false)
        print("mean |deviation|: tracking the last glyph \(with * 100) %, not tracking it \(without * 100) %")
        #expect((without < with) == !HarfBuzzTextMeasurer.trailingTracking)
    }

    @Test("Untracked Inter (font-native) is about 5 % wider than SF at 17 pt")
    func fontNativeIsWider() throws {
        let m = try Fixture.measurer(.fontNative)
        let deviation = m.width(of: "This is a test string", in: .body) / 144.09326171875 - 1
        #expect(deviation > 0.04 && deviation < 0.065)
    }

    @Test("SF Pro's tracking at 17 pt is −26/1000 em, −0.442 pt")
    func trackingAt17() throws {
        let m = try Fixture.measurer()
        #expect(abs(m.tracking(for: .body) - -0.442) < 1e-12)
        #expect(m.tracking(for: Font(size: 12)) == 0)
        #expect(abs(m.tracking(for: Font(size: 28)) - 0.392) < 1e-12)
    }
}
