import Foundation
import LayoutEngine
import Testing
import TextShaping

/// Fonts cut to the characters a document draws: much smaller, and still shaping those
/// characters to the same advances.
struct FontSubsetTests {
    @Test("Inter cut to a card's characters is a few percent of the font, and measures those characters the same")
    func subsetOfInter() throws {
        let measurer = try HarfBuzzTextMeasurer.loadDefault()
        let text = "Inbox 42 unread — Tuesday 1111"
        let start = ContinuousClock.now
        let subset = try #require(FontSubset.subset(measurer.fontData, keeping: text.unicodeScalars))
        let elapsed = ContinuousClock.now - start
        print("subset: \(measurer.fontData.count) → \(subset.count) bytes in \(elapsed)")
        #expect(subset.count < measurer.fontData.count / 5)
        let cut = try HarfBuzzTextMeasurer(fontData: subset)
        var digits = Font(size: 17)
        digits.monospacedDigit = true  // shaped with `tnum`, which the cut keeps
        for font in [Font(size: 17), Font(size: 34, weight: 700), digits] {
            #expect(abs(cut.width(of: Substring(text), in: font) - measurer.width(of: Substring(text), in: font)) < 1e-9)
        }
    }
}
