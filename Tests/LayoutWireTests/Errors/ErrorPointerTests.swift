import Testing
@testable import LayoutWire

/// A malformed request and the error it must produce.
struct MalformedCase: Sendable, CustomStringConvertible {
    var description: String
    var json: String
    var kind: WireError.Kind
    var pointer: String
    /// The exact message, where the case pins it.
    var detail: String? = nil
    var limits = WireLimits.default
}

private func nested(_ levels: Int) -> String {
    String(repeating: #"{"type": "VStack", "children": ["#, count: levels - 1) + #"{"type": "Color"}"#
        + String(repeating: "]}", count: levels - 1)
}

let malformedCases: [MalformedCase] = [
    MalformedCase(description: "a string where a number belongs", json: request(#"{"type": "HStack", "spacing": "10"}"#),
                  kind: .wrongType, pointer: "/view/spacing"),
    MalformedCase(description: "a Text without text", json: request(#"{"type": "VStack", "children": [{"type": "Color"}, {"type": "Text"}]}"#),
                  kind: .missingField, pointer: "/view/children/1/text"),
    MalformedCase(description: "a view without type", json: request(#"{"type": "VStack", "children": [{"id": "a"}]}"#),
                  kind: .missingField, pointer: "/view/children/0/type"),
    MalformedCase(description: "an unknown view type", json: request(#"{"type": "HStack", "children": [{"type": "Colour"}]}"#),
                  kind: .unknownType, pointer: "/view/children/0/type"),
    MalformedCase(description: "an unknown modifier", json: request(#"{"type": "Color", "modifiers": [{"type": "blur"}]}"#),
                  kind: .unknownModifier, pointer: "/view/modifiers/0/type"),
    MalformedCase(description: "an unknown member", json: request(#"{"type": "Color", "colour": "red"}"#),
                  kind: .unknownField, pointer: "/view/colour"),
    MalformedCase(description: "a member of another view type", json: request(#"{"type": "Color", "spacing": 4}"#),
                  kind: .unknownField, pointer: "/view/spacing"),
    MalformedCase(description: "children on a leaf", json: request(#"{"type": "Text", "text": "a", "children": []}"#),
                  kind: .unknownField, pointer: "/view/children"),
    MalformedCase(description: "a negative frame width",
                  json: request(#"{"type": "HStack", "children": [{"type": "Color"}, {"type": "Color"}, {"type": "Color", "modifiers": [{"type": "frame", "width": -5}]}]}"#),
                  kind: .outOfRange, pointer: "/view/children/2/modifiers/0/width"),
    MalformedCase(description: "a non-finite length spelled as a string", json: request(#"{"type": "Color", "modifiers": [{"type": "frame", "height": "NaN"}]}"#),
                  kind: .invalidValue, pointer: "/view/modifiers/0/height"),
    MalformedCase(description: "a number that overflows a double", json: request(#"{"type": "Color", "modifiers": [{"type": "offset", "x": 1e999}]}"#),
                  kind: .outOfRange, pointer: "/view/modifiers/0/x"),
    MalformedCase(description: "an HStack aligned on a horizontal guide", json: request(#"{"type": "HStack", "alignment": "leading"}"#),
                  kind: .badAlignment, pointer: "/view/alignment"),
    MalformedCase(description: "an unknown frame alignment", json: request(#"{"type": "Color", "modifiers": [{"type": "frame", "alignment": "middle"}]}"#),
                  kind: .badAlignment, pointer: "/view/modifiers/0/alignment"),
    MalformedCase(description: "an ambiguous guide name", json: request(#"{"type": "Color", "modifiers": [{"type": "alignmentGuide", "guide": "center", "value": "0"}]}"#),
                  kind: .badAlignment, pointer: "/view/modifiers/0/guide"),
    MalformedCase(description: "a bad guide expression", json: request(#"{"type": "Color", "modifiers": [{"type": "alignmentGuide", "guide": "top", "value": "width / (2"}]}"#),
                  kind: .badExpression, pointer: "/view/modifiers/0/value"),
    MalformedCase(description: "a custom default that reads a custom guide",
                  json: request(#"{"type": "HStack", "alignment": {"custom": "a", "default": "d[a]"}}"#),
                  kind: .badExpression, pointer: "/view/alignment/default"),
    MalformedCase(description: "two defaults for one custom guide",
                  json: request(#"{"type": "HStack", "alignment": {"custom": "a", "default": "1"}, "children": [{"type": "HStack", "alignment": {"custom": "a", "default": "2"}}]}"#),
                  kind: .badAlignment, pointer: "/view/children/0/alignment"),
    MalformedCase(description: "resizable on a Text", json: request(#"{"type": "Text", "text": "a", "modifiers": [{"type": "resizable"}]}"#),
                  kind: .inapplicableModifier, pointer: "/view/modifiers/0"),
    MalformedCase(description: "a fixed and a flexible frame at once", json: request(#"{"type": "Color", "modifiers": [{"type": "frame", "width": 1, "maxWidth": 2}]}"#),
                  kind: .conflictingFields, pointer: "/view/modifiers/0"),
    MalformedCase(description: "a repeated member", json: request(#"{"type": "Color", "modifiers": [{"type": "offset", "x": 1, "x": 2}]}"#),
                  kind: .duplicateKey, pointer: "/view/modifiers/0/x"),
    MalformedCase(description: "an unknown layout direction", json: #"{"environment": {"layoutDirection": "upsideDown"}, "view": {"type": "Color"}}"#,
                  kind: .invalidValue, pointer: "/environment/layoutDirection"),
    MalformedCase(description: "a display scale of 4", json: #"{"environment": {"displayScale": 4}, "view": {"type": "Color"}}"#,
                  kind: .outOfRange, pointer: "/environment/displayScale"),
    MalformedCase(description: "a negative proposal", json: request(#"{"type": "Color"}"#, proposal: #"{"width": -1}"#),
                  kind: .outOfRange, pointer: "/proposal/width"),
    MalformedCase(description: "a request without a view", json: #"{"proposal": {}}"#, kind: .missingField, pointer: "/view"),
    MalformedCase(description: "a request that is an array", json: "[]", kind: .wrongType, pointer: ""),
    MalformedCase(description: "a syntax error deep in the tree", json: request(#"{"type": "VStack", "children": [{"type": "Text", "text": "a\x"}]}"#),
                  kind: .syntax, pointer: "/view/children/0/text"),
    MalformedCase(description: "invalid UTF-8 in a string", json: request("{\"type\": \"Text\", \"text\": \"\u{FFFD}\"}"),
                  kind: .invalidUTF8, pointer: "/view/text"),
    MalformedCase(description: "trailing garbage", json: request(#"{"type": "Color"}"#) + " }", kind: .trailingData, pointer: ""),
    MalformedCase(description: "more nodes than the limit", json: request(#"{"type": "HStack", "children": [{"type": "Color"}, {"type": "Color", "modifiers": [{"type": "padding"}]}]}"#),
                  kind: .tooManyNodes, pointer: "/view/children/1/modifiers/0", limits: WireLimits(maxNodes: 2)),
    MalformedCase(description: "texts holding more bytes than the limit", json: request(#"{"type": "VStack", "children": [{"type": "Text", "text": "héllo"}, {"type": "Text", "text": "world"}]}"#),
                  kind: .tooMuchText, pointer: "/view/children/1/text", limits: WireLimits(maxTextBytes: 10)),
    MalformedCase(description: "views nested deeper than the limit", json: request(nested(65)),
                  kind: .tooDeep, pointer: "/view" + String(repeating: "/children/0", count: 64)),
    MalformedCase(description: "a member name with / and ~", json: request(#"{"type": "Color", "a/b~c": 1}"#),
                  kind: .unknownField, pointer: "/view/a~1b~0c"),
]

@Suite("Errors and their pointers")
struct ErrorPointerTests {
    @Test("Each malformed request fails with the right kind at the right pointer", arguments: malformedCases + memberErrorCases + textModifierErrorCases)
    func malformed(_ c: MalformedCase) throws {
        var bytes = Array(c.json.utf8)
        // The invalid-UTF-8 case carries a placeholder replaced by an overlong encoding.
        if let i = bytes.firstIndex(of: 0xEF), c.kind == .invalidUTF8 { bytes.replaceSubrange(i..<i + 3, with: [0xC0, 0xAF]) }
        let error = try #require(decodeError(bytes, limits: c.limits))
        #expect(error.kind == c.kind, "\(error)")
        #expect(error.pointer.description == c.pointer, "\(error)")
        if let detail = c.detail { #expect(error.detail == detail) }
    }

    @Test("A negative frame width reads as the wire format's own example")
    func wireFormatExample() throws {
        let c = malformedCases.first { $0.description == "a negative frame width" }!
        let error = try #require(decodeError(c.json))
        #expect(error.detail == #"frame.width must be a number >= 0, null or "infinity""#)
    }

    @Test("100,000 nested arrays or views fail fast with tooDeep, never a stack overflow")
    func hostileNesting() throws {
        let arrays = #"{"view": "# + String(repeating: "[", count: 100_000)
        #expect(decodeError(arrays)?.kind == .tooDeep)
        let views = request(nested(100_000))
        #expect(decodeError(views)?.kind == .tooDeep)
    }

    @Test("The view-depth limit is exact: 64 levels pass, 65 do not")
    func depthBoundary() throws {
        _ = try decode(request(nested(64)))
        #expect(decodeError(request(nested(65)))?.kind == .tooDeep)
    }

    @Test("The node limit is exact")
    func nodeBoundary() throws {
        let json = request(#"{"type": "HStack", "children": [{"type": "Color"}, {"type": "Color"}]}"#)
        _ = try decode(json, limits: WireLimits(maxNodes: 3))
        #expect(decodeError(json, limits: WireLimits(maxNodes: 2))?.kind == .tooManyNodes)
    }

    @Test("The text limit counts UTF-8 bytes of every Text together, and is exact")
    func textBoundary() throws {
        // "héllo" is 6 bytes, "world" 5.
        let json = request(#"{"type": "VStack", "children": [{"type": "Text", "text": "héllo"}, {"type": "Text", "text": "world"}]}"#)
        _ = try decode(json, limits: WireLimits(maxTextBytes: 11))
        #expect(decodeError(json, limits: WireLimits(maxTextBytes: 10))?.kind == .tooMuchText)
    }
}
