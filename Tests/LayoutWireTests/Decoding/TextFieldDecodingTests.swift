import LayoutEngine
import Testing
@testable import LayoutWire

/// A plain TextField: as wide as offered, 22 points tall with the body font, one line that never
/// wraps; a SecureField alike, 21 tall showing its title, its line's height holding text; both
/// plain neighbours to a stack's spacing (docs/evidence/controls.md, "TextField").
@Suite("TextField")
struct TextFieldDecodingTests {
    @Test("The field takes the offered width and 22 points; its text sits leading on one line")
    func plain() throws {
        let text = try responseText(request(#"{"type": "VStack", "children": [{"type": "TextField", "id": "f", "text": "a long placeholder that does not wrap"}]}"#))
        #expect(text.contains(#""id":"f","frame":{"x":0,"y":89,"width":300,"height":22}"#), "\(text)")
        let ideal = try responseText(request(#"{"type": "TextField", "id": "f", "text": "Name"}"#, proposal: #"{"width": null, "height": null}"#))
        #expect(ideal.contains(#""id":"f","frame":{"x":0,"y":0,"width":40,"height":22}"#), "offered no width, its text's (\(ideal))")
    }

    @Test("A SecureField shows one bullet per character, or its title while empty (then 21 tall)")
    func secure() throws {
        let text = try responseText(request(#"{"type": "VStack", "spacing": 0, "children": [{"type": "SecureField", "id": "e", "text": "", "title": "Password"}, {"type": "SecureField", "id": "s", "text": "abc", "title": "Password"}]}"#))
        #expect(text.contains(#""id":"e","frame":{"x":0,"y":79.5,"width":300,"height":21}"#), "\(text)")
        #expect(text.contains(#""id":"s","frame":{"x":0,"y":100.5,"width":300,"height":20}"#), "the monospace line's height: \(text)")
        let ideal = #"{"width": null, "height": null}"#
        let bullets = try responseText(request(#"{"type": "SecureField", "id": "s", "text": "abc", "title": "Password"}"#, proposal: ideal))
        #expect(bullets.contains(#""id":"s","frame":{"x":0,"y":0,"width":30,"height":20}"#), "three bullets, not the title: \(bullets)")
        #expect(decodeError(request(#"{"type": "SecureField", "title": "Password"}"#))?.kind == .missingField)
        // The bullets are what is shaped, three bytes each: a value within the limit can be past it.
        let value = String(repeating: "a", count: 2_000)
        #expect(decodeError(request(#"{"type": "SecureField", "text": "\#(value)"}"#), limits: WireLimits(maxTextBytes: 4_000))?.kind == .tooMuchText)
        #expect(decodeError(request(#"{"type": "TextField", "text": "\#(value)"}"#), limits: WireLimits(maxTextBytes: 4_000)) == nil)
    }

    @Test("Text fields are 8 apart in a stack, as plain views, where two Texts take the text rule")
    func spacing() throws {
        let text = try responseText(request(#"{"type": "VStack", "children": [{"type": "TextField", "id": "a", "text": "a"}, {"type": "TextField", "id": "b", "text": "b"}]}"#))
        #expect(text.contains(#""id":"b","frame":{"x":0,"y":104,"width":300,"height":22}"#), "22 + 8 below the first: \(text)")
    }

    @Test("The rounded border: the offered width, 34 tall at the default size, the text 7 in; other sizes and fonts refused")
    func roundedBorder() throws {
        let text = try responseText(request(#"{"type": "TextField", "id": "f", "text": "Name", "style": "roundedBorder"}"#))
        #expect(text.contains(#""id":"f","frame":{"x":0,"y":83,"width":300,"height":34}"#), "\(text)")
        let field = try decode(request(#"{"type": "TextField", "text": "Name", "style": "roundedBorder"}"#))
        #expect(outline(field) == "platformView(frame(flexibleFrame(padding(text))))")
        let large = #"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "accessibility5"}, "view": {"type": "TextField", "id": "f", "text": "a", "style": "roundedBorder"}}"#
        #expect(try responseText(large).contains(#""height":84.333333333}"#))
        let medium = #"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "medium"}, "view": {"type": "TextField", "text": "a", "style": "roundedBorder"}}"#
        #expect(decodeError(medium)?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "TextField", "text": "a", "style": "roundedBorder", "font": "title"}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "SecureField", "text": "a", "style": "roundedBorder"}"#))?.kind == .unsupported)
    }

    @Test("A TextField takes its text and nothing else")
    func refusals() {
        #expect(decodeError(request(#"{"type": "TextField", "text": 3}"#))?.kind == .wrongType)
        #expect(decodeError(request(#"{"type": "TextField", "text": "a", "children": []}"#))?.kind == .unknownField)
    }
}
