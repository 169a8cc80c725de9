import LayoutEngine
import Testing
@testable import LayoutWire

/// Lengths read from a GeometryReader's proxy: expressions over the reader's size, resolved
/// when the reader places its content, which it proposes that size.
@Suite("GeometryReader proxy lengths")
struct ProxyLengthTests {
    private func reader(_ modifiers: String, proposal: String = #"{"width": 300, "height": 200}"#) -> String {
        request(#"{"type": "GeometryReader", "children": [{"type": "Color", "id": "c", "modifiers": [\#(modifiers)]}]}"#,
                proposal: proposal)
    }

    @Test("A frame of half the reader's width and a quarter of its shorter side, at the reader's top leading corner")
    func frame() throws {
        let text = try responseText(reader(#"{"type": "frame", "width": "width * 0.5", "height": "min(width, height) / 4"}"#))
        #expect(text.contains(#""id":"c","frame":{"x":0,"y":0,"width":150,"height":50}"#), "\(text)")
    }

    @Test("Padding, offset and position read the reader's size too; numbers mix with expressions")
    func otherLayers() throws {
        let padded = try responseText(reader(#"{"type": "padding", "edges": "horizontal", "length": "width / 10"}"#))
        #expect(padded.contains(#""id":"c","frame":{"x":30,"y":0,"width":240,"height":200}"#), "\(padded)")
        let placed = try responseText(reader(#"{"type": "frame", "width": 20, "height": 20}, {"type": "position", "x": "width - 10", "y": "height / 2"}"#))
        #expect(placed.contains(#""id":"c","frame":{"x":280,"y":90,"width":20,"height":20}"#), "\(placed)")
        let moved = try responseText(reader(#"{"type": "frame", "maxWidth": "width / 3"}, {"type": "offset", "y": "-(height)"}"#))
        #expect(moved.contains(#""id":"c","frame":{"x":0,"y":-200,"width":100,"height":200}"#), "\(moved)")
    }

    @Test("A reader in an HStack: its content reads the width the stack gave it, not the root's")
    func nestedSize() throws {
        let json = request(#"{"type": "HStack", "spacing": 0, "children": [{"type": "Color", "modifiers": [{"type": "frame", "width": 100}]}, {"type": "GeometryReader", "children": [{"type": "Color", "id": "c", "modifiers": [{"type": "frame", "width": "width / 2", "height": "height"}]}]}]}"#)
        let text = try responseText(json)
        #expect(text.contains(#""id":"c","frame":{"x":100,"y":0,"width":100,"height":200}"#), "\(text)")
    }

    @Test("Outside any reader an expression reads the root's container: the proposal inside the safe area")
    func outsideReader() throws {
        let text = try responseText(request(#"{"type": "Color", "id": "c", "modifiers": [{"type": "frame", "width": "width / 2", "height": "height - 50"}]}"#))
        #expect(text.contains(#""id":"c","frame":{"x":75,"y":25,"width":150,"height":150}"#), "\(text)")
    }

    @Test("An expression that does not parse is refused at its member")
    func refusals() throws {
        let broken = decodeError(reader(#"{"type": "frame", "width": "width *"}"#))
        #expect(broken?.kind == .invalidValue && broken?.pointer.description == "/view/children/0/modifiers/0/width")
        #expect(broken?.detail.contains("expression over the GeometryReader's size") == true)
    }
}
