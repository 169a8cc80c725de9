import Foundation
import LayoutEngine
import TextShaping
import Testing

/// Each font design measured in its own font (docs/fidelity.md, "Font designs"): SF Mono, which Apple
/// calls a monospaced variant of San Francisco (https://developer.apple.com/fonts/), by
/// JetBrains Mono; New York, Apple's serif (UIFontDescriptor.SystemDesign.serif), by Caladea;
/// SF Pro Rounded, the rounded variant of the default typeface
/// (UIFontDescriptor.SystemDesign.rounded), by the default font.
struct FontDesignWidthTests {
    func width(_ s: String, _ design: FontDesign, weight: Int = 400) throws -> Double {
        var font = Font.body
        font.design = design
        font.weight = weight
        return try Fixture.measurer().uncachedWidth(of: Substring(s), in: font)
    }

    static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        + (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

    @Test("monospaced sets every ASCII letter and digit in one advance; the default design does not")
    func monospacedLetters() throws {
        let characters = Self.letters + (0...9).map(String.init)
        let mono = try Set(characters.map { try width($0, .monospaced) })
        #expect(mono.count == 1)
        #expect(try Set(characters.map { try width($0, .default) }).count > 10)
    }

    @Test("monospaced: 'iiii' is as wide as 'MMMM', bold as wide as regular")
    func monospacedStrings() throws {
        #expect(try width("iiii", .monospaced) == width("MMMM", .monospaced))
        #expect(try width("MMMM", .monospaced, weight: 700) == width("MMMM", .monospaced))
    }

    @Test("serif is measured in its own font: 'Hamburgefonstiv' differs from the default design's")
    func serifDiffers() throws {
        let serif = try width("Hamburgefonstiv", .serif), sans = try width("Hamburgefonstiv", .default)
        #expect(abs(serif - sans) > 1)
    }

    @Test("serif sets weights from 550 in its bold file and lighter ones in its regular file")
    func serifWeights() throws {
        let regular = try width("Hamburgefonstiv", .serif)
        #expect(try width("Hamburgefonstiv", .serif, weight: 500) == regular)
        #expect(try width("Hamburgefonstiv", .serif, weight: 600) > regular)
        #expect(try width("Hamburgefonstiv", .serif, weight: 900) == width("Hamburgefonstiv", .serif, weight: 600))
    }

    @Test("rounded is measured as the default design: SF Pro Rounded is SF Pro's rounded variant")
    func roundedIsDefault() throws {
        #expect(try width("Hamburgefonstiv", .rounded) == width("Hamburgefonstiv", .default))
        let m = try Fixture.measurer()
        #expect(m.familyName(of: .rounded) == m.familyName)
    }

    @Test("Each design names its family; the stand-ins take no sf-compat tracking")
    func families() throws {
        let m = try Fixture.measurer()
        #expect(m.familyName(of: .monospaced) == "JetBrains Mono")
        #expect(m.familyName(of: .serif) == "Caladea")
        var serif = Font.body
        serif.design = .serif
        #expect(m.metrics(of: serif).tracking == 0 && m.metrics(of: .body).tracking != 0)
    }

    @Test("A design whose font is missing is measured in the default font, and the loader says why")
    func missingFontFallsBack() throws {
        let (m, missing) = try HarfBuzzTextMeasurer.loadDefault()
            .withDesignFonts(directories: [.monospaced: "/nonexistent", .serif: "/nonexistent"])
        #expect(missing.count == 2 && missing.allSatisfy { $0.path.hasPrefix("/nonexistent") })
        var mono = Font.body
        mono.design = .monospaced
        #expect(m.familyName(of: .monospaced) == m.familyName)
        #expect(m.uncachedWidth(of: "Hello", in: mono) == m.uncachedWidth(of: "Hello", in: .body))
    }
}
