import LayoutEngine
import Testing
@testable import LayoutWire

/// The TextContent of every Text in the request, in index order.
private func texts(_ json: String) throws -> [TextContent] {
    let r = try decode(json)
    return r.index.views.compactMap { view in
        guard view.type == .text, let node = view.node, case .text(let content) = r.tree[node].kind else { return nil }
        return content
    }
}

private func text(_ modifiers: String, font: String = #""body""#, environment: String = "{}") throws -> TextContent {
    try #require(try texts(#"{"environment": \#(environment), "view": {"type": "Text", "text": "Hi", "font": \#(font), "modifiers": [\#(modifiers)]}}"#).first)
}

/// Wrong values for the text modifiers and `environment.dynamicTypeSize`.
let textModifierErrorCases: [MalformedCase] = [
    MalformedCase(description: "an unknown Dynamic Type size", json: #"{"environment": {"dynamicTypeSize": "huge"}, "view": {"type": "Color"}}"#,
                  kind: .invalidValue, pointer: "/environment/dynamicTypeSize"),
    MalformedCase(description: "a minimumScaleFactor of 0", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "minimumScaleFactor", "value": 0}]}"#),
                  kind: .outOfRange, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a minimumScaleFactor above 1", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "minimumScaleFactor", "value": 1.5}]}"#),
                  kind: .outOfRange, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a negative lineSpacing", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "lineSpacing", "value": -2}]}"#),
                  kind: .outOfRange, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a kerning past 1000 pt", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "kerning", "value": 1001}]}"#),
                  kind: .outOfRange, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "an unknown truncation mode", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "truncationMode", "value": "start"}]}"#),
                  kind: .invalidValue, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a text case SwiftUI lacks", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "textCase", "value": "title"}]}"#),
                  kind: .invalidValue, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a parameter on bold", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "bold", "value": true}]}"#),
                  kind: .unknownField, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "tracking without its value", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "tracking"}]}"#),
                  kind: .missingField, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "allowsTightening given a number", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "allowsTightening", "value": 1}]}"#),
                  kind: .wrongType, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a font design SwiftUI lacks", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "fontDesign", "design": "italic"}]}"#),
                  kind: .invalidValue, pointer: "/view/modifiers/0/design"),
    MalformedCase(description: "fontDesign without its design", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "fontDesign"}]}"#),
                  kind: .missingField, pointer: "/view/modifiers/0/design"),
    MalformedCase(description: "a font's design given a number", json: request(#"{"type": "Text", "text": "a", "font": {"size": 12, "design": 1}}"#),
                  kind: .wrongType, pointer: "/view/font/design"),
]

@Suite("Decoding the text modifiers and Dynamic Type")
struct TextModifierDecodingTests {
    @Test("environment.dynamicTypeSize sets every text style's size; a size in points stays")
    func dynamicTypeSize() throws {
        let contents = try texts(#"""
            {"environment": {"dynamicTypeSize": "accessibility3"}, "view": {"type": "VStack", "children": [
              {"type": "Text", "text": "a", "font": "largeTitle"}, {"type": "Text", "text": "b"},
              {"type": "Text", "text": "c", "font": {"size": 12}}]}}
            """#)
        #expect(contents.map(\.font.size) == [52, 40, 12])
        #expect(contents[1].font.dynamicTypeSize == .accessibility3)
    }

    @Test("The dynamicTypeSize modifier overrides the environment's for the views inside")
    func dynamicTypeSizeModifier() throws {
        #expect(try text(#"{"type": "dynamicTypeSize", "value": "xSmall"}"#, environment: #"{"dynamicTypeSize": "xxxLarge"}"#).font.size == 14)
    }

    @Test("bold gives a text style its emphasized weight (body semibold, title bold) and a font in points bold")
    func bold() throws {
        #expect(try text(#"{"type": "bold"}"#).font.weight == 600)
        #expect(try text(#"{"type": "bold"}"#, font: #""title""#).font.weight == 700)
        #expect(try text(#"{"type": "bold"}"#, font: #"{"size": 12}"#).font.weight == 700)
        #expect(try text(#"{"type": "bold"}"#, font: #"{"size": 12, "weight": "light"}"#).font.weight == 300)
    }

    @Test("The innermost of bold and fontWeight wins, as with every environment modifier")
    func boldAndWeight() throws {
        #expect(try text(#"{"type": "fontWeight", "weight": "black"}, {"type": "bold"}"#).font.weight == 900)
        #expect(try text(#"{"type": "bold"}, {"type": "fontWeight", "weight": "ultraLight"}"#).font.weight == 600)
    }

    @Test("italic, monospacedDigit, kerning, tracking and lineSpacing reach the font")
    func fontAttributes() throws {
        let font = try text(#"""
            {"type": "italic"}, {"type": "monospacedDigit"}, {"type": "kerning", "value": 1.5},
            {"type": "tracking", "value": -0.5}, {"type": "lineSpacing", "value": 6}
            """#).font
        #expect(font.italic && font.monospacedDigit)
        #expect(font.kerning == 1.5 && font.tracking == -0.5 && font.lineSpacing == 6)
    }

    @Test("A font's own italic and monospacedDigit reach its text; a font set further in replaces them, where the modifiers hold")
    func fontFlags() throws {
        let own = try text("", font: #"{"style": "footnote", "italic": true, "monospacedDigit": true}"#).font
        #expect(own.italic && own.monospacedDigit)
        // The outer font carries the flags; the Text's own font replaces that font.
        let outer = try texts(#"{"view": {"type": "VStack", "children": [{"type": "Text", "text": "1", "font": "body"}, {"type": "Text", "text": "2"}],"#
                              + #" "modifiers": [{"type": "font", "font": {"style": "footnote", "monospacedDigit": true}}]}}"#)
        #expect(outer.map(\.font.monospacedDigit) == [false, true])
        // The modifier holds for every font inside, the Text's own included.
        let modifier = try texts(#"{"view": {"type": "VStack", "children": [{"type": "Text", "text": "1", "font": "body"}, {"type": "Text", "text": "2"}],"#
                                 + #" "modifiers": [{"type": "monospacedDigit"}]}}"#)
        #expect(modifier.map(\.font.monospacedDigit) == [true, true])
    }

    @Test("truncationMode, minimumScaleFactor and allowsTightening reach the text's rules")
    func rules() throws {
        let rules = try text(#"""
            {"type": "truncationMode", "value": "middle"}, {"type": "minimumScaleFactor", "value": 0.5},
            {"type": "allowsTightening", "value": true}, {"type": "lineLimit", "limit": 1}
            """#).rules
        #expect(rules == TextRules(lineLimit: 1, truncationMode: .middle, minimumScaleFactor: 0.5, allowsTightening: true))
    }

    @Test("textCase uppercases or lowercases the string; null turns an outer case off")
    func textCase() throws {
        #expect(try text(#"{"type": "textCase", "value": "uppercase"}"#).string == "HI")
        #expect(try text(#"{"type": "textCase", "value": "lowercase"}"#).string == "hi")
        #expect(try text(#"{"type": "textCase", "value": null}, {"type": "textCase", "value": "uppercase"}"#).string == "Hi")
    }

    @Test("The response's font names what the modifiers set, and only that")
    func responseFont() throws {
        let plain = try response(request(#"{"type": "Text", "text": "a", "id": "t"}"#))
        let plainFont = try #require(((plain["view"] as? [String: Any])?["font"]) as? [String: Any])
        #expect(plainFont["italic"] == nil && plainFont["dynamicTypeSize"] == nil && plainFont["scale"] == nil)
        let styled = try response(#"""
            {"environment": {"dynamicTypeSize": "xLarge"}, "view": {"type": "Text", "text": "a", "modifiers": [
              {"type": "italic"}, {"type": "kerning", "value": 2}, {"type": "lineSpacing", "value": 3}]}}
            """#)
        let font = try #require(((styled["view"] as? [String: Any])?["font"]) as? [String: Any])
        #expect(font["dynamicTypeSize"] as? String == "xLarge")
        #expect(font["italic"] as? Bool == true && font["kerning"] as? Double == 2 && font["lineSpacing"] as? Double == 3)
        #expect(font["size"] as? Double == 19)
    }
}

@Suite("Decoding fontDesign and a font's design")
struct FontDesignDecodingTests {
    @Test("fontDesign sets the design of each of SwiftUI's four Font.Design cases")
    func designs() throws {
        for design in FontDesign.allCases {
            #expect(try text(#"{"type": "fontDesign", "design": "\#(design.rawValue)"}"#).font.design == design)
        }
        #expect(try text("").font.design == .default)
    }

    @Test("The innermost fontDesign wins, and null removes an outer one (Apple: fontDesign(_:) with nil)")
    func innermostWins() throws {
        #expect(try text(#"{"type": "fontDesign", "design": "serif"}, {"type": "fontDesign", "design": "rounded"}"#).font.design == .serif)
        #expect(try text(#"{"type": "fontDesign", "design": null}, {"type": "fontDesign", "design": "serif"}"#).font.design == .default)
    }

    @Test("A font that names its design keeps it under fontDesign, as one naming its weight keeps that under fontWeight")
    func explicitDesignWins() throws {
        let serif = #"{"size": 20, "weight": "bold", "design": "serif"}"#
        let font = try text(#"{"type": "fontDesign", "design": "monospaced"}"#, font: serif).font
        #expect(font.design == .serif && font.size == 20 && font.weight == 700)
        #expect(try text(#"{"type": "fontDesign", "design": "monospaced"}"#, font: #"{"style": "title"}"#).font.design == .monospaced)
    }

    @Test("The response's font names the design, and nothing for the default one")
    func responseFont() throws {
        let plain = try response(request(#"{"type": "Text", "text": "a"}"#))
        #expect(((plain["view"] as? [String: Any])?["font"] as? [String: Any])?["design"] == nil)
        let styled = try response(request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "fontDesign", "design": "rounded"}]}"#))
        #expect(((styled["view"] as? [String: Any])?["font"] as? [String: Any])?["design"] as? String == "rounded")
    }
}
