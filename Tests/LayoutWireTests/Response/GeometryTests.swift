import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Reported numbers and drawn geometry")
struct GeometryTests {
    /// A request at display scale `scale` asking for `geometry`.
    private func request(_ view: String, proposal: String, scale: Int, geometry: String) -> String {
        #"{"proposal": \#(proposal), "environment": {"displayScale": \#(scale)}, "geometry": "\#(geometry)", "view": \#(view)}"#
    }

    @Test("A sum with floating-point residue is reported as the decimal it stands for")
    func residueIsCleaned() throws {
        // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
        let stack = #"{"type": "VStack", "spacing": 0, "children": [{"type": "Color", "modifiers": [{"type": "frame", "width": 1, "height": 0.1}]}, {"type": "Color", "modifiers": [{"type": "frame", "width": 1, "height": 0.2}]}, {"type": "Color", "id": "third", "modifiers": [{"type": "frame", "width": 1, "height": 1}]}]}"#
        let engine = try decode(stack.asRequest(proposal: #"{"width": null, "height": null}"#))
        let result = engine.layout(measurer: GridMeasurer())
        #expect(result.frames.contains { $0.origin.y == 0.1 + 0.2 }, "the engine's own sum carries the residue")
        let text = try responseText(stack.asRequest(proposal: #"{"width": null, "height": null}"#))
        #expect(text.contains(#""id":"third","frame":{"x":0,"y":0.3,"#))
        #expect(!text.contains("0.30000000000000004"))
    }

    @Test("Cleaning moves no value by more than its bound, and leaves it on the 10⁻⁹ grid")
    func cleaningBound() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let magnitude = [1.0, 100, 10_000, ReportedNumber.exactLimit].randomElement(using: &generator)!
            let value = Double.random(in: -magnitude...magnitude, using: &generator)
            let clean = ReportedNumber.clean(value)
            #expect(abs(clean - value) <= ReportedNumber.bound, "\(value) → \(clean)")
            #expect((clean * 1e9).rounded() / 1e9 == clean, "\(value) → \(clean) is on the 10⁻⁹ grid")
        }
        #expect(ReportedNumber.clean(619.9999999999999) == 620)
        #expect(ReportedNumber.clean(5.684341886080802e-14).sign == .plus && ReportedNumber.clean(5.684341886080802e-14) == 0)
        #expect(ReportedNumber.clean(-5.684341886080802e-14).sign == .plus)
        #expect(ReportedNumber.clean(.infinity) == .infinity && ReportedNumber.clean(.nan).isNaN)
        #expect(ReportedNumber.clean(3e9 + 0.5) == 3e9 + 0.5, "beyond the limit a value is written as it is")
    }

    @Test("geometry \"drawn\" reports frames, lines and baselines on the pixel grid; \"layout\" does not")
    func drawnText() throws {
        let text = #"{"type": "Text", "id": "t", "text": "Hello"}"#
        let layout = try #require(try response(request(text, proposal: #"{"width": 101, "height": 101}"#, scale: 1, geometry: "layout"))[object: "view"])
        #expect(frame(layout["frame"]) == [25.5, 40.5, 50, 20])
        #expect(layout[objects: "lines"].map { [$0["x"], $0["y"], $0["baseline"]].map { ($0 as? NSNumber)?.doubleValue } } == [[25.5, 40.5, 56.5]])
        let drawn = try #require(try response(request(text, proposal: #"{"width": 101, "height": 101}"#, scale: 1, geometry: "drawn"))[object: "view"])
        #expect(frame(drawn["frame"]) == [26, 41, 50, 20])
        #expect(drawn[objects: "lines"].map { [$0["x"], $0["y"], $0["width"], $0["baseline"]].map { ($0 as? NSNumber)?.doubleValue } } == [[26, 41, 50, 57]])
        #expect((drawn["firstBaseline"] as? NSNumber)?.doubleValue == 57)
    }

    @Test("geometry \"both\" keeps the layout frame and adds the drawn one to every view, layer and line")
    func both() throws {
        let view = #"{"type": "Text", "text": "Hi", "modifiers": [{"type": "padding", "length": 0.25}]}"#
        let root = try #require(try response(request(view, proposal: #"{"width": 100.5, "height": 100.5}"#, scale: 2, geometry: "both"))[object: "view"])
        #expect(frame(root["frame"]) == [40.25, 40.25, 20, 20] && frame(root["drawnFrame"]) == [40.5, 40.5, 20, 20])
        let layer = try #require(root[objects: "modifiers"].first)
        #expect(frame(layer["frame"]) == [40, 40, 20.5, 20.5] && frame(layer["drawnFrame"]) == [40, 40, 20.5, 20.5], "already on the grid")
        let line = try #require(root[objects: "lines"].first)
        #expect((line["x"] as? NSNumber)?.doubleValue == 40.25)
        #expect(frame(line["drawn"]).map { Array($0.prefix(2)) } == [40.5, 40.5])
        #expect((root["drawnFirstBaseline"] as? NSNumber)?.doubleValue == 56.5)
    }

    @Test("An unknown geometry is refused with a pointer to it")
    func unknownGeometry() throws {
        let error = try #require(decodeError(request(#"{"type": "Color"}"#, proposal: "{}", scale: 3, geometry: "pixels")))
        #expect(error.pointer.description == "/geometry")
        #expect(error.detail.contains(#""layout", "drawn" or "both""#))
    }
}

private extension String {
    func asRequest(proposal: String) -> String { #"{"proposal": \#(proposal), "view": \#(self)}"# }
}

@Suite("The layout trace on the wire")
struct TraceResponseTests {
    @Test("\"trace\": true adds the ordered events, each naming its node by the request's JSON Pointer and id")
    func traceMember() throws {
        let json = #"{"proposal": {"width": 100, "height": 10}, "trace": true, "view": {"type": "HStack", "id": "s", "spacing": 0, "children": [{"type": "EmptyView"}, {"type": "Color", "id": "a", "modifiers": [{"type": "frame", "width": 20}]}, {"type": "Color"}]}}"#
        let root = try response(json)
        let trace = try #require(root[object: "trace"])
        #expect(trace["truncated"] as? Bool == false)
        let events = trace[objects: "events"]
        #expect(events.first?["path"] as? String == "/view" && events.first?["id"] as? String == "s")
        #expect(events.map { $0["step"] as? Int } == Array(0..<events.count).map { Optional($0) })
        let paths = Set(events.compactMap { $0["path"] as? String })
        #expect(paths == ["/view", "/view/children/1", "/view/children/1/modifiers/0", "/view/children/2"])
        let order = events.first { $0["kind"] as? String == "fittingOrder" }
        #expect(order?["order"] as? [Int] == [0, 1], "the frame's child is less flexible")
        let place = try #require(events.last { $0["kind"] as? String == "place" })
        #expect(frame(place["frame"]) == [20, 0, 80, 10])
    }

    @Test("Without \"trace\" there is none; a trace that is not a boolean is refused at /trace")
    func noTrace() throws {
        #expect(try response(#"{"view": {"type": "Color"}}"#)["trace"] == nil)
        let error = try #require(decodeError(#"{"trace": "yes", "view": {"type": "Color"}}"#))
        #expect(error.pointer.description == "/trace")
    }
}
