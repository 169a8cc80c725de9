import LayoutEngine
import Testing
@testable import LayoutWire

/// A Button of the automatic or plain style is as large as its label, which it places at its
/// origin (docs/evidence/controls.md).
@Suite("Button")
struct ButtonDecodingTests {
    @Test("A Button's frame is its label's, in a stack as on its own")
    func sameAsLabel() throws {
        let button = try responseText(request(#"{"type": "HStack", "children": [{"type": "Button", "id": "b", "role": "destructive", "children": [{"type": "Text", "id": "t", "text": "Save"}]}, {"type": "Text", "id": "o", "text": "Other"}]}"#))
        let plain = try responseText(request(#"{"type": "HStack", "children": [{"type": "Text", "id": "t", "text": "Save"}, {"type": "Text", "id": "o", "text": "Other"}]}"#))
        func frame(_ text: String, _ id: String) -> Substring? {
            guard let at = text.range(of: #""id":"\#(id)","frame":"#) else { return nil }
            return text[at.upperBound...].prefix { $0 != "}" }
        }
        #expect(frame(button, "b") == frame(plain, "t") && frame(button, "t") == frame(plain, "t"), "\(button)")
        #expect(frame(button, "o") == frame(plain, "o"))
    }

    @Test("The automatic and borderless styles centre the label's lines, over the environment around the button; plain does not")
    func centredLines() throws {
        func lines(_ style: String) throws -> String {
            let text = try responseText(request(#"{"type": "Button", "style": "\#(style)", "modifiers": [{"type": "multilineTextAlignment", "alignment": "leading"}], "children": [{"type": "Text", "id": "t", "text": "one two three four five six", "modifiers": [{"type": "frame", "width": 100}]}]}"#))
            return String(text[text.range(of: #""lines":"#)!.lowerBound...].prefix(400))
        }
        let centred = try lines("automatic"), plain = try lines("plain")
        #expect(centred != plain)
        #expect(try lines("borderless") == centred)
        #expect(plain.contains(#""x":100,"y":70,"width":70"#) && centred.contains(#""x":115,"y":70,"width":70"#), "\(centred)")
    }

    @Test("The bordered styles pad the label 12 at the sides and 7 above and below; a label that takes the width takes it")
    func bordered() throws {
        let label = #"{"type": "Color", "id": "l", "modifiers": [{"type": "frame", "width": 50, "height": 20}]}"#
        for style in ["bordered", "borderedProminent"] {
            let text = try responseText(request(#"{"type": "Button", "id": "b", "style": "\#(style)", "children": [\#(label)]}"#))
            #expect(text.contains(#""id":"b","frame":{"x":113,"y":83,"width":74,"height":34}"#), "\(text)")
            #expect(text.contains(#""id":"l","frame":{"x":125,"y":90,"width":50,"height":20}"#), "\(text)")
        }
        let wide = try responseText(request(#"{"type": "Button", "id": "b", "style": "bordered", "children": [{"type": "Color", "modifiers": [{"type": "frame", "height": 30}, {"type": "frame", "maxWidth": "infinity"}]}]}"#))
        #expect(wide.contains(#""id":"b","frame":{"x":0,"y":78,"width":300,"height":44}"#), "\(wide)")
    }

    @Test("A bordered button is refused where its padding is not measured: other text sizes, a List's rows")
    func borderedRefusals() {
        let button = #"{"type": "Button", "style": "bordered", "children": [{"type": "Text", "text": "Go"}]}"#
        let large = #"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "xxLarge"}, "view": \#(button)}"#
        #expect(decodeError(large)?.kind == .unsupported)
        let own = #"{"type": "Button", "style": "bordered", "modifiers": [{"type": "dynamicTypeSize", "value": "small"}], "children": [{"type": "Text", "text": "Go"}]}"#
        #expect(decodeError(request(own))?.kind == .unsupported, "a size set on the button itself counts too")
        #expect(decodeError(request(#"{"type": "List", "children": [\#(button)]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "List", "children": [{"type": "HStack", "children": [\#(button)]}]}"#)) == nil)
    }

    @Test("A Button has exactly one label and a known role")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Button", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Button", "children": [{"type": "Color"}, {"type": "Color"}]}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Button", "role": "primary", "children": [{"type": "Color"}]}"#))?.pointer.description == "/view/role")
    }
}
