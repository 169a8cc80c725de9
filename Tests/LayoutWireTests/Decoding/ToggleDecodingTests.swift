import LayoutEngine
import Testing
@testable import LayoutWire

/// A switch Toggle: its label leading, the 51 × 31 switch trailing, the row as wide as offered
/// and as tall as the taller of the two (docs/evidence/controls.md, "Toggle").
@Suite("Toggle")
struct ToggleDecodingTests {
    @Test("The row takes the offered width and the switch's height; the label sits leading, centred on the row")
    func row() throws {
        let text = try responseText(request(#"{"type": "Toggle", "id": "t", "isOn": true, "children": [{"type": "Text", "id": "l", "text": "Wi-Fi"}]}"#))
        #expect(text.contains(#""id":"t","frame":{"x":0,"y":84.5,"width":300,"height":31}"#), "\(text)")
        #expect(text.contains(#""id":"l","frame":{"x":0,"y":90,"width":50,"height":20}"#), "\(text)")
    }

    @Test("A label taller than the switch sets the row's height")
    func tallLabel() throws {
        let text = try responseText(request(#"{"type": "Toggle", "id": "t", "children": [{"type": "Color", "id": "l", "modifiers": [{"type": "frame", "width": 40, "height": 60}]}]}"#))
        #expect(text.contains(#""id":"t","frame":{"x":0,"y":70,"width":300,"height":60}"#), "\(text)")
    }

    @Test("A Toggle has exactly one label")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Toggle", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Toggle", "isOn": 1, "children": [{"type": "Color"}]}"#))?.pointer.description == "/view/isOn")
    }
}
