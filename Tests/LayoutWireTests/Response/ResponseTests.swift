import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Writing responses")
struct ResponseTests {
    @Test("Ole Begemann's relative-size case gives the frames the wire format shows")
    func seedCase() throws {
        let json = request(#"""
            {"type": "HStack", "id": "stack", "spacing": 10, "modifiers": [{"type": "frame", "height": 80}], "children": [
              {"type": "Color", "id": "blue", "modifiers": [{"type": "relativeProposed", "width": 0.5}]},
              {"type": "Color", "id": "green"}, {"type": "Color", "id": "yellow"}]}
            """#, proposal: #"{"width": 620, "height": 80}"#)
        let root = try response(json)
        #expect(root[object: "size"]?["width"] as? Int == 620 && root[object: "size"]?["height"] as? Int == 80)
        let view = try #require(root[object: "view"])
        #expect(frame(view["frame"]) == [0, 0, 620, 80])
        #expect(frame(view[objects: "modifiers"].first?["frame"]) == [0, 0, 620, 80])
        let children = view[objects: "children"]
        #expect(children.map { $0["id"] as? String } == ["blue", "green", "yellow"])
        #expect(children.map { frame($0["frame"]) } == [[0, 0, 100, 80], [110, 0, 250, 80], [370, 0, 250, 80]])
    }

    @Test("The response mirrors the request's shape and parses with Foundation")
    func roundTrip() throws {
        let json = request(#"""
            {"type": "VStack", "id": "a \"quoted\"\nid", "children": [
              {"type": "Text", "text": "Hi", "modifiers": [{"type": "font", "font": "title"}, {"type": "padding", "length": 4}]},
              {"type": "EmptyView", "id": "none"},
              {"type": "Color", "modifiers": [{"type": "overlay", "alignment": "top", "content": {"type": "Circle", "id": "dot"}}]}]}
            """#)
        let view = try #require(try response(json)[object: "view"])
        #expect(view["type"] as? String == "VStack")
        #expect(view["id"] as? String == "a \"quoted\"\nid")
        let children = view[objects: "children"]
        #expect(children.map { $0["type"] as? String } == ["Text", "EmptyView", "Color"])
        #expect(children[0][objects: "modifiers"].map { $0["type"] as? String } == ["font", "padding"])
        #expect(children[2][objects: "modifiers"].first?[object: "content"]?["id"] as? String == "dot")
        #expect(view["modifiers"] == nil)
    }

    @Test("An environment modifier reports the frame of the layer below it")
    func environmentLayerFrame() throws {
        let view = try #require(try response(request(#"{"type": "Text", "text": "ab", "modifiers": [{"type": "padding", "length": 5}, {"type": "lineLimit", "limit": 1}]}"#))[object: "view"])
        let layers = view[objects: "modifiers"].map { frame($0["frame"]) }
        #expect(layers[0] == layers[1])
        #expect(layers[0] == [135, 85, 30, 30])
    }

    @Test("An EmptyView root lays out as 0×0 at the origin, whatever the proposal")
    func emptyRoot() throws {
        let text = try responseText(request(#"{"type": "EmptyView", "modifiers": [{"type": "padding"}]}"#))
        #expect(text == #"{"size":{"width":0,"height":0},"view":{"type":"EmptyView","frame":{"x":0,"y":0,"width":0,"height":0},"modifiers":[{"type":"padding","frame":{"x":0,"y":0,"width":0,"height":0}}]}}"#)
    }

    @Test("An EmptyView child reports 0×0 at its parent's origin")
    func emptyChild() throws {
        let view = try #require(try response(request(#"{"type": "HStack", "children": [{"type": "EmptyView"}, {"type": "Color", "modifiers": [{"type": "frame", "width": 10, "height": 10}]}]}"#))[object: "view"])
        #expect(frame(view[objects: "children"][0]["frame"]) == [145, 95, 0, 0])
    }

    @Test("Integers are written without a fraction and other numbers in shortest round-trip form")
    func numbers() throws {
        let text = try responseText(request(#"{"type": "Color", "modifiers": [{"type": "frame", "width": 100, "height": 0.1}]}"#,
                                            proposal: #"{"width": 100, "height": 1}"#))
        #expect(text.contains(#""width":100,"height":0.1}"#))
        #expect(text.contains(#""y":0.45,"#))
        #expect(!text.contains(".0,") && !text.contains(".0}"))
    }

    @Test("An infinite size under an infinite proposal is written as the string \"infinity\"")
    func infinity() throws {
        let root = try response(request(#"{"type": "Color"}"#, proposal: #"{"width": "infinity", "height": 5}"#))
        #expect(root[object: "size"]?["width"] as? String == "infinity")
        #expect(root[object: "view"]?[object: "frame"]?["x"] as? Int == 0)
    }

    @Test("A Text reports its lines, baselines, truncation and font")
    func textLines() throws {
        let view = try #require(try response(request(#"{"type": "Text", "text": "Hello world"}"#, proposal: #"{"width": 60, "height": null}"#))[object: "view"])
        #expect(frame(view["frame"]) == [5, 0, 50, 40])
        let lines = view[objects: "lines"]
        #expect(lines.map { $0["text"] as? String } == ["Hello", "world"])
        #expect(lines.map { ($0[object: "range"]?["start"] as? Int) } == [0, 6])
        #expect(lines.map { ($0[object: "range"]?["end"] as? Int) }.last == 11)
        #expect(lines.map { $0["baseline"] as? Int } == [16, 36])
        #expect(lines.map { $0["x"] as? Int } == [5, 5])
        #expect(view["firstBaseline"] as? Int == 16 && view["lastBaseline"] as? Int == 36)
        #expect(view["truncated"] as? Bool == false)
        let font = try #require(view[object: "font"])
        #expect(font["size"] as? Int == 17 && font["weight"] as? Int == 400 && font["textStyle"] as? String == "body")
        #expect(font["ascent"] as? Int == 16 && font["lineHeight"] as? Int == 20)
    }

    @Test("Encoding is deterministic")
    func deterministic() throws {
        let json = request(#"{"type": "ZStack", "children": [{"type": "Text", "text": "a b c"}, {"type": "Capsule", "modifiers": [{"type": "offset", "x": 3}]}]}"#)
        let request = try decode(json)
        let first = WireEncoder.encode(request, request.layout(measurer: GridMeasurer()))
        let second = WireEncoder.encode(request, request.layout(measurer: GridMeasurer()))
        #expect(first == second)
    }
}

@Suite("JSON writer")
struct JSONWriterTests {
    private func written(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(capacity: 4)
        body(&writer)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    @Test("Numbers: integers plain, fractions shortest, -0 as 0, non-finite as strings or null")
    func numbers() {
        let values: [Double] = [0, -0.0, 1, -42, 1e15, 0.1, 1.0 / 3, 2.5e-7, .infinity, -.infinity, .nan]
        let text = written { w in values.forEach { w.number($0); w.byte(UInt8(ascii: " ")) } }
        #expect(text == #"0 0 1 -42 1000000000000000 0.1 0.3333333333333333 2.5e-07 "infinity" "-infinity" null "#)
    }

    @Test("Fractions read the same as Swift's shortest round-trip text, written twice (memo) or once")
    func fractionsMatchDescription() {
        var values: [Double] = []
        for k in -3_000...3_000 {
            let n = Double(k)
            values += [n / 2, n / 3, n / 4, n / 10, n / 100, n / 1_000, n / 10_000, n / 7, n * 0.001 + 0.0001]
        }
        var generator = SystemRandomNumberGenerator()
        values += (0..<2_000).map { _ in Double.random(in: -1e6...1e6, using: &generator) }
        values += [1e-5, 0.00015, 99_999_999_999.5, 1e11 + 0.5, 123.456_78, 0.000_1, -0.000_1]
        for value in values where value.isFinite {
            let expected = Double(Int(exactly: value) ?? 0) == value && value.magnitude < 9.2e18 && value == value.rounded()
                ? String(Int(value)) : value.description
            #expect(written { $0.number(value); $0.number(value) } == expected + expected, "\(value)")
        }
    }

    @Test("Integers of every width are written exactly")
    func integers() {
        let values = [0, 9, 10, 99, 100, 12_345, Int.max, Int.min + 1, -7]
        #expect(written { w in values.forEach { w.integer($0); w.byte(UInt8(ascii: ",")) } }
                == values.map(String.init).joined(separator: ",") + ",")
    }

    @Test("Strings escape quotes, backslashes and control characters and pass other text through")
    func strings() {
        #expect(written { $0.string("a\"b\\c\n\t\u{1}\u{1F}/é😀") } == #""a\"b\\c\n\t\u0001\u001f/é😀""#)
        #expect(written { $0.string("") } == #""""#)
    }

    @Test("Line ranges count UTF-16 code units, as JavaScript indexes strings")
    func utf16Ranges() throws {
        let view = try #require(try response(request(#"{"type": "Text", "text": "a😀b"}"#))[object: "view"])
        #expect(view[objects: "lines"].first?[object: "range"]?["end"] as? Int == 4)
    }
}
