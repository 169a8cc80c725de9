import LayoutEngine
import Testing
@testable import LayoutWire

/// A NavigationStack: its bar across the top, 44 points inline (measured), 96 with a large title
/// (an older measurement), none without a title or items; the content centred below it.
@Suite("NavigationStack")
struct NavigationStackDecodingTests {
    private func stack(_ members: String) throws -> String {
        try responseText(request(#"{"type": "NavigationStack", "id": "n"\#(members), "children": [{"type": "Color", "id": "c", "modifiers": [{"type": "frame", "width": 100, "height": 50}]}]}"#,
                                 proposal: #"{"width": 390, "height": 700}"#))
    }

    @Test("An inline title: a 44-point bar, the content centred in the 656 points below it")
    func inline() throws {
        let text = try stack(#", "title": "Inbox", "titleDisplayMode": "inline""#)
        #expect(text.contains(#""id":"n","frame":{"x":0,"y":0,"width":390,"height":700},"navigationBar":{"frame":{"x":0,"y":0,"width":390,"height":44},"titleDisplayMode":"inline"}"#), "\(text)")
        #expect(text.contains(#""id":"c","frame":{"x":145,"y":347,"width":100,"height":50}"#), "\(text)")
    }

    @Test("A title is large by default at the root; no title and no items leave no bar")
    func modes() throws {
        #expect(try stack(#", "title": "Inbox""#).contains(#""navigationBar":{"frame":{"x":0,"y":0,"width":390,"height":96},"titleDisplayMode":"large"}"#))
        #expect(try stack("").contains(#""navigationBar":{"frame":{"x":0,"y":0,"width":390,"height":0},"titleDisplayMode":"inline"}"#))
        #expect(try stack(#", "toolbar": true"#).contains(#""height":44},"titleDisplayMode":"inline"}"#))
    }

    @Test("A NavigationStack has exactly one root view and known members")
    func refusals() {
        #expect(decodeError(request(#"{"type": "NavigationStack", "children": []}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "NavigationStack", "titleDisplayMode": "huge", "children": [{"type": "Color"}]}"#))?
            .pointer.description == "/view/titleDisplayMode")
    }
}
