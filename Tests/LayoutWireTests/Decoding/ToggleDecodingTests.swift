import LayoutEngine
import Testing
@testable import LayoutWire

/// A switch Toggle: its label leading, the switch trailing (49 × 31 in layout, 51 drawn), the row
/// as wide as offered and as tall as the taller of the two (docs/evidence/controls.md, "Toggle";
/// labels-hidden.md).
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

    @Test("As a List's row the switch overhangs a row as tall as the label (44); in an HStack in the row it does not")
    func listRow() throws {
        let toggle = #"{"type": "Toggle", "id": "t", "children": [{"type": "Color", "modifiers": [{"type": "frame", "width": 40, "height": 20}]}]}"#
        let row = try responseText(request(#"{"type": "List", "children": [{"type": "Section", "id": "c", "children": [\#(toggle)]}]}"#))
        #expect(row.contains(#""id":"c","frame":{"x":20,"y":35,"width":260,"height":44}"#), "\(row)")
        #expect(row.contains(#""id":"t","frame":{"x":40,"y":47,"width":220,"height":20}"#), "\(row)")
        let nested = try responseText(request(#"{"type": "List", "children": [{"type": "Section", "id": "c", "children": [{"type": "HStack", "children": [\#(toggle)]}]}]}"#))
        #expect(nested.contains(#""id":"c","frame":{"x":20,"y":35,"width":260,"height":53}"#), "\(nested)")
    }

    @Test("With labels hidden the Toggle is its 49 × 31 switch alone, centred where offered; the label is not placed")
    func labelsHidden() throws {
        let toggle = #"{"type": "Toggle", "id": "t", "children": [{"type": "Text", "id": "l", "text": "Wi-Fi"}]}"#
        let text = try responseText(request(#"{"type": "VStack", "modifiers": [{"type": "labelsHidden"}], "children": [\#(toggle)]}"#))
        #expect(text.contains(#""id":"t","frame":{"x":125.5,"y":84.5,"width":49,"height":31}"#), "\(text)")
        #expect(text.contains(#""id":"l","placed":false"#), "\(text)")
        // An EmptyView label without labelsHidden leaves the row as wide as offered: an empty column.
        let empty = try responseText(request(#"{"type": "Toggle", "id": "t", "children": [{"type": "EmptyView"}]}"#))
        #expect(empty.contains(#""id":"t","frame":{"x":0,"y":84.5,"width":300,"height":31}"#), "\(empty)")
    }

    @Test("Under labelsHidden what is not measured is refused: a Toggle as a List row, a menu Picker, text fields")
    func labelsHiddenRefusals() {
        let hidden = #""modifiers": [{"type": "labelsHidden"}]"#
        let toggle = #"{"type": "Toggle", "children": [{"type": "Text", "text": "A"}]}"#
        #expect(decodeError(request(#"{"type": "List", \#(hidden), "children": [\#(toggle)]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "List", "children": [{"type": "HStack", \#(hidden), "children": [\#(toggle)]}]}"#)) == nil)
        let picker = #"{"type": "Picker", "children": [{"type": "Text", "text": "S"}]}"#
        #expect(decodeError(request(#"{"type": "List", \#(hidden), "children": [\#(picker)]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "TextField", "text": "a", \#(hidden)}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "SecureField", "text": "a", \#(hidden)}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Toggle", "children": [{"type": "Color"}], "modifiers": [{"type": "labelsHidden", "x": 1}]}"#))?.kind == .unknownField)
        // A field that breaks the contract is a 400 first; one in a hidden label is never placed, so not refused.
        #expect(decodeError(request(#"{"type": "TextField", \#(hidden)}"#))?.kind == .missingField)
        #expect(decodeError(request(#"{"type": "Toggle", \#(hidden), "children": [{"type": "TextField", "text": "a"}]}"#)) == nil)
    }

    @Test("A Toggle has exactly one label")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Toggle", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Toggle", "isOn": 1, "children": [{"type": "Color"}]}"#))?.pointer.description == "/view/isOn")
    }
}
