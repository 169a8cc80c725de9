import Testing
@testable import SwiftUISource

/// Picker as people write it: its label is the wire Picker's child, the option its selection
/// picks (by `.tag`, or by the element a ForEach made it for) its `value`.
@Suite("Picker from source")
struct PickerSourceTests {
    private func value(_ source: String) throws -> String {
        let json = try wire(source)
        guard let range = json.range(of: #""value":"#) else { return "none" }
        return String(json[range.upperBound...].prefix { $0 != "}" }) + "}"
    }

    @Test("A title, a label: argument or a label: trailing closure is the label")
    func spellings() throws {
        let expected = #"{"type":"Picker","value":{"type":"Text","text":"A"},"children":[{"type":"Text","text":"Size"}]}"#
        #expect(try wire("Picker(\"Size\", selection: .constant(1)) { Text(\"A\").tag(1) }") == expected)
        #expect(try wire("Picker(selection: .constant(1), label: Text(\"Size\")) { Text(\"A\").tag(1) }") == expected)
        #expect(try wire("Picker(selection: .constant(1)) { Text(\"A\").tag(1) } label: { Text(\"Size\") }") == expected)
    }

    @Test("The value is the option whose tag equals the selection: a .tag, or a ForEach's element over a range or by \\.self")
    func selection() throws {
        #expect(try value("Picker(\"S\", selection: .constant(.b)) { Text(\"A\").tag(Kind.a); Text(\"B\").tag(Kind.b) }")
            == #"{"type":"Text","text":"B"}"#)
        #expect(try value("VStack { let i = 2; Picker(\"S\", selection: .constant(i)) { ForEach(0..<3) { Text(\"\\($0)\") } } }")
            == #"{"type":"Text","text":"2"}"#)
        #expect(try value("Picker(\"S\", selection: .constant(\"y\")) { ForEach([\"x\", \"y\"], id: \\.self) { Text($0) } }")
            == #"{"type":"Text","text":"y"}"#)
        #expect(try value("Picker(\"S\", selection: .constant(9)) { Text(\"A\").tag(1) }") == "none", "no option carries it")
    }

    @Test("A selection from outside shows the first option, listed as a stand-in")
    func standIn() throws {
        let result = try SwiftUITranslator.translate("Picker(\"S\", selection: $model.size) { Text(\"A\").tag(1); Text(\"B\").tag(2) }")
        #expect(String(decoding: result.view.bytes, as: UTF8.self).contains(#""value":{"type":"Text","text":"A"}"#))
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" } == ["model.size case"])
    }

    @Test("The menu and segmented styles are read as the Picker's style; the others are refused, naming the style")
    func styles() throws {
        #expect(try wire("Picker(\"S\", selection: .constant(1)) { Text(\"A\").tag(1) }.pickerStyle(.menu)").contains("Picker"))
        #expect(try wire("Picker(\"S\", selection: .constant(1)) { Text(\"A\").tag(1) }.pickerStyle(MenuPickerStyle())").contains("Picker"))
        #expect(try wire("VStack { Picker(\"S\", selection: .constant(1)) { Text(\"A\").tag(1) } }.pickerStyle(SegmentedPickerStyle())")
            .hasPrefix(#"{"type":"VStack","children":[{"type":"Picker","style":"segmented","value":"#))
        #expect(refusal("Picker(\"S\", selection: .constant(1)) { Text(\"A\") }.pickerStyle(WheelPickerStyle())")?.message
            .hasPrefix(".pickerStyle(.wheel) lays a Picker out") == true, "the older spelling names the style the same way")
        #expect(refusal("Picker(\"S\") { Text(\"A\") }")?.message == "Picker needs selection:")
    }
}

/// `Optional.map` in a view position, as people write it for an optional view.
@Suite("Optional map from source")
struct OptionalMapSourceTests {
    @Test("A present value's views with the value bound; none for nil; a value from outside is present, listed")
    func optionalMap() throws {
        #expect(try wire("struct V: View { var name: String? = \"a\"; var body: some View { VStack { name.map { Text($0) } } } }")
            == #"{"type":"VStack","children":[{"type":"Text","text":"a"}]}"#)
        #expect(try wire("struct V: View { var name: String? = nil; var body: some View { VStack { name.map { n in Text(n) }; Color.red } } }")
            == #"{"type":"VStack","children":[{"type":"Color","color":"red"}]}"#, "an empty optional makes no view")
        let result = try SwiftUITranslator.translate("VStack { country.flag.map { url in Text(url).bold() }.padding() }")
        #expect(String(decoding: result.view.bytes, as: UTF8.self)
            == #"{"type":"VStack","children":[{"type":"Text","text":"country.flag","modifiers":[{"type":"bold"},{"type":"padding"}]}]}"#)
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" }.first == "country.flag optional")
        #expect(refusal("VStack { [1, 2].map { Text(\"\\($0)\") } }")?.message.hasPrefix("map over a collection") == true)
    }
}
