import LayoutEngine
import Testing
@testable import LayoutWire

/// The node kind a single modifier on a Color lowers to.
private func layer(_ modifier: String) throws -> NodeKind {
    try rootKind(request(#"{"type": "Color", "modifiers": [\#(modifier)]}"#))
}

@Suite("Decoding modifiers")
struct ModifierDecodingTests {
    @Test("A frame with width or height is fixed; null counts as absent")
    func fixedFrame() throws {
        guard case .frame(let w, let h, let a) = try layer(#"{"type": "frame", "width": 50, "height": null, "alignment": "topLeading"}"#) else {
            Issue.record("not a fixed frame"); return
        }
        #expect(w == 50 && h == nil && a == .topLeading)
        guard case .frame(nil, nil, .center) = try layer(#"{"type": "frame"}"#) else { Issue.record("not an empty frame"); return }
    }

    @Test("Any min, ideal or max length makes a flexible frame; \"infinity\" is allowed")
    func flexibleFrame() throws {
        guard case .flexibleFrame(let spec) = try layer(#"{"type": "frame", "minWidth": 0, "maxWidth": "infinity", "idealHeight": 20, "alignment": "bottom"}"#) else {
            Issue.record("not a flexible frame"); return
        }
        #expect(spec == FlexibleFrameSpec(minWidth: 0, maxWidth: .infinity, idealHeight: 20,
                                          alignment: Alignment(horizontal: .horizontalCenter, vertical: .bottom)))
    }

    @Test("Padding defaults to 16 on every edge; edges may be a name or a list; insets are explicit")
    func padding() throws {
        guard case .padding(let all) = try layer(#"{"type": "padding"}"#),
              case .padding(let horizontal) = try layer(#"{"type": "padding", "length": 10, "edges": "horizontal"}"#),
              case .padding(let list) = try layer(#"{"type": "padding", "edges": ["top", "trailing"]}"#),
              case .padding(let insets) = try layer(#"{"type": "padding", "insets": {"top": 1, "leading": 2, "bottom": 3, "trailing": -4}}"#)
        else { Issue.record("not padding"); return }
        #expect(all == EdgeInsets(all: 16))
        #expect(horizontal == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        #expect(list == EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 16))
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: -4))
    }

    @Test("layoutPriority, offset, position and relativeProposed read their numbers and defaults")
    func numericModifiers() throws {
        guard case .layoutPriority(let p) = try layer(#"{"type": "layoutPriority", "value": -1.5}"#),
              case .offset(let ox, let oy) = try layer(#"{"type": "offset", "y": 7}"#),
              case .position(let px, let py) = try layer(#"{"type": "position", "x": 3, "y": 4}"#),
              case .relativeProposed(let rw, let rh) = try layer(#"{"type": "relativeProposed", "width": 0.5}"#)
        else { Issue.record("wrong kinds"); return }
        #expect(p == -1.5)
        #expect(ox == 0 && oy == 7)
        #expect(px == 3 && py == 4)
        #expect(rw == 0.5 && rh == 1)
    }

    @Test("fixedSize fixes both axes unless told otherwise")
    func fixedSize() throws {
        guard case .fixedSize(true, true) = try layer(#"{"type": "fixedSize"}"#),
              case .fixedSize(false, true) = try layer(#"{"type": "fixedSize", "horizontal": false}"#)
        else { Issue.record("wrong fixedSize"); return }
    }

    @Test("aspectRatio reads ratio and content mode; scaledToFit and scaledToFill are its shorthands")
    func aspectRatio() throws {
        guard case .aspectRatio(let r1, let f1) = try layer(#"{"type": "aspectRatio", "ratio": 1.5, "contentMode": "fill"}"#),
              case .aspectRatio(let r2, let f2) = try layer(#"{"type": "aspectRatio"}"#),
              case .aspectRatio(nil, false) = try layer(#"{"type": "scaledToFit"}"#),
              case .aspectRatio(nil, true) = try layer(#"{"type": "scaledToFill"}"#)
        else { Issue.record("wrong aspectRatio"); return }
        #expect(r1 == 1.5 && f1)
        #expect(r2 == nil && !f2)
    }

    @Test("border draws over the view with width 1 unless given")
    func border() throws {
        guard case .border(1) = try layer(#"{"type": "border", "color": "red"}"#),
              case .border(3) = try layer(#"{"type": "border", "width": 3}"#)
        else { Issue.record("wrong border"); return }
    }

    @Test("overlay and background make a two-child layer: the view, then the content")
    func overlayAndBackground() throws {
        let r = try decode(request(#"""
            {"type": "Color", "modifiers": [
              {"type": "overlay", "alignment": "top", "content": {"type": "Text", "text": "a"}},
              {"type": "background", "content": {"type": "Circle"}}]}
            """#))
        #expect(outline(r) == "background(overlay(shape, text), shape)")
        guard case .overlay(let alignment) = r.tree[r.index.modifiers[0].node!].kind else { Issue.record("not an overlay"); return }
        #expect(alignment == Alignment(horizontal: .horizontalCenter, vertical: .top))
        #expect(r.index.modifiers.map(\.content) == [1, 2])
    }

    @Test("alignmentGuide parses its value expression against the guide's axis")
    func alignmentGuide() throws {
        guard case .alignmentGuide(let key, let value) = try layer(#"{"type": "alignmentGuide", "guide": "leading", "value": "d[.center] - width / 4"}"#) else {
            Issue.record("not an alignment guide"); return
        }
        #expect(key == .leading)
        #expect(value == .binary(.subtract, .guide(.horizontalCenter), .binary(.divide, .width, .number(4))))
        guard case .alignmentGuide(.bottom, .number(10)) = try layer(#"{"type": "alignmentGuide", "guide": "bottom", "value": 10}"#) else {
            Issue.record("a number value should be accepted"); return
        }
    }

    @Test("Environment modifiers make no layer and report the layer below them")
    func environmentModifiers() throws {
        let r = try decode(request(#"""
            {"type": "Text", "text": "x", "modifiers": [
              {"type": "frame", "width": 10}, {"type": "font", "font": "caption"},
              {"type": "fontWeight", "weight": "heavy"}, {"type": "lineLimit", "limit": 2},
              {"type": "multilineTextAlignment", "alignment": "center"}]}
            """#))
        #expect(outline(r) == "frame(text)")
        #expect(r.nodeCount == 2)
        let frameNode = r.index.modifiers[0].node
        #expect(r.index.modifiers.dropFirst().allSatisfy { $0.node == nil && $0.frameNode == frameNode })
    }
}
