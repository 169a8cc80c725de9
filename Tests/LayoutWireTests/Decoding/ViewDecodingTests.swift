import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Decoding views")
struct ViewDecodingTests {
    @Test("Color and the five shapes size like a Color; only Circle is square", arguments: WireViewType.allCases.filter(\.isShape))
    func shapes(_ type: WireViewType) throws {
        let kind = try rootKind(request(##"{"type": "\##(type.rawValue)", "color": "#ff0000", "cornerRadius": 4}"##))
        guard case .shape(let isCircle) = kind else { Issue.record("not a shape: \(kind)"); return }
        #expect(isCircle == (type == .circle))
    }

    @Test("A colour is one of SwiftUI's system colour names or hex; anything else is refused with the names, not drawn black",
          arguments: ["red", "accentColor", "secondary", "#f00", "#FF0000", "#ff000080"])
    func knownColors(_ color: String) throws {
        #expect(decodeError(request(#"{"type": "Color", "color": "\#(color)"}"#)) == nil)
        #expect(decodeError(request(#"{"type": "Color", "modifiers": [{"type": "border", "color": "\#(color)"}]}"#)) == nil)
    }

    @Test("An unknown colour is 400 invalidValue at its pointer, listing the names", arguments: ["systemBlue", "#ff00", "Red", "", #"\"/><script>x</script>"#])
    func unknownColors(_ color: String) throws {
        let error = try #require(decodeError(request(#"{"type": "Circle", "color": "\#(color)"}"#)))
        #expect(error.kind == .invalidValue && error.pointer.description == "/view/color")
        #expect(error.detail.contains("red, orange, yellow") && error.detail.contains("accentColor"))
        let border = try #require(decodeError(request(#"{"type": "Color", "modifiers": [{"type": "border", "color": "\#(color)"}]}"#)))
        #expect(border.pointer.description == "/view/modifiers/0/color")
    }

    @Test("A Spacer takes its minLength and the axis of the stack around it")
    func spacer() throws {
        let r = try decode(request(#"{"type": "HStack", "children": [{"type": "Spacer", "minLength": 12}, {"type": "Spacer"}]}"#))
        guard case .spacer(let minLength, let axis) = r.tree[r.index.views[1].node!].kind,
              case .spacer(let defaultMin, _) = r.tree[r.index.views[2].node!].kind else { Issue.record("not spacers"); return }
        #expect(minLength == 12)
        #expect(axis == .horizontal)
        #expect(defaultMin == nil)
    }

    @Test("A Divider in a VStack is oriented by it; at the root it has no stack axis")
    func divider() throws {
        let r = try decode(request(#"{"type": "VStack", "children": [{"type": "Divider"}]}"#))
        guard case .divider(let axis) = r.tree[r.index.views[1].node!].kind else { Issue.record("not a divider"); return }
        #expect(axis == .vertical)
        guard case .divider(let rootAxis) = try rootKind(request(#"{"type": "Divider"}"#)) else { Issue.record("not a divider"); return }
        #expect(rootAxis == nil)
    }

    @Test("Spacers in a ZStack and in overlay content get no axis")
    func spacerWithoutStack() throws {
        let r = try decode(request(#"""
            {"type": "HStack", "children": [
              {"type": "ZStack", "children": [{"type": "Spacer"}]},
              {"type": "Color", "modifiers": [{"type": "overlay", "content": {"type": "Spacer"}}]}]}
            """#))
        for view in r.index.views where view.type == .spacer {
            guard case .spacer(_, let axis) = r.tree[view.node!].kind else { Issue.record("not a spacer"); continue }
            #expect(axis == nil)
        }
    }

    @Test("A Text defaults to body; a text style name or a size and weight set its font")
    func textFonts() throws {
        func font(_ json: String) throws -> Font? {
            guard case .text(let content) = try rootKind(request(json)) else { return nil }
            return content.font
        }
        #expect(try font(#"{"type": "Text", "text": "Hi"}"#) == .body)
        #expect(try font(#"{"type": "Text", "text": "Hi", "font": "title2"}"#) == Font(.title2))
        #expect(try font(#"{"type": "Text", "text": "Hi", "font": {"size": 20, "weight": "bold"}}"#) == Font(size: 20, weight: 700))
        #expect(try font(#"{"type": "Text", "text": "Hi", "font": {"size": 11, "weight": 300}}"#) == Font(size: 11, weight: 300))
        #expect(try font(#"{"type": "Text", "text": "Hi", "font": {"style": "headline", "weight": "black"}}"#)
                == Font(size: 17, weight: 900, textStyle: .headline))
    }

    @Test("A Text keeps its string exactly, escapes resolved")
    func textString() throws {
        guard case .text(let content) = try rootKind(request(#"{"type": "Text", "text": "Caf\u00e9 \"x\"\n\ud83d\ude00"}"#)) else {
            Issue.record("not a text"); return
        }
        #expect(content.string == "Café \"x\"\n😀")
    }

    @Test("An Image has its intrinsic size and becomes resizable with its first modifier")
    func image() throws {
        guard case .image(let size, let resizable) = try rootKind(request(#"{"type": "Image", "width": 40, "height": 30}"#)) else {
            Issue.record("not an image"); return
        }
        #expect(size == Size(width: 40, height: 30))
        #expect(!resizable)
        let r = try decode(request(#"{"type": "Image", "width": 40, "height": 30, "modifiers": [{"type": "resizable"}]}"#))
        guard case .image(_, let isResizable) = r.tree[r.index.views[0].node!].kind else { Issue.record("not an image"); return }
        #expect(isResizable)
        #expect(r.index.modifiers[0].node == nil)
        #expect(r.index.modifiers[0].frameNode == r.index.views[0].node)
    }

    @Test("HStack and VStack read alignment and spacing; absent spacing is SwiftUI's default")
    func stacks() throws {
        guard case .stack(let h) = try rootKind(request(#"{"type": "HStack", "alignment": "firstTextBaseline", "spacing": 10, "children": []}"#)),
              case .stack(let v) = try rootKind(request(#"{"type": "VStack", "alignment": "trailing", "children": []}"#)),
              case .stack(let plain) = try rootKind(request(#"{"type": "HStack"}"#)) else { Issue.record("not stacks"); return }
        #expect(h == StackSpec(axis: .horizontal, alignment: .firstTextBaseline, spacing: 10))
        #expect(v == StackSpec(axis: .vertical, alignment: .trailing, spacing: nil))
        #expect(plain == StackSpec(axis: .horizontal))
    }

    @Test("A ZStack takes one of the nine alignments, or a pair of guides")
    func zStack() throws {
        guard case .zStack(let named) = try rootKind(request(#"{"type": "ZStack", "alignment": "bottomTrailing"}"#)),
              case .zStack(let pair) = try rootKind(request(#"{"type": "ZStack", "alignment": {"horizontal": "leading", "vertical": "lastTextBaseline"}}"#))
        else { Issue.record("not zstacks"); return }
        #expect(named == Alignment(horizontal: .trailing, vertical: .bottom))
        #expect(pair == Alignment(horizontal: .leading, vertical: .lastTextBaseline))
    }

    @Test("An EmptyView root makes no node: a 0×0 placeholder stands in and the index has no node")
    func emptyRoot() throws {
        let r = try decode(request(#"{"type": "EmptyView", "id": "nothing"}"#))
        #expect(r.nodeCount == 0)
        #expect(r.tree.count == 1)
        #expect(r.index.views[0].node == nil)
        #expect(r.index.views[0].id == "nothing")
    }

    @Test("The proposal reads numbers, null and \"infinity\"; both sides default to null")
    func proposal() throws {
        #expect(try decode(request(#"{"type": "Color"}"#, proposal: #"{"width": 10.5, "height": null}"#)).proposal
                == ProposedViewSize(width: 10.5, height: nil))
        #expect(try decode(request(#"{"type": "Color"}"#, proposal: #"{"height": "infinity"}"#)).proposal
                == ProposedViewSize(width: nil, height: .infinity))
        #expect(try decode(#"{"view": {"type": "Color"}}"#).proposal == .unspecified)
    }

    @Test("The environment reads displayScale, layoutDirection and the text profile, with defaults 3 and sf-compat")
    func environment() throws {
        let plain = try decode(#"{"view": {"type": "Color"}}"#)
        #expect(plain.displayScale == 3)
        #expect(plain.profile == "sf-compat")
        let set = try decode(#"{"environment": {"displayScale": 2, "layoutDirection": "leftToRight", "profile": "font-native"}, "view": {"type": "Color"}}"#)
        #expect(set.displayScale == 2)
        #expect(set.profile == "font-native")
    }

    @Test("Members may come in any order: type after children and modifiers")
    func memberOrder() throws {
        let r = try decode(#"{"view": {"modifiers": [{"width": 5, "type": "frame"}], "children": [{"type": "Spacer"}], "type": "VStack"}, "proposal": {"width": 1}}"#)
        #expect(outline(r) == "frame(stack(spacer))")
        guard case .spacer(_, let axis) = r.tree[r.index.views[1].node!].kind else { Issue.record("not a spacer"); return }
        #expect(axis == .vertical)
    }
}
