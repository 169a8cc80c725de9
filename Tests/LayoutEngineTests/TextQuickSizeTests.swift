@testable import LayoutEngine
import LayoutTestSupport
import Testing

/// A Text answers some proposals without breaking lines (`MeasuredText.quickSize`): those
/// answers must be exactly what breaking the lines gives (`TextLines.size`), bit for bit,
/// since a −0 width is written as such.
struct TextQuickSizeTests {
    static let texts = ["Hello world", "", "Incomprehensible", "one\ntwo", "   ", "a b", "Hello world ", "x", "trailing\n"]
    static let lineLimits: [Int?] = [nil, 0, 1, 2]
    // "Hello world" is 110 wide: widths sit on, just inside and just outside that edge.
    static let widths: [Double?] = [nil, .infinity, 0, -0.0, -5, 1, 10, 50, 109.99, 110 - 1e-10, 110, 110 + 1e-10, 110 + 1e-8, 300]
    static let heights: [Double?] = [nil, .infinity, -.infinity, 0, -1, 5, 24, 1_000]

    /// Ordinary advances; negative ones (as a negative tracking makes of invisible characters);
    /// and a font so large that its line pitch overflows to infinity.
    static let faces: [(advance: Double, size: Double)] = [(0.5, 20), (-0.02, 20), (0.5, 1.7e308)]

    @Test("Every quick answer equals the line breaker's, for every text, line limit and proposal",
          arguments: texts, faces.indices)
    func quickAnswersMatchLineBreaking(text: String, face: Int) {
        let (advance, size) = Self.faces[face]
        let segments = TextSegments(text: text, font: Font(size: size), measurer: MonospaceTextMeasurer(advance: advance))
        var quick = 0
        withExtendedLifetime(segments) {
            // A text that may shrink (`minimumScaleFactor`) has fewer quick answers, never others.
            for lineLimit in Self.lineLimits {
                for factor in [1.0, 0.5] {
                    quick += checkQuickAnswers(segments, TextRules(lineLimit: lineLimit, minimumScaleFactor: factor), text)
                }
            }
        }
        // Every text has quick answers: its width-0 and 0×0 probes at least.
        #expect(quick >= Self.lineLimits.count * 2 * 4)
    }

    /// Checks every quick answer of `segments` under `rules`; returns how many there were.
    private func checkQuickAnswers(_ segments: TextSegments, _ rules: TextRules, _ text: String) -> Int {
        let measured = MeasuredText(unretained: segments, rules, scale: 3)
        var quick = 0
        for w in Self.widths {
            for h in Self.heights {
                let p = ProposedViewSize(width: w, height: h)
                guard let answer = measured.quickSize(for: p) else { continue }
                quick += 1
                var walked = 0
                let broken = TextLines.size(segments, rules, p, scale: 3, walked: &walked)
                #expect(answer.width.bitPattern == broken.width.bitPattern
                        && answer.height.bitPattern == broken.height.bitPattern,
                        "\(text.debugDescription) \(rules) \(p): \(answer) vs \(broken)")
            }
        }
        return quick
    }

    @Test("A text wider than the proposal, or with a newline, is not answered on one line")
    func wrappingNeedsLineBreaking() {
        let wide = TextSegments(text: "Hello world", font: Font(size: 20), measurer: MonospaceTextMeasurer())
        let twoLines = TextSegments(text: "one\ntwo", font: Font(size: 20), measurer: MonospaceTextMeasurer())
        withExtendedLifetime((wide, twoLines)) {
            #expect(MeasuredText(unretained: wide, TextRules(), scale: 3)
                .quickSize(for: ProposedViewSize(width: 60, height: nil)) == nil)
            #expect(MeasuredText(unretained: twoLines, TextRules(), scale: 3)
                .quickSize(for: ProposedViewSize(width: .infinity, height: nil)) == nil)
        }
    }
}
