import Testing
import LayoutEngine
@testable import LayoutWire

/// The SVG drawing of the controls: plain shapes that show where each part is.
struct SVGControlTests {
    func svg(_ json: String) throws -> String {
        let decoded = try decode(json)
        return String(decoding: SVGEncoder.encode(decoded, decoded.layout(measurer: GridMeasurer())), as: UTF8.self)
    }

    @Test("A Toggle draws its 51-wide switch from its 49-wide frame's leading edge, green with the knob trailing when on, grey with it leading when off")
    func toggle() throws {
        let on = try svg(request(#"{"type": "Toggle", "isOn": true, "children": [{"type": "Text", "text": "a"}]}"#))
        #expect(on.contains(##"<rect class="shape" x="251" y="84.666666667" width="51" height="31" rx="15.5" ry="15.5" fill="#34c759"/>"##), "\(on)")
        #expect(on.contains(##"<circle class="knob" cx="286.5" cy="100.166666667" r="13.5" fill="#ffffff"/>"##))
        let off = try svg(request(#"{"type": "Toggle", "children": [{"type": "Text", "text": "a"}]}"#))
        #expect(off.contains(##"fill="#e5e5ea"/>"##) && off.contains(##"<circle class="knob" cx="266.5""##), "\(off)")
    }

    @Test("Right to left the switch's frame is at the row's left and its ink overhangs that frame's left edge, mirrored")
    func toggleRightToLeft() throws {
        let doc = try svg(#"{"proposal": {"width": 300, "height": 200}, "environment": {"layoutDirection": "rightToLeft"}, "#
            + #""view": {"type": "Toggle", "isOn": true, "children": [{"type": "Text", "text": "a"}]}}"#)
        #expect(doc.contains(##"<rect class="shape" x="-2" y="84.666666667" width="51" height="31""##), "\(doc)")
    }

    @Test("A Stepper draws its control's grey background, 94 × 32, trailing on the row's inset, centred on the row")
    func stepper() throws {
        let form = #"{"proposal": {"width": 400, "height": 300}, "view": {"type": "Form", "children": [{"type": "Stepper", "children": [{"type": "Color", "modifiers": [{"type": "frame", "width": 50, "height": 20}]}]}]}}"#
        let doc = try svg(form)
        #expect(doc.contains(##"<rect class="shape" x="266" y="41" width="94" height="32" rx="8" ry="8" fill="#e5e5ea"/>"##), "\(doc)")
    }

    @Test("A bordered Button draws its platter behind its label, filling its frame")
    func platter() throws {
        let doc = try svg(request(#"{"type": "Button", "style": "borderedProminent", "children": [{"type": "Text", "text": "Buy"}]}"#))
        let platter = try #require(doc.range(of: #"x="123" y="83" width="54" height="34" rx="10""#), "\(doc)")
        let label = try #require(doc.range(of: ">Buy</text>"))
        #expect(platter.lowerBound < label.lowerBound, "drawn first, behind the label")
    }

    @Test("Fields draw their text, a SecureField's title in the placeholder colour, and a rounded border when asked")
    func fields() throws {
        let doc = try svg(request(#"""
            {"type": "VStack", "children": [{"type": "TextField", "text": "Name", "style": "roundedBorder"},
              {"type": "SecureField", "text": "", "title": "Password"}, {"type": "SecureField", "text": "ab"}]}
            """#))
        #expect(doc.contains(##"<rect class="field" x="0.166666667" y="54.833333333" width="299.666666667" height="33.666666667" rx="5" ry="5" fill="none" stroke="#cccccc""##), "\(doc)")
        #expect(doc.contains(##"fill="#000000">Name</text>"##))
        #expect(doc.contains(##"fill="#3c3c43" fill-opacity="0.3">Password</text>"##))
        #expect(doc.contains(##"fill="#000000">••</text>"##))
    }

    @Test("A ProgressView draws a ring in its frame; a Slider its track and a thumb at the middle")
    func indicators() throws {
        let doc = try svg(request(#"{"type": "VStack", "children": [{"type": "ProgressView"}, {"type": "Slider"}]}"#))
        #expect(doc.contains(##"<circle class="spinner" cx="150" cy=""##), "\(doc)")
        #expect(doc.contains(##"<circle class="thumb" cx="150""##))
    }
}
