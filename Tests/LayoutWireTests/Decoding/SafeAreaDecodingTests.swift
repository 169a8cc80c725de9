import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Decoding safe-area insets, device presets and the safe-area modifiers")
struct SafeAreaDecodingTests {
    @Test("ignoresSafeArea ignores every edge by default, the edges named otherwise, and none for the keyboard alone")
    func ignoresSafeArea() throws {
        let cases: [(String, EdgeSet)] = [
            ("", .all), (#", "edges": "top""#, .top), (#", "edges": ["leading", "bottom"]"#, [.leading, .bottom]),
            (#", "regions": "container", "edges": "vertical""#, .vertical), (#", "regions": "keyboard""#, []),
        ]
        for (members, expected) in cases {
            let kind = try rootKind(request(#"{"type": "Color", "modifiers": [{"type": "ignoresSafeArea"\#(members)}]}"#))
            guard case .ignoresSafeArea(let edges) = kind else { Issue.record("not ignoresSafeArea"); return }
            #expect(edges == expected, "\(members)")
        }
    }

    @Test("safeAreaInset takes its edge, an alignment across it, a spacing and its content as a second child")
    func safeAreaInset() throws {
        let r = try decode(request(#"""
            {"type": "Color", "modifiers": [{"type": "safeAreaInset", "edge": "leading", "alignment": "top", "spacing": 4,
              "content": {"type": "Color", "id": "side"}}]}
            """#))
        guard case .safeAreaInset(let spec) = r.tree[r.tree.root].kind else { Issue.record("not safeAreaInset"); return }
        #expect(spec == SafeAreaInsetSpec(edge: .leading, alignment: .top, spacing: 4))
        #expect(r.tree.children(of: r.tree.root).count == 2)
        #expect(r.index.modifiers[0].content == 1)
    }

    @Test("safeAreaPadding reads like padding: 16 on every edge by default")
    func safeAreaPadding() throws {
        let kind = try rootKind(request(#"{"type": "Color", "modifiers": [{"type": "safeAreaPadding"}]}"#))
        guard case .safeAreaPadding(let insets) = kind else { Issue.record("not safeAreaPadding"); return }
        #expect(insets == EdgeInsets(all: 16))
    }

    @Test("A device sets the proposal, the insets and the scale; the environment's insets are read as given")
    func environment() throws {
        let device = try decode(#"{"environment": {"device": "iPhone 15 Pro", "orientation": "landscape"}, "view": {"type": "Color"}}"#)
        #expect(device.proposal == ProposedViewSize(width: 852, height: 393))
        #expect(device.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(device.displayScale == 3)
        let insets = try decode(#"{"environment": {"safeAreaInsets": {"top": 20, "bottom": 10}}, "view": {"type": "Color"}}"#)
        #expect(insets.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
    }

    @Test("Bad safe-area values are refused with a pointer to the value")
    func refusals() throws {
        let color = #"{"type": "Color"}"#
        let cases: [(String, String)] = [
            (#"{"environment": {"safeAreaInsets": {"top": -1}}, "view": \#(color)}"#, "/environment/safeAreaInsets/top"),
            (#"{"environment": {"safeAreaInsets": {"top": "20"}}, "view": \#(color)}"#, "/environment/safeAreaInsets/top"),
            (#"{"environment": {"safeAreaInsets": {"middle": 2}}, "view": \#(color)}"#, "/environment/safeAreaInsets/middle"),
            (#"{"environment": {"device": "iPhone 1"}, "view": \#(color)}"#, "/environment/device"),
            (#"{"environment": {"device": "iPhone 15", "orientation": "sideways"}, "view": \#(color)}"#, "/environment/orientation"),
            (request(#"{"type": "Color", "modifiers": [{"type": "ignoresSafeArea", "edges": "middle"}]}"#), "/view/modifiers/0/edges"),
            (request(#"{"type": "Color", "modifiers": [{"type": "ignoresSafeArea", "edges": ["top", 2]}]}"#), "/view/modifiers/0/edges/1"),
            (request(#"{"type": "Color", "modifiers": [{"type": "ignoresSafeArea", "regions": "status"}]}"#), "/view/modifiers/0/regions"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaInset", "edge": "middle", "content": \#(color)}]}"#), "/view/modifiers/0/edge"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaInset", "edge": "top", "alignment": "top", "content": \#(color)}]}"#), "/view/modifiers/0/alignment"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaInset", "edge": "top", "spacing": "8", "content": \#(color)}]}"#), "/view/modifiers/0/spacing"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaInset", "content": \#(color)}]}"#), "/view/modifiers/0/edge"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaInset", "edge": "top"}]}"#), "/view/modifiers/0/content"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaPadding", "length": -4}]}"#), "/view/modifiers/0/length"),
            (request(#"{"type": "Color", "modifiers": [{"type": "safeAreaPadding", "insets": {"top": -1}}]}"#), "/view/modifiers/0/insets/top"),
        ]
        for (json, pointer) in cases {
            let error = try #require(decodeError(json), "\(json)")
            #expect(error.pointer.description == pointer, "\(json): \(error)")
        }
    }

    @Test("A device excludes a proposal, a display scale and safe-area insets of the request's own")
    func deviceConflicts() throws {
        let cases = [
            #"{"proposal": {"width": 100}, "environment": {"device": "iPhone 15"}, "view": {"type": "Color"}}"#,
            #"{"environment": {"device": "iPhone 15", "displayScale": 2}, "view": {"type": "Color"}}"#,
            #"{"environment": {"safeAreaInsets": {"top": 1}, "device": "iPhone 15"}, "view": {"type": "Color"}}"#,
        ]
        for json in cases {
            let error = try #require(decodeError(json), "\(json)")
            #expect(error.kind == .conflictingFields, "\(json): \(error)")
        }
    }
}
