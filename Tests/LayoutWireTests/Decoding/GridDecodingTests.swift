import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Decoding Grid, GridRow, lazy grids and lazy stacks")
struct GridDecodingTests {
    @Test("A Grid keeps its spacings and alignment; a GridRow is a row node whose cells carry their grid cell layers")
    func grid() throws {
        let r = try decode(request(#"""
            {"type": "Grid", "alignment": "topLeading", "horizontalSpacing": 4, "verticalSpacing": null, "children": [
              {"type": "GridRow", "alignment": "bottom", "children": [
                {"type": "Color", "modifiers": [{"type": "gridCellColumns", "count": 2}, {"type": "gridCellAnchor", "anchor": {"x": 0.25, "y": 1}}]}]},
              {"type": "Divider", "modifiers": [{"type": "gridCellUnsizedAxes", "axes": "horizontal"}, {"type": "gridColumnAlignment", "alignment": "trailing"}]}]}
            """#))
        guard case .grid(let spec) = r.tree[r.tree.root].kind else { Issue.record("not a grid"); return }
        #expect(spec == GridSpec(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: nil))
        guard case .gridRow(let alignment) = r.tree[r.index.views[1].node!].kind else { Issue.record("not a row"); return }
        #expect(alignment == .bottom)
        let cell = r.index.modifiers[r.index.views[2].modifiers].map { r.tree[$0.node!].kind }
        guard case .gridCell(let columns) = cell[0], case .gridCell(let anchor) = cell[1] else { Issue.record("no cell layers"); return }
        #expect(columns.columns == 2 && anchor.anchor == Point(x: 0.25, y: 1))
    }

    @Test("LazyVGrid reads its columns: fixed, flexible with SwiftUI's defaults 10…∞, adaptive; LazyHGrid reads rows")
    func lazyGrids() throws {
        let kind = try rootKind(request(#"""
            {"type": "LazyVGrid", "spacing": 6, "alignment": "leading", "columns": [
              {"size": {"fixed": 70}, "spacing": 0}, {"size": {"flexible": {}}}, {"size": {"adaptive": {"minimum": 40, "maximum": 90}}, "alignment": "top"}]}
            """#))
        guard case .lazyGrid(let spec) = kind else { Issue.record("not a lazy grid"); return }
        #expect(spec.axis == .vertical && spec.alignment == .leading && spec.spacing == 6)
        #expect(spec.items == [GridItemSpec(.fixed(70), spacing: 0), GridItemSpec(.flexible(minimum: 10, maximum: .infinity)),
                               GridItemSpec(.adaptive(minimum: 40, maximum: 90), alignment: Alignment(horizontal: .horizontalCenter, vertical: .top))])
        guard case .lazyGrid(let h) = try rootKind(request(#"{"type": "LazyHGrid", "rows": [{"size": {"fixed": 1}}]}"#)) else {
            Issue.record("not a lazy grid"); return
        }
        #expect(h.axis == .horizontal && h.alignment == .verticalCenter)
    }

    @Test("LazyVStack and LazyHStack read alignment and spacing like the stacks")
    func lazyStacks() throws {
        guard case .lazyStack(let v) = try rootKind(request(#"{"type": "LazyVStack", "alignment": "leading", "spacing": 3}"#)),
              case .lazyStack(let h) = try rootKind(request(#"{"type": "LazyHStack"}"#)) else { Issue.record("not lazy stacks"); return }
        #expect(v == StackSpec(axis: .vertical, alignment: .leading, spacing: 3))
        #expect(h == StackSpec(axis: .horizontal))
    }

    @Test("Misplaced GridRows, bad GridItems and bad cell modifiers are refused with a pointer (a missing member: where it would be)")
    func refusals() throws {
        let cases: [(String, String)] = [
            (#"{"type": "GridRow"}"#, "/view"),
            (#"{"type": "VStack", "children": [{"type": "GridRow"}]}"#, "/view/children/0"),
            (#"{"type": "Grid", "children": [{"type": "GridRow", "children": [{"type": "GridRow"}]}]}"#, "/view/children/0/children/0"),
            (#"{"type": "Grid", "children": [{"type": "GridRow", "alignment": "firstTextBaseline"}]}"#, "/view/children/0/alignment"),
            (#"{"type": "LazyVGrid"}"#, "/view/columns"),
            (#"{"type": "LazyVGrid", "rows": [{"size": {"fixed": 1}}]}"#, "/view/rows"),
            (#"{"type": "LazyVGrid", "columns": []}"#, "/view/columns"),
            (#"{"type": "LazyVGrid", "columns": ["# + Array(repeating: #"{"size": {"adaptive": {"minimum": 0}}}"#, count: 10_001)
                .joined(separator: ",") + "]}", "/view/columns"),
            (#"{"type": "LazyVGrid", "columns": [{"size": {"fixed": -1}}]}"#, "/view/columns/0/size/fixed"),
            (#"{"type": "LazyVGrid", "columns": [{"size": {"fixed": 1, "adaptive": {"minimum": 1}}}]}"#, "/view/columns/0/size/adaptive"),
            (#"{"type": "LazyVGrid", "columns": [{"size": {"adaptive": {}}}]}"#, "/view/columns/0/size/adaptive/minimum"),
            (#"{"type": "LazyVGrid", "columns": [{"spacing": 2}]}"#, "/view/columns/0/size"),
            (#"{"type": "Color", "modifiers": [{"type": "gridCellColumns", "count": 0}]}"#, "/view/modifiers/0/count"),
            (#"{"type": "Color", "modifiers": [{"type": "gridCellColumns", "count": 1.5}]}"#, "/view/modifiers/0/count"),
            (#"{"type": "Color", "modifiers": [{"type": "gridColumnAlignment", "alignment": "top"}]}"#, "/view/modifiers/0/alignment"),
            (#"{"type": "Color", "modifiers": [{"type": "gridCellAnchor", "anchor": "middle"}]}"#, "/view/modifiers/0/anchor"),
            (#"{"type": "Color", "modifiers": [{"type": "gridCellUnsizedAxes", "axes": "depth"}]}"#, "/view/modifiers/0/axes"),
            (#"{"type": "Color", "modifiers": [{"type": "gridCellUnsizedAxes"}]}"#, "/view/modifiers/0/axes"),
        ]
        for (view, pointer) in cases {
            let error = try #require(decodeError(request(view)), "\(view)")
            #expect(error.pointer.description == pointer, "\(view): \(error)")
        }
    }
}

@Suite("GridItem bounds")
struct GridItemBoundsTests {
    @Test("A GridItem maximum below its minimum rises to the minimum, as a flexible frame's bounds do")
    func maximumBelowMinimum() throws {
        let r = try decode(request(#"{"type": "LazyVGrid", "columns": [{"size": {"flexible": {"minimum": 50, "maximum": 20}}}]}"#))
        guard case .lazyGrid(let spec) = r.tree[r.tree.root].kind else { Issue.record("not a lazy grid"); return }
        #expect(spec.items == [GridItemSpec(.flexible(minimum: 50, maximum: 50))])
    }
}
