import LayoutEngine
import Testing
@testable import LayoutWire

/// A Slider: as wide as offered, 31 points tall (docs/evidence/fields-and-progress.md).
@Suite("Slider")
struct SliderDecodingTests {
    @Test("The slider takes the offered width and 31 points, centred; offered no width, a shape's 10")
    func size() throws {
        let text = try responseText(request(#"{"type": "Slider", "id": "s"}"#))
        #expect(text.contains(#""id":"s","frame":{"x":0,"y":84.5,"width":300,"height":31}"#), "\(text)")
        let ideal = try responseText(request(#"{"type": "Slider", "id": "s"}"#, proposal: #"{"width": null, "height": null}"#))
        #expect(ideal.contains(#""id":"s","frame":{"x":0,"y":0,"width":10,"height":31}"#), "\(ideal)")
        let row = try responseText(request(#"{"type": "VStack", "children": [{"type": "Slider", "id": "a"}, {"type": "Slider", "id": "b"}]}"#))
        #expect(row.contains(#""id":"b","frame":{"x":0,"y":104,"width":300,"height":31}"#), "8 apart, plain views: \(row)")
    }

    @Test("A Slider has no parameters and no children")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Slider", "value": 0.5}"#))?.kind == .unknownField)
        #expect(decodeError(request(#"{"type": "Slider", "children": []}"#))?.kind == .unknownField)
    }
}
