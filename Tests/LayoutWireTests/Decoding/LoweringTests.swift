import LayoutEngine
import Testing
@testable import LayoutWire

/// The TextContent of every Text in the request, in index order.
private func texts(_ json: String) throws -> [TextContent] {
    let r = try decode(request(json))
    return r.index.views.compactMap { view in
        guard view.type == .text, let node = view.node, case .text(let content) = r.tree[node].kind else { return nil }
        return content
    }
}

@Suite("Lowering wire views to layout nodes")
struct LoweringTests {
    @Test("Modifiers wrap the view innermost first, as written in Swift")
    func modifierOrder() throws {
        let r = try decode(request(#"{"type": "Color", "modifiers": [{"type": "frame", "width": 50}, {"type": "padding", "length": 10}]}"#))
        #expect(outline(r) == "padding(frame(shape))")
        #expect(r.index.modifiers.map(\.type) == [.frame, .padding])
        #expect(r.tree.root == r.index.modifiers[1].node)
    }

    @Test("An EmptyView in a stack is not a child at all, so it gets no spacing")
    func emptyViewSkipped() throws {
        let r = try decode(request(#"{"type": "HStack", "children": [{"type": "Color"}, {"type": "EmptyView"}, {"type": "Color"}]}"#))
        #expect(outline(r) == "stack(shape, shape)")
        #expect(r.index.children(of: 0) == [1, 2, 3])
        #expect(r.index.views[2].node == nil)
    }

    @Test("Modifiers on an EmptyView make nothing, overlay content included, but are indexed")
    func modifiersOnEmptyView() throws {
        let r = try decode(request(#"""
            {"type": "VStack", "children": [{"type": "EmptyView", "modifiers": [
              {"type": "frame", "width": 10}, {"type": "overlay", "content": {"type": "Text", "text": "x"}}]}]}
            """#))
        #expect(outline(r) == "stack")
        #expect(r.nodeCount == 1)
        #expect(r.index.views.count == 3)
        #expect(r.index.views[2].type == .text && r.index.views[2].node == nil)
        #expect(r.index.modifiers.allSatisfy { $0.node == nil && $0.frameNode == nil })
    }

    @Test("Views are indexed in pre-order: a view, its children, then its modifiers' content")
    func indexOrder() throws {
        let r = try decode(request(#"""
            {"type": "HStack", "id": "0", "modifiers": [{"type": "overlay", "content": {"type": "Color", "id": "3"}}],
             "children": [{"type": "VStack", "id": "1", "children": [{"type": "Color", "id": "2"}]}]}
            """#))
        #expect(r.index.views.map(\.id) == ["0", "1", "2", "3"])
        #expect(r.index.views[0].firstChild == 1)
        #expect(r.index.views[1].firstChild == 2)
        #expect(r.index.modifiers[0].content == 3)
    }

    @Test("nodeCount counts one node per view and per layer-making modifier")
    func nodeCount() throws {
        let r = try decode(request(#"{"type": "HStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"type": "font", "font": "body"}, {"type": "padding"}]}]}"#))
        #expect(r.nodeCount == 3)
        #expect(r.tree.count == 3)
    }

    @Test("font modifiers reach every Text inside; the innermost wins and a Text's own font beats them")
    func fontEnvironment() throws {
        let contents = try texts(#"""
            {"type": "VStack", "modifiers": [{"type": "font", "font": "caption"}, {"type": "font", "font": "title"}],
             "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b", "font": "footnote"},
                          {"type": "Text", "text": "c", "modifiers": [{"type": "font", "font": {"size": 30}}]}]}
            """#)
        #expect(contents.map(\.font) == [Font(.caption), Font(.footnote), Font(size: 30)])
    }

    @Test("fontWeight changes fonts that name no weight; lineLimit and multilineTextAlignment pass down")
    func weightLimitAlignment() throws {
        let contents = try texts(#"""
            {"type": "VStack", "modifiers": [{"type": "fontWeight", "weight": "bold"}, {"type": "lineLimit", "limit": 3},
                                             {"type": "multilineTextAlignment", "alignment": "trailing"}],
             "children": [{"type": "Text", "text": "a", "font": "headline"},
                          {"type": "Text", "text": "b", "font": {"size": 12, "weight": "light"}},
                          {"type": "Text", "text": "c", "modifiers": [{"type": "lineLimit", "limit": null}]}]}
            """#)
        #expect(contents.map(\.font.weight) == [700, 300, 700])
        #expect(contents.map(\.lineLimit) == [3, 3, nil])
        #expect(contents.allSatisfy { $0.alignment == .trailing })
    }

    @Test("Overlay content sees only the environment modifiers outside the overlay")
    func overlayEnvironment() throws {
        let contents = try texts(#"""
            {"type": "Color", "modifiers": [
              {"type": "overlay", "content": {"type": "Text", "text": "inner"}},
              {"type": "font", "font": "largeTitle"},
              {"type": "background", "content": {"type": "Text", "text": "outer"}}]}
            """#)
        #expect(contents.map(\.font) == [Font(.largeTitle), .body])
    }

    @Test("A custom stack alignment carries its default; alignmentGuide finds it by name, even declared later")
    func customGuides() throws {
        let r = try decode(request(#"""
            {"type": "VStack", "children": [
              {"type": "Color", "modifiers": [{"type": "alignmentGuide", "guide": "iconCenter", "value": "d[iconCenter] + 5"}]},
              {"type": "HStack", "alignment": {"custom": "iconCenter", "default": "height / 2"}, "children": []}]}
            """#))
        let declared = AlignmentKey(axis: .vertical, id: .custom(0))
        guard case .alignmentGuide(let key, let value) = r.tree[r.index.modifiers[0].node!].kind,
              case .stack(let spec) = r.tree[r.index.views[2].node!].kind else { Issue.record("wrong kinds"); return }
        #expect(r.tree.customGuides == [.binary(.divide, .height, .number(2))])
        #expect(key == declared)
        #expect(spec.alignment == declared)
        #expect(value == .binary(.add, .guide(declared), .number(5)))
    }

    @Test("A custom guide no alignment declares is horizontal with default 0")
    func undeclaredGuide() throws {
        let r = try decode(request(#"{"type": "Color", "modifiers": [{"type": "alignmentGuide", "guide": "x", "value": "1"}]}"#))
        guard case .alignmentGuide(let key, _) = r.tree[r.tree.root].kind else {
            Issue.record("not an alignment guide"); return
        }
        #expect(key == AlignmentKey(axis: .horizontal, id: .custom(0)))
        #expect(r.tree.customGuides == [.number(0)])
    }

    @Test("A reference without a default picks up the declaration elsewhere")
    func customReference() throws {
        let r = try decode(request(#"""
            {"type": "ZStack", "alignment": {"horizontal": {"custom": "g"}}, "children": [
              {"type": "VStack", "alignment": {"custom": "g", "default": "width"}, "children": []}]}
            """#))
        guard case .zStack(let alignment) = r.tree[r.tree.root].kind else { Issue.record("not a ZStack"); return }
        #expect(alignment.horizontal == AlignmentKey(axis: .horizontal, id: .custom(0)))
        #expect(r.tree.customGuides == [.width])
    }
}
