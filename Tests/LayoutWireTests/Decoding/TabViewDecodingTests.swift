import LayoutEngine
import Testing
@testable import LayoutWire

/// A TabView: the selected tab above a 49-point tab bar at the bottom of the safe area
/// (docs/evidence/tabs-and-indicators.md).
@Suite("TabView")
struct TabViewDecodingTests {
    private static let tabs = #"[{"type": "Color", "id": "first"}, {"type": "Text", "id": "second", "text": "ab"}]"#

    @Test("The selected tab fills the region above the bar, centred; the bar is reported as tabBar")
    func layout() throws {
        let first = try responseText(#"{"proposal": {"width": 300, "height": 600}, "environment": {"safeAreaInsets": {"top": 50, "bottom": 30}}, "view": {"type": "TabView", "children": \#(Self.tabs)}}"#)
        #expect(first.contains(#""tabBar":{"frame":{"x":0,"y":521,"width":300,"height":49}}"#), "\(first)")
        #expect(first.contains(#""id":"first","frame":{"x":0,"y":50,"width":300,"height":471}"#), "\(first)")
        #expect(first.contains(#""id":"second","placed":false"#), "the tab not shown: \(first)")
        let second = try responseText(request(#"{"type": "TabView", "selection": 1, "children": \#(Self.tabs)}"#))
        #expect(second.contains(#""id":"second","frame":{"x":140,"y":65.5,"width":20,"height":20}"#), "centred in 0-151: \(second)")
    }

    @Test("An EmptyView tab shows nothing above the bar; a tab not shown is not measured, so its sizes are not refused")
    func emptyAndHidden() throws {
        let empty = try responseText(request(#"{"type": "TabView", "children": [{"type": "EmptyView"}]}"#))
        #expect(empty.contains(#""tabBar":{"frame":{"x":0,"y":151,"width":300,"height":49}}"#), "\(empty)")
        let hidden = #"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "medium"}, "view": {"type": "TabView", "children": [{"type": "Color"}, {"type": "ProgressView", "id": "p"}]}}"#
        #expect(try responseText(hidden).contains(#""id":"p","placed":false"#))
    }

    @Test("A selection past the tabs, or not a whole number, and a TabView without tabs are refused")
    func refusals() {
        #expect(decodeError(request(#"{"type": "TabView", "selection": 2, "children": \#(Self.tabs)}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "TabView", "selection": 0.5, "children": \#(Self.tabs)}"#))?.kind == .outOfRange)
        #expect(decodeError(request(#"{"type": "TabView", "selection": 1e300, "children": \#(Self.tabs)}"#))?.kind == .outOfRange)
        #expect(decodeError(request(#"{"type": "TabView", "children": []}"#))?.kind == .invalidValue)
    }
}
