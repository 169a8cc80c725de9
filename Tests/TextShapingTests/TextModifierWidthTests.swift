import LayoutEngine
import TextShaping
import Testing

/// What the text modifiers add to Inter's shaped widths, by Apple's definitions: tracking
/// between character clusters (treated like trailing whitespace, NSAttributedString.Key.tracking),
/// kerning after every character, the last one included (SwiftUI `Text.kerning(_:)`), tabular
/// figures for `monospacedDigit()`, and no change of advances for italic.
struct TextModifierWidthTests {
    func width(_ s: String, _ edit: (inout Font) -> Void) throws -> Double {
        var font = Font.body
        edit(&font)
        return try Fixture.measurer().width(of: Substring(s), in: font)
    }

    @Test("tracking(2) widens 'Hello' by 4 × 2 pt: between its five clusters, not after the last")
    func tracking() throws {
        let plain = try width("Hello") { _ in }
        #expect(abs(try width("Hello") { $0.tracking = 2 } - plain - 8) < 1e-9)
    }

    @Test("kerning(2) widens 'Hello' by 5 × 2 pt: after every character, the last included")
    func kerning() throws {
        let plain = try width("Hello") { _ in }
        #expect(abs(try width("Hello") { $0.kerning = 2 } - plain - 10) < 1e-9)
    }

    @Test("The response's tracking is the profile's plus the text's own")
    func reportedTracking() throws {
        var font = Font.body
        font.tracking = 1
        let m = try Fixture.measurer()
        #expect(abs(m.metrics(of: font).tracking - (m.metrics(of: .body).tracking + 1)) < 1e-12)
    }

    @Test("font-native reports the text's own tracking too, which its widths include")
    func nativeTracking() throws {
        var font = Font.body
        font.tracking = 1.5
        let m = try Fixture.measurer(.fontNative)
        #expect(m.metrics(of: font).tracking == 1.5 && m.metrics(of: .body).tracking == 0)
        #expect(abs(m.width(of: "Hello", in: font) - m.width(of: "Hello", in: .body) - 6) < 1e-9)
    }

    @Test("monospacedDigit sets every digit in the same advance: '1111' is as wide as '0000'")
    func tabularDigits() throws {
        #expect(try width("1111") { _ in } != width("0000") { _ in })  // proportional by default
        #expect(abs(try width("1111") { $0.monospacedDigit = true } - width("0000") { $0.monospacedDigit = true }) < 1e-9)
    }

    @Test("italic keeps the upright advances (drawn slanted, see README)")
    func italic() throws {
        #expect(try width("Hello") { $0.italic = true } == width("Hello") { _ in })
    }

    @Test("Every one of the nine weights shapes, and heavier is wider")
    func nineWeights() throws {
        let widths = try (1...9).map { w in try width("Hamburgefonstiv") { $0.weight = w * 100 } }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
    }
}
