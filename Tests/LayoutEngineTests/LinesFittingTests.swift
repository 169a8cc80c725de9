@testable import LayoutEngine
import Testing

/// How many lines of a text fit a proposed height: the smallest n ≥ 1 for which n + 1 lines,
/// rounded up to the pixel, are taller than the height (at most `maxLinesFitting`).
struct LinesFittingTests {
    /// The definition, line by line.
    static func stepping(_ height: Double, _ m: FontMetrics, _ scale: Double) -> Int {
        var n = 1
        while n < TextLines.maxLinesFitting && !(roundUp(Double(n) * m.linePitch + m.lineHeight, scale) > height + 1e-9) {
            n += 1
        }
        return n
    }

    static let metrics: [FontMetrics] = [
        FontMetrics(ascent: 16.2, descent: 4.1, capHeight: 12),                       // a 17 pt line
        FontMetrics(ascent: 16.2, descent: 4.1, capHeight: 12, linePitch: 22),        // a style's leading
        FontMetrics(ascent: 1e-300, descent: 2e-301, capHeight: 0),                   // a pitch far below a pixel
        FontMetrics(ascent: 20, descent: 0.00000001, capHeight: 0, linePitch: 1e-8),  // rounding jumps a pixel at once
        FontMetrics(ascent: 1.6e308, descent: 1.6e308, capHeight: 0),                 // overflowing to infinity
        FontMetrics(ascent: 10, descent: 2, capHeight: 0, linePitch: 0),
        FontMetrics(ascent: 10, descent: 2, capHeight: 0, linePitch: -3),
        FontMetrics(ascent: 10, descent: 2, capHeight: 0, linePitch: .nan),
    ]
    static let heights: [Double] = [-5, 0, 1e-9, 5, 20, 20.0001, 20.333, 20.334, 24, 100, 844, 1e6, 1e300]

    @Test("A search gives the line-by-line answer for every height, scale and kind of metrics", arguments: metrics.indices)
    func searchMatchesStepping(index: Int) {
        let m = Self.metrics[index]
        for height in Self.heights {
            for scale in [1.0, 2, 3] {
                #expect(TextLines.linesFitting(height, m, scale) == Self.stepping(height, m, scale),
                        "metrics \(index), height \(height), scale \(scale)")
            }
        }
    }

    @Test("An unlimited height fits any number of lines")
    func unlimited() {
        #expect(TextLines.linesFitting(nil, Self.metrics[0], 3) == .max)
        #expect(TextLines.linesFitting(.infinity, Self.metrics[0], 3) == .max)
    }
}
