import LayoutEngine
import Testing
@testable import LayoutWire

/// An Image's intrinsic size: given, named in the request's `images`, or an SF Symbol's box
/// from the font around it (`SymbolMetrics`, docs/evidence/symbols.md).
@Suite("Image sizes")
struct ImageDecodingTests {
    private func size(_ image: String, modifiers: String = "", members: String = "") throws -> (Size, Bool) {
        let request = try decode(#"{"proposal": {"width": 300, "height": 300}\#(members), "view": {"type": "VStack", "children": [{"type": "Image", \#(image)\#(modifiers)}]}}"#)
        let result = request.layout(measurer: GridMeasurer())
        let record = request.index.views[1]
        return (result.frames[record.node!.index].size, record.sizeUnknown)
    }

    @Test("A named image takes its size from the request's images; an unknown name is 100 × 100 and answered sizeUnknown")
    func named() throws {
        let images = #", "images": {"photo": {"width": 120, "height": 80}}"#
        #expect(try size(#""name": "photo""#, members: images) == (Size(width: 120, height: 80), false))
        #expect(try size(#""name": "other""#, members: images) == (Size(width: 100, height: 100), true))
        let text = try responseText(#"{"view": {"type": "Image", "name": "other"}}"#)
        #expect(text.contains(#""sizeUnknown":true"#))
    }

    @Test("A symbol is as tall as its font's line box, to the nearest pixel, and as wide unless measured otherwise")
    func symbols() throws {
        #expect(try size(#""systemName": "magnifyingglass""#).0 == Size(width: 61.0 / 3, height: 61.0 / 3), "body: 20.33, measured")
        let title2 = #", "modifiers": [{"type": "font", "font": "title2"}]"#
        #expect(try size(#""systemName": "star.fill""#, modifiers: title2).0 == Size(width: 85.0 / 3, height: 79.0 / 3), "28.33 × 26.33, measured")
        #expect(try size(#""systemName": "gear""#, modifiers: #", "modifiers": [{"type": "font", "font": {"size": 64}}]"#).0.height == 229.0 / 3,
                "76.33 at 64 points, UIKit's alignment box")
        let large = try size(#""systemName": "gear""#, modifiers: #", "modifiers": [{"type": "imageScale", "value": "large"}]"#).0
        #expect(large.height == (17 * 1.3 * 2444 / 2048 * 3).rounded() / 3, "the large variant 30 % larger, as Apple states")
    }

    @Test("The request's symbols override a symbol's box; an Image takes one source of size")
    func overrides() throws {
        #expect(try size(#""systemName": "gear""#, members: #", "symbols": {"gear": {"width": 30, "height": 20}}"#).0 == Size(width: 30, height: 20))
        #expect(decodeError(request(#"{"type": "Image", "name": "a", "width": 3, "height": 4}"#))?.kind == .conflictingFields)
        #expect(decodeError(#"{"images": {"a": {"width": 3}}, "view": {"type": "Image", "name": "a"}}"#)?.pointer.description == "/images/a/height")
    }
}
