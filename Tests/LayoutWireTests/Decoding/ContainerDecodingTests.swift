import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Decoding GeometryReader, ScrollView and ViewThatFits")
struct ContainerDecodingTests {
    @Test("A ScrollView scrolls vertically unless told otherwise; several children go in an implicit VStack")
    func scrollViewContent() throws {
        let r = try decode(request(#"{"type": "ScrollView", "showsIndicators": false, "children": [{"type": "Color"}, {"type": "Spacer"}]}"#))
        guard case .scrollView(let axes) = r.tree[r.tree.root].kind else { Issue.record("not a scroll view"); return }
        #expect(axes == .vertical)
        let content = try #require(r.index.views[0].content)
        guard case .stack(let spec) = r.tree[content].kind else { Issue.record("no implicit stack"); return }
        #expect(spec.axis == .vertical && spec.spacing == nil)
        guard case .spacer(_, let axis) = r.tree[r.index.views[2].node!].kind else { Issue.record("not a spacer"); return }
        #expect(axis == .vertical, "a Spacer in a ScrollView is in its VStack")
    }

    @Test("A ScrollView with one child scrolls that child itself, along the axes asked for")
    func scrollViewSingleChild() throws {
        let r = try decode(request(#"{"type": "ScrollView", "axes": "both", "children": [{"type": "HStack", "children": []}]}"#))
        guard case .scrollView(let axes) = r.tree[r.tree.root].kind else { Issue.record("not a scroll view"); return }
        #expect(axes == .both)
        #expect(r.index.views[0].content == r.index.views[1].node)
    }

    @Test("ViewThatFits constrains both axes by default, or the ones named in `in`")
    func viewThatFits() throws {
        for (member, expected) in [("", AxisSet.both), (#", "in": "horizontal""#, .horizontal), (#", "in": "vertical""#, .vertical)] {
            let kind = try rootKind(request(#"{"type": "ViewThatFits"\#(member), "children": [{"type": "Color"}]}"#))
            guard case .viewThatFits(let axes) = kind else { Issue.record("not a ViewThatFits"); return }
            #expect(axes == expected)
        }
    }

    @Test("Bad axes, GeometryReader parameters and an alignment on these containers are refused with a pointer")
    func refusals() throws {
        let cases: [(String, String)] = [
            (#"{"type": "ScrollView", "axes": "diagonal"}"#, "/view/axes"),
            (#"{"type": "ViewThatFits", "in": 3}"#, "/view/in"),
            (#"{"type": "GeometryReader", "alignment": "center"}"#, "/view/alignment"),
            (#"{"type": "ScrollView", "showsIndicators": "no"}"#, "/view/showsIndicators"),
        ]
        for (view, pointer) in cases {
            let error = try #require(decodeError(request(view)), "\(view)")
            #expect(error.pointer.description == pointer, "\(view): \(error)")
        }
    }

    @Test("Children a ViewThatFits does not show are reported as not placed, and so is everything inside them")
    func notPlaced() throws {
        let json = request(#"""
            {"type": "ViewThatFits", "in": "horizontal", "children": [
              {"type": "HStack", "id": "wide", "children": [{"type": "Color", "id": "inner", "modifiers": [{"type": "frame", "width": 500, "height": 10}, {"type": "overlay", "content": {"type": "Circle", "id": "dot"}}]}]},
              {"type": "Color", "id": "narrow", "modifiers": [{"type": "frame", "width": 50, "height": 10}]}]}
            """#)
        let root = try #require(try response(json)[object: "view"])
        let wide = root[objects: "children"][0]
        #expect(wide["placed"] as? Bool == false && wide["frame"] == nil)
        let inner = wide[objects: "children"][0]
        #expect(inner["placed"] as? Bool == false)
        #expect(inner[objects: "modifiers"].allSatisfy { $0["placed"] as? Bool == false && $0["frame"] == nil })
        #expect(inner[objects: "modifiers"][1][object: "content"]?["placed"] as? Bool == false)
        let narrow = root[objects: "children"][1]
        #expect(frame(narrow["frame"]) == [125, 95, 50, 10] && narrow["placed"] == nil)
    }

    @Test("A ScrollView reports its content's size")
    func contentSize() throws {
        let json = request(#"{"type": "ScrollView", "children": [{"type": "Color", "modifiers": [{"type": "frame", "height": 900}]}]}"#)
        let root = try #require(try response(json)[object: "view"])
        #expect(frame(root["frame"]) == [0, 0, 300, 200])
        let size = try #require(root[object: "contentSize"])
        #expect(size["width"] as? Int == 300 && size["height"] as? Int == 900)
    }
}
