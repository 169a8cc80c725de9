import LayoutEngine
import Testing
@testable import LayoutWire

/// A plain TextField: as wide as offered, 22 points tall with the body font, one line that never
/// wraps (docs/evidence/controls.md, "TextField").
@Suite("TextField")
struct TextFieldDecodingTests {
    @Test("The field takes the offered width and 22 points; its text sits leading on one line")
    func plain() throws {
        let text = try responseText(request(#"{"type": "VStack", "children": [{"type": "TextField", "id": "f", "text": "a long placeholder that does not wrap"}]}"#))
        #expect(text.contains(#""id":"f","frame":{"x":0,"y":89,"width":300,"height":22}"#), "\(text)")
        let ideal = try responseText(request(#"{"type": "TextField", "id": "f", "text": "Name"}"#, proposal: #"{"width": null, "height": null}"#))
        #expect(ideal.contains(#""id":"f","frame":{"x":0,"y":0,"width":40,"height":22}"#), "offered no width, its text's (\(ideal))")
    }

    @Test("A TextField takes its text and nothing else")
    func refusals() {
        #expect(decodeError(request(#"{"type": "TextField", "text": 3}"#))?.kind == .wrongType)
        #expect(decodeError(request(#"{"type": "TextField", "text": "a", "children": []}"#))?.kind == .unknownField)
    }
}
