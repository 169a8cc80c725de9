import LayoutEngine
import Testing
@testable import LayoutWire

/// A Stepper as a Form row: its label leading, the 94 × 32 control trailing on the row's inset,
/// centred, a one-line row 44 tall (docs/evidence/stepper.md).
@Suite("Stepper")
struct StepperDecodingTests {
    static func form(_ stepper: String, width: Int = 400) -> String {
        #"{"proposal": {"width": \#(width), "height": 300}, "view": {"type": "Form", "children": [\#(stepper)]}}"#
    }

    @Test("As a row it spans the row's content, as tall as its label, and the row keeps the least height")
    func row() throws {
        let stepper = #"{"type": "Stepper", "id": "s", "children": [{"type": "Color", "id": "l", "modifiers": [{"type": "frame", "width": 50, "height": 20}]}]}"#
        let text = try responseText(Self.form(#"{"type": "Section", "id": "c", "children": [\#(stepper)]}"#))
        #expect(text.contains(#""id":"c","frame":{"x":20,"y":35,"width":360,"height":44}"#), "\(text)")
        #expect(text.contains(#""id":"s","frame":{"x":40,"y":47,"width":320,"height":20}"#), "\(text)")
    }

    @Test("Outside a List, under labelsHidden, or without exactly one label it is refused")
    func refusals() {
        let stepper = #"{"type": "Stepper", "children": [{"type": "Text", "text": "Q"}]}"#
        #expect(decodeError(request(stepper))?.kind == .unsupported)
        let hidden = #"{"type": "Stepper", "modifiers": [{"type": "labelsHidden"}], "children": [{"type": "Text", "text": "Q"}]}"#
        #expect(decodeError(Self.form(hidden))?.kind == .unsupported)
        #expect(decodeError(Self.form(#"{"type": "Stepper", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(Self.form(#"{"type": "Stepper", "value": 3, "children": [{"type": "Color"}]}"#))?.kind == .unknownField)
    }
}
