import LayoutEngine
import Testing
@testable import LayoutWire

/// A Label of the title-and-icon style: the icon, 8 points, then the title, centred.
@Suite("Label")
struct LabelDecodingTests {
    private static let label = #"{"type": "Label", "id": "l", "children": [{"type": "Color", "id": "title", "modifiers": [{"type": "frame", "width": 60, "height": 20}]}, {"type": "Color", "id": "icon", "modifiers": [{"type": "frame", "width": 20, "height": 10}]}]}"#

    @Test("The icon leads, the title follows 8 after it, both centred; the Label is as large as the two")
    func layout() throws {
        let text = try responseText(request(#"{"type": "HStack", "children": [\#(Self.label)]}"#))
        #expect(text.contains(#""id":"l","frame":{"x":106,"y":90,"width":88,"height":20}"#), "\(text)")
        #expect(text.contains(#""id":"icon","frame":{"x":106,"y":95,"width":20,"height":10}"#))
        #expect(text.contains(#""id":"title","frame":{"x":134,"y":90,"width":60,"height":20}"#))
    }

    @Test("titleOnly and iconOnly lay the Label out as that part alone; the other is reported as not placed")
    func oneParts() throws {
        let icon = try responseText(request(#"{"type": "HStack", "children": [\#(Self.label.dropLast()), "style": "iconOnly"}]}"#))
        #expect(icon.contains(#""id":"l","frame":{"x":140,"y":95,"width":20,"height":10}"#), "\(icon)")
        #expect(icon.contains(#""id":"title","placed":false"#))
        let title = try responseText(request(#"{"type": "HStack", "children": [\#(Self.label.dropLast()), "style": "titleOnly"}]}"#))
        #expect(title.contains(#""id":"l","frame":{"x":120,"y":90,"width":60,"height":20}"#), "\(title)")
        #expect(title.contains(#""id":"icon","placed":false"#))
    }

    @Test("A Label has two children and a style, and is refused directly as a List's row")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Label", "children": [{"type": "Color"}]}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Label", "title": "x", "children": [{"type": "Color"}, {"type": "Color"}]}"#))?.kind == .unknownField)
        #expect(decodeError(request(#"{"type": "Label", "style": "trailingIcon", "children": [{"type": "Color"}, {"type": "Color"}]}"#))?.kind
            == .invalidValue)
        #expect(decodeError(request(#"{"type": "List", "children": [\#(Self.label)]}"#))?.kind == .unsupported)
    }
}
