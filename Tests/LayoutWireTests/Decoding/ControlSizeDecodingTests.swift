import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

/// `controlSize`: the bordered buttons' padding at each size, and the subheadline label at the
/// two smallest; every other control at a size other than regular is refused
/// (docs/evidence/new-renders.md §2; the measured case is
/// `swiftuiml-bordered-buttons-at-each-control-size-ios18`).
@Suite("controlSize")
struct ControlSizeDecodingTests {
    private func button(_ size: String, style: String = "bordered", label: String) -> String {
        #"{"type": "Button", "id": "b", "style": "\#(style)", "modifiers": [{"type": "controlSize", "value": "\#(size)"}], "children": [\#(label)]}"#
    }

    private func frameOf(_ id: String, in json: String) throws -> [Double]? {
        let views = try response(json)[object: "view"].map { [$0] } ?? []
        return find(id, views).flatMap { frame($0["frame"]) }
    }

    private func find(_ id: String, _ views: [[String: Any]]) -> [String: Any]? {
        for view in views {
            if view["id"] as? String == id { return view }
            if let found = find(id, view[objects: "children"]) { return found }
        }
        return nil
    }

    @Test("A bordered button pads its label 10 and 5 at mini and small, 12 and 7 at regular, 20 and 15 at large and extra large")
    func padding() throws {
        let label = #"{"type": "Color", "modifiers": [{"type": "frame", "width": 50, "height": 20}]}"#
        let sizes: [(String, Double, Double)] = [("mini", 70, 30), ("small", 70, 30), ("regular", 74, 34), ("large", 90, 50), ("extraLarge", 90, 50)]
        for (size, width, height) in sizes {
            let found = try frameOf("b", in: request(button(size, label: label)))
            #expect(found?[2] == width && found?[3] == height, "\(size): \(String(describing: found))")
        }
    }

    @Test("A font, weight or design set around a mini or small bordered button is refused, not around a large one")
    func fontAround() {
        // The subheadline label itself shows in the measured case's 28-point heights (a body
        // line would make 30.33); the test measurer's lines are 20 tall in every font.
        let go = #"{"type": "Text", "text": "Go"}"#
        func titled(_ size: String, _ modifier: String = #"{"type": "font", "font": "title"}"#) -> String {
            request(#"{"type": "VStack", "modifiers": [\#(modifier)], "children": [\#(button(size, label: go))]}"#)
        }
        #expect(decodeError(titled("mini"))?.kind == .unsupported)
        #expect(decodeError(titled("small"))?.kind == .unsupported)
        #expect(decodeError(titled("small", #"{"type": "fontWeight", "weight": "bold"}"#))?.kind == .unsupported)
        #expect(decodeError(titled("mini", #"{"type": "fontDesign", "design": "rounded"}"#))?.kind == .unsupported)
        #expect(decodeError(titled("large")) == nil)
        #expect(decodeError(titled("large", #"{"type": "fontWeight", "weight": "bold"}"#)) == nil)
        #expect(decodeError(request(button("small", label: go))) == nil)
    }

    @Test("Other controls, and buttons of the borderless styles, are refused at a size other than regular; other views are not")
    func refusals() {
        let label = #"{"type": "Text", "text": "Wi-Fi"}"#
        func sized(_ view: String, _ size: String) -> String {
            request(#"{"type": "VStack", "modifiers": [{"type": "controlSize", "value": "\#(size)"}], "children": [\#(view)]}"#)
        }
        let toggle = #"{"type": "Toggle", "children": [\#(label)]}"#
        #expect(decodeError(sized(toggle, "large"))?.kind == .unsupported)
        #expect(decodeError(sized(toggle, "regular")) == nil)
        #expect(decodeError(sized(#"{"type": "Slider"}"#, "mini"))?.kind == .unsupported)
        #expect(decodeError(request(button("small", style: "automatic", label: label)))?.kind == .unsupported)
        #expect(decodeError(request(button("small", style: "plain", label: label)))?.kind == .unsupported)
        #expect(decodeError(sized(label, "extraLarge")) == nil)
        #expect(decodeError(request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "controlSize", "value": "huge"}]}"#))?.kind == .invalidValue)
    }
}
