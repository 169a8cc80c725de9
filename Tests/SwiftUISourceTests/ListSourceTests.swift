import Testing
@testable import SwiftUISource

/// List, Form and Section as people write them, read into the wire's List, Form and Section.
@Suite("List, Form and Section from source")
struct ListSourceTests {
    @Test("List { … } and Form { … } take their rows; Sections their title or header view")
    func spellings() throws {
        #expect(try wire("List { Text(\"a\"); Text(\"b\") }") == #"{"type":"List","children":[{"type":"Text","text":"a"},{"type":"Text","text":"b"}]}"#)
        #expect(try wire("Form { Section(\"Account\") { Text(\"a\") } }")
            == #"{"type":"Form","children":[{"type":"Section","header":{"type":"Text","text":"Account"},"children":[{"type":"Text","text":"a"}]}]}"#)
        let headerView = #"{"type":"Section","header":{"type":"Text","text":"H","modifiers":[{"type":"bold"}]},"children":[{"type":"Text","text":"a"}]}"#
        #expect(try wire("List { Section(header: Text(\"H\").bold()) { Text(\"a\") } }") == #"{"type":"List","children":["# + headerView + "]}")
        #expect(try wire("List { Section { Text(\"a\") } header: { Text(\"H\").bold() } }") == #"{"type":"List","children":["# + headerView + "]}")
        #expect(try wire("List { Section { Text(\"a\") } header: { Text(\"H\") } footer: { Text(\"F\") } }")
            == #"{"type":"List","children":[{"type":"Section","header":{"type":"Text","text":"H"},"footer":{"type":"Text","text":"F"},"children":[{"type":"Text","text":"a"}]}]}"#)
        #expect(try wire("List { Section { Text(\"a\") } }") == #"{"type":"List","children":[{"type":"Section","children":[{"type":"Text","text":"a"}]}]}"#)
    }

    @Test("List over data is a ForEach of its rows; a selection changes no row")
    func data() throws {
        #expect(try wire("List([\"a\", \"b\"], id: \\.self, selection: $picked) { name in Text(name) }")
            == #"{"type":"List","children":[{"type":"Text","text":"a"},{"type":"Text","text":"b"}]}"#)
        #expect(try wire("List { ForEach(1..<3) { i in Text(\"\\(i)\") } }")
            == #"{"type":"List","children":[{"type":"Text","text":"1"},{"type":"Text","text":"2"}]}"#)
        #expect(try wire("List { ForEach(0..<model.items.count) { i in Text(\"\\(i)\") } }")
            == #"{"type":"List","children":[{"type":"Text","text":"0"},{"type":"Text","text":"1"},{"type":"Text","text":"2"}]}"#,
                "a range up to a count from outside has the stand-in collection's three elements")
    }

    @Test("The inset grouped styles are read, as the List's style; the others are refused, naming the style")
    func styles() throws {
        #expect(try wire("List { Text(\"a\") }.listStyle(.insetGrouped)") == #"{"type":"List","style":"insetGrouped","children":[{"type":"Text","text":"a"}]}"#)
        #expect(try wire("List { Text(\"a\") }.listStyle(InsetGroupedListStyle())") == #"{"type":"List","style":"insetGrouped","children":[{"type":"Text","text":"a"}]}"#)
        #expect(try wire("Form { Text(\"a\") }.formStyle(.grouped)") == #"{"type":"Form","children":[{"type":"Text","text":"a"}]}"#)
        #expect(refusal("List { Text(\"a\") }.listStyle(.sidebar)")?.message.hasPrefix(".listStyle(.sidebar) is not laid out") == true)
        #expect(refusal("Form { Text(\"a\") }.formStyle(.columns)")?.column == 30)
    }

    @Test("listRowInsets takes EdgeInsets, as padding does (EdgeInsets() is zero); listRowSeparator its visibility and edges")
    func rowTraits() throws {
        #expect(try wire("List { Text(\"a\").listRowInsets(EdgeInsets()) }")
            == #"{"type":"List","children":[{"type":"Text","text":"a","modifiers":[{"type":"listRowInsets","insets":{}}]}]}"#)
        #expect(try wire("List { Text(\"a\").listRowSeparator(.hidden, edges: .top) }")
            == #"{"type":"List","children":[{"type":"Text","text":"a","modifiers":[{"type":"listRowSeparator","visibility":"hidden","edges":"top"}]}]}"#)
        #expect(try wire("List { Text(\"a\").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)) }")
            == #"{"type":"List","children":[{"type":"Text","text":"a","modifiers":[{"type":"listRowInsets","insets":{"top":0,"leading":8,"bottom":0,"trailing":8}}]}]}"#)
        // `.zero` is zero; insets from outside the source a listed stand-in, zero as a number's is.
        let zero = #"{"type":"List","children":[{"type":"Text","text":"a","modifiers":[{"type":"listRowInsets","insets":{}}]}]}"#
        #expect(try wire("List { Text(\"a\").listRowInsets(.zero) }") == zero)
        let outside = try SwiftUITranslator.translate("List { Text(\"a\").listRowInsets(Metrics.rowInsets) }")
        #expect(String(decoding: outside.view.bytes, as: UTF8.self) == zero)
        #expect(outside.sources.placeholders.map(\.expression) == ["Metrics.rowInsets"])
        #expect(refusal("List { Text(\"a\").listRowInsets(8) }")?.message == "EdgeInsets is read as EdgeInsets(top:leading:bottom:trailing:) or EdgeInsets()")
    }

    @Test("A list's editing and refreshing modifiers change no frame and are listed as ignored")
    func ignored() throws {
        #expect(try wire("List { Text(\"a\").onDelete { _ in } }.refreshable { }") == #"{"type":"List","children":[{"type":"Text","text":"a"}]}"#)
    }
}

/// NavigationLink as people write it: its label is read, its destination never.
@Suite("NavigationLink from source")
struct NavigationLinkSourceTests {
    private let link = #"{"type":"NavigationLink","children":[{"type":"Text","text":"Open"}]}"#

    @Test("A title, a label closure, a label: argument or a second trailing closure is the label")
    func spellings() throws {
        #expect(try wire("NavigationLink(\"Open\", destination: Text(\"Detail\"))") == link)
        #expect(try wire("NavigationLink(\"Open\") { Text(\"Detail\") }") == link)
        #expect(try wire("NavigationLink(destination: Text(\"Detail\")) { Text(\"Open\") }") == link)
        #expect(try wire("NavigationLink(destination: Text(\"Detail\"), label: { Text(\"Open\") })") == link)
        #expect(try wire("NavigationLink { Text(\"Detail\") } label: { Text(\"Open\") }") == link)
        #expect(try wire("NavigationLink(value: 3) { Text(\"Open\") }") == link)
        #expect(try wire("NavigationLink(\"Open\", value: 3)") == link)
    }

    @Test("A Link is laid out as a Button with its label; its URL is never read")
    func links() throws {
        let button = #"{"type":"Button","children":[{"type":"Text","text":"Open"}]}"#
        #expect(try wire("Link(\"Open\", destination: URL(string: \"https://example.com\")!)") == button)
        #expect(try wire("Link(destination: site) { Text(\"Open\") }") == button)
    }
}
