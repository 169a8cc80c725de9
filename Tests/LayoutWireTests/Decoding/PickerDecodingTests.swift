import LayoutEngine
import Testing
@testable import LayoutWire

/// A Picker in the menu style, as a List's row: the label leading, the selected option's view
/// and the menu indicator trailing, measured (`MenuIndicatorMetrics`).
@Suite("Picker")
struct PickerDecodingTests {
    private static func list(_ picker: String, size: String = "large") -> String {
        #"{"proposal": {"width": 390, "height": 700}, "environment": {"dynamicTypeSize": "\#(size)"}, "view": {"type": "List", "children": [\#(picker)]}}"#
    }
    private static let picker = #"{"type": "Picker", "id": "p", "children": [{"type": "Color", "id": "label", "modifiers": [{"type": "frame", "width": 50, "height": 10}]}], "value": {"type": "Color", "id": "value", "modifiers": [{"type": "frame", "width": 30, "height": 10}]}}"#

    private func row(_ body: [String: Any]) throws -> [String: Any] {
        try #require(((body["view"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
    }

    @Test("As a List's row: the indicator ends 2 inside the row's trailing inset, the value 6 before it, the label leading")
    func row() throws {
        let picker = try row(try response(Self.list(Self.picker)))
        let indicator = try #require((picker["menuIndicator"] as? [String: Any])?["frame"] as? [String: Double])
        let M = MenuIndicatorMetrics.large
        #expect(abs(indicator["x"]! + M.size.width - (370 - 20 - 2)) < 1e-6)
        #expect(abs(indicator["y"]! - (35 + (44 - M.size.height) / 2)) < 1e-6, "centred in the 44-point row")
        let value = try #require((picker["value"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(abs(value["x"]! + 30 + MenuIndicatorMetrics.spacing - indicator["x"]!) < 1e-6)
        let label = try #require((picker["children"] as? [[String: Any]])?.first?["frame"] as? [String: Double])
        #expect(label["x"] == 40 && label["width"] == 50)
        let frame = try #require(picker["frame"] as? [String: Double])
        #expect(frame["x"] == 40 && frame["width"] == 310, "the Picker is the row's content, indicator included")
    }

    @Test("At the Medium size the indicator is the measured 8.33 × 12, 1.67 inside the inset; without a value only the indicator trails")
    func medium() throws {
        let noValue = #"{"type": "Picker", "children": [{"type": "Text", "text": "Size"}]}"#
        let picker = try row(try response(Self.list(noValue, size: "medium")))
        let indicator = try #require((picker["menuIndicator"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(abs(indicator["width"]! - 25.0 / 3) < 1e-6 && indicator["height"] == 12)
        #expect(abs(indicator["x"]! + indicator["width"]! - (350 - 5.0 / 3)) < 1e-6)
        #expect(picker["value"] == nil)
    }

    @Test("Other text sizes scale the Large indicator by the body font, to the pixel")
    func scaled() {
        let big = MenuIndicatorMetrics.at(.xxxLarge, displayScale: 3)
        #expect(big.size.height > 13 && (big.size.height * 3).rounded() == big.size.height * 3)
    }

    @Test("A Picker outside a List is refused; it has one child, its label, and a value view")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Picker", "children": [{"type": "Color"}]}"#))?.kind == .unsupported)
        #expect(decodeError(Self.list(#"{"type": "Picker", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(Self.list(#"{"type": "Picker", "title": "x", "children": [{"type": "Color"}]}"#))?.kind == .unknownField)
        #expect(decodeError(Self.list(#"{"type": "Picker", "value": 3, "children": [{"type": "Color"}]}"#)) != nil)
    }
}
