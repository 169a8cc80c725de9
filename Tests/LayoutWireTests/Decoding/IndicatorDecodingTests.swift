import LayoutEngine
import Testing
@testable import LayoutWire

/// The circular ProgressView: a spinner of a fixed size, 20 × 20 at the default text size and
/// 56.33 at accessibility5, the sizes measured (docs/evidence/tabs-and-indicators.md).
@Suite("ProgressView")
struct ProgressViewDecodingTests {
    @Test("The spinner keeps its size whatever it is offered, centred in its place")
    func fixed() throws {
        let text = try responseText(request(#"{"type": "ProgressView", "id": "p"}"#))
        #expect(text.contains(#""id":"p","frame":{"x":140,"y":90,"width":20,"height":20}"#), "\(text)")
        let small = try responseText(request(#"{"type": "ProgressView", "id": "p", "style": "circular"}"#, proposal: #"{"width": 5, "height": 5}"#))
        #expect(small.contains(#""width":20,"height":20}"#), "\(small)")
        let large = try responseText(#"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "accessibility5"}, "view": {"type": "ProgressView", "id": "p"}}"#)
        #expect(large.contains(#""width":56.333333333,"height":56.333333333}"#), "\(large)")
    }

    @Test("A size not measured, a linear style, a value or children are refused")
    func refusals() {
        let medium = #"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "medium"}, "view": {"type": "ProgressView"}}"#
        #expect(decodeError(medium)?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "ProgressView", "style": "linear"}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "ProgressView", "value": 0.5}"#))?.kind == .unknownField)
        #expect(decodeError(request(#"{"type": "ProgressView", "children": []}"#))?.kind == .unknownField)
    }
}

/// The segmented Picker: the control alone, as wide as offered and 31 tall.
@Suite("Segmented Picker")
struct SegmentedPickerDecodingTests {
    @Test("The control takes the offered width and 31 points; its label and value are not placed")
    func layout() throws {
        let text = try responseText(request(#"{"type": "Picker", "id": "p", "style": "segmented", "children": [{"type": "Text", "id": "l", "text": "S"}], "value": {"type": "Text", "id": "v", "text": "A"}}"#))
        #expect(text.contains(#""id":"p","frame":{"x":0,"y":84.5,"width":300,"height":31}"#), "\(text)")
        #expect(text.contains(#""id":"l","placed":false"#) && text.contains(#""id":"v","placed":false"#), "\(text)")
    }

    @Test("As a List's row the segmented style is refused, as the menu style is outside one")
    func refusals() {
        let picker = #"{"type": "Picker", "style": "segmented", "children": [{"type": "Text", "text": "S"}]}"#
        #expect(decodeError(request(#"{"type": "List", "children": [\#(picker)]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Picker", "children": [{"type": "Text", "text": "S"}]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Picker", "style": "wheel", "children": [{"type": "Text", "text": "S"}]}"#))?.kind == .invalidValue)
    }
}
