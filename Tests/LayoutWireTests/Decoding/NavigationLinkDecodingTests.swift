import LayoutEngine
import Testing
@testable import LayoutWire

/// A NavigationLink: its label alone outside a List, as a Button's; as a List's row, the label
/// leading and the disclosure indicator trailing, measured (`DisclosureIndicatorMetrics`).
@Suite("NavigationLink")
struct NavigationLinkDecodingTests {
    private static let label = #"{"type": "Color", "id": "label", "modifiers": [{"type": "frame", "width": 50, "height": 10}]}"#

    @Test("Outside a List a NavigationLink is as large as its label, at its origin")
    func alone() throws {
        let text = try responseText(request(#"{"type": "NavigationLink", "id": "n", "children": [\#(Self.label)]}"#))
        #expect(text.contains(#""id":"n","frame":{"x":125,"y":95,"width":50,"height":10}"#), "\(text)")
        #expect(!text.contains("disclosureIndicator"))
    }

    @Test("As a List's row: the label takes what the chevron leaves, the chevron ends 20.67 from the card's edge, centred")
    func row() throws {
        let body = try response(#"{"proposal": {"width": 390, "height": 700}, "view": {"type": "List", "children": [{"type": "Section", "children": [{"type": "NavigationLink", "id": "n", "children": [\#(Self.label)]}]}]}}"#)
        let section = try #require(((body["view"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        let link = try #require((section["children"] as? [[String: Any]])?.first)
        let chevron = try #require((link["disclosureIndicator"] as? [String: Any])?["frame"] as? [String: Double])
        let M = DisclosureIndicatorMetrics.self
        #expect(abs(chevron["x"]! + M.size.width - (370 - 20 - M.trailingBeyondRow)) < 1e-6)
        #expect(abs(chevron["y"]! - (35 + (44 - M.size.height) / 2)) < 1e-6)
        let frame = try #require(link["frame"] as? [String: Double])
        #expect(frame["x"] == 40 && frame["width"] == 310, "the link is the row's content, chevron included")
        let label = try #require((link["children"] as? [[String: Any]])?.first?["frame"] as? [String: Double])
        #expect(label["x"] == 40 && label["width"] == 50, "the label at the row's leading edge, as large as it is")
    }

    @Test("A NavigationLink has one child, its label, and no parameters")
    func refusals() {
        #expect(decodeError(request(#"{"type": "NavigationLink", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "NavigationLink", "title": "x", "children": [{"type": "Color"}]}"#))?.kind == .unknownField)
    }
}
