import Testing
import LayoutEngine
@testable import LayoutWire

/// The SVG drawing of a layout: shapes, colours, drawn geometry, text lines, escaping.
struct SVGEncoderTests {
    /// The document for `json` laid out with `GridMeasurer`.
    func svg(_ json: String, _ options: SVGOptions = SVGOptions()) throws -> String {
        let decoded = try decode(json)
        return String(decoding: SVGEncoder.encode(decoded, decoded.layout(measurer: GridMeasurer()), options: options), as: UTF8.self)
    }

    @Test("Shapes are drawn as SVG shapes in their frames (a Circle square, centred), with their corner radii")
    func shapes() throws {
        let doc = try svg(request(#"""
            {"type": "HStack", "spacing": 0, "children": [
              {"type": "Circle"}, {"type": "Capsule"}, {"type": "RoundedRectangle", "cornerRadius": 7},
              {"type": "Ellipse"}, {"type": "Rectangle"}]}
            """#, proposal: #"{"width": 500, "height": 40}"#))
        #expect(doc.contains(##"<circle class="shape" cx="20" cy="20" r="20" fill="#000000"/>"##))
        #expect(doc.contains(#"<rect class="shape" x="40" y="0" width="115" height="40" rx="20" ry="20""#))
        #expect(doc.contains(#"<rect class="shape" x="155" y="0" width="115" height="40" rx="7" ry="7""#))
        #expect(doc.contains(#"<ellipse class="shape" cx="327.5" cy="20" rx="57.5" ry="20""#))
        #expect(doc.contains(##"<rect class="shape" x="385" y="0" width="115" height="40" fill="#000000"/>"##))
    }

    @Test("A device's safe area is shaded: the window's bands outside it, leading and trailing as the layout direction puts them")
    func safeAreaBands() throws {
        let portrait = try svg(#"{"environment": {"device": "iPhone 15 Pro"}, "view": {"type": "Color"}}"#)
        #expect(portrait.contains(##"<path class="safe-area" fill="#007aff" fill-opacity="0.08" fill-rule="evenodd" d="M0 0h393v852h-393ZM0 59h393v759h-393Z"/>"##))
        let landscape = try svg(#"""
            {"proposal": {"width": 500, "height": 300}, "environment": {"layoutDirection": "rightToLeft",
             "safeAreaInsets": {"top": 0, "leading": 40, "bottom": 21, "trailing": 10}}, "view": {"type": "Color"}}
            """#)
        #expect(landscape.contains(#"d="M0 0h500v300h-500ZM10 0h450v279h-450Z""#))
        let none = try svg(request(#"{"type": "Color"}"#))
        #expect(!none.contains("safe-area"))
    }

    @Test("Colour names are SwiftUI's system colours; hex passes through (anything else is refused when decoded)")
    func colours() throws {
        let doc = try svg(request(#"""
            {"type": "VStack", "children": [
              {"type": "Color", "color": "blue"}, {"type": "Color", "color": "#ABC"},
              {"type": "Color", "color": "#11223380"}, {"type": "Color", "color": "clear"}]}
            """#))
        #expect(doc.contains(##"fill="#007aff""##))
        #expect(doc.contains(##"fill="#aabbcc""##))
        #expect(doc.contains(##"fill="#112233" fill-opacity="0.501960784""##))
        #expect(doc.contains(#"fill="none""#))
    }

    @Test("Frames are drawn on the pixel grid, whatever geometry the JSON would report")
    func drawnGeometry() throws {
        let colours = Array(repeating: #"{"type": "Color"}"#, count: 7).joined(separator: ",")
        let doc = try svg(#"{"proposal": {"width": 100, "height": 10}, "environment": {"displayScale": 1}, "#
            + #""view": {"type": "HStack", "spacing": 0, "children": [\#(colours)]}}"#)
        #expect(doc.contains(#"<rect class="shape" x="14" y="0" width="15" height="10""#))
        #expect(!doc.contains("14.28"))
    }

    @Test("Each Text line is one text element at its drawn x and baseline, escaped")
    func textLines() throws {
        let doc = try svg(request(#"{"type": "Text", "text": "a<b & c\u0001d", "modifiers": [{"type": "frame", "width": 40}]}"#),
                          SVGOptions(fontFamily: "Inter sf-compat"))
        #expect(doc.contains(#"<text class="line" xml:space="preserve" x="135" y="86" font-family="&apos;Inter sf-compat&apos;, sans-serif""#))
        #expect(doc.contains(">a&lt;b</text>"))
        #expect(doc.contains(">&amp;</text>"))
        #expect(doc.contains(">c\u{FFFD}d</text>"))
    }

    @Test("Labels and modifier layer outlines appear only when asked for")
    func options() throws {
        let json = request(#"{"type": "Color", "id": "a&b", "modifiers": [{"type": "padding"}]}"#)
        let plain = try svg(json)
        #expect(!plain.contains("class=\"label\"") && !plain.contains("layer-padding"))
        let rich = try svg(json, SVGOptions(layers: true, labels: true))
        #expect(rich.contains(">a&amp;b</text>"))
        #expect(rich.contains(#"<rect class="layer layer-padding" x="0" y="0" width="300" height="200"/>"#))
    }

    @Test("Backgrounds are drawn before the view and overlays and borders after it")
    func decorationOrder() throws {
        let doc = try svg(request(#"""
            {"type": "Color", "color": "red", "modifiers": [
              {"type": "overlay", "content": {"type": "Color", "color": "blue"}},
              {"type": "background", "content": {"type": "Color", "color": "green"}},
              {"type": "border", "color": "yellow", "width": 4}]}
            """#))
        let order = ["#34c759", "#ff3b30", "#007aff", "class=\"border\""].map { doc.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted())
        #expect(doc.contains(##"<rect class="border" x="2" y="2" width="296" height="196" fill="none" stroke="#ffcc00" stroke-width="4"/>"##))
    }

    @Test("The same request gives the same bytes; the canvas holds the window and every frame")
    func deterministicAndCanvas() throws {
        let json = request(#"{"type": "Color", "modifiers": [{"type": "frame", "width": 50, "height": 50}, {"type": "offset", "x": -200}]}"#)
        #expect(try svg(json) == svg(json))
        #expect(try svg(json).contains(#"width="375" height="200" viewBox="-75 0 375 200""#))
    }

    @Test("A List draws its grouped background, a white card per section with corners of 10, and the separators; then its headers and rows")
    func list() throws {
        let doc = try svg(request(#"""
            {"type": "List", "children": [{"type": "Section", "header": {"type": "Text", "text": "H"}, "children": [
              {"type": "Color", "color": "red", "modifiers": [{"type": "frame", "height": 10}]},
              {"type": "Color", "color": "red", "modifiers": [{"type": "frame", "height": 10}]}]}]}
            """#, proposal: #"{"width": 300, "height": 400}"#))
        let background = try #require(doc.range(of: ##"<rect class="shape" x="0" y="0" width="300" height="400" fill="#f2f2f7"/>"##))
        let card = try #require(doc.range(of: ##"<rect class="shape" x="20" y="43" width="260" height="88" rx="10" ry="10" fill="#ffffff"/>"##))
        let separator = try #require(doc.range(of: ##"<rect class="shape" x="40" y="86.666666667" width="240" height="0.333333333" fill="#c6c6c8"/>"##))
        let header = try #require(doc.range(of: ">H</tspan>") ?? doc.range(of: ">H<"))
        #expect(background.lowerBound < card.lowerBound && card.lowerBound < separator.lowerBound && separator.lowerBound < header.lowerBound)
    }
}
