import SwiftUISource
import Testing

/// `switch` over an enum whose cases carry values, as app code switches over a loading state.
struct SwitchPatternTests {
    static let states = "enum Load { case idle, loaded(String, Int), failed(String) }"

    static func translation(_ state: String, _ cases: String) throws -> Translation {
        try SwiftUITranslator.translate("struct V: View {\n\(states)\nlet state\(state)\nvar body: some View {\nswitch state {\n\(cases)\n}\n}\n}")
    }

    static func wire(_ state: String, _ cases: String) throws -> String {
        String(decoding: try translation(state, cases).view.bytes, as: UTF8.self)
    }

    @Test("A case that binds values matches by the case's name; the names it binds are values from outside")
    func bindings() throws {
        let cases = "case .idle: Text(\"idle\")\ncase let .loaded(name, _): Text(name)\ncase .failed(let error): Text(error)"
        #expect(try Self.wire(" = Load.loaded(\"x\", 2)", cases) == #"{"type":"Text","text":"name"}"#)
        #expect(try Self.wire(" = Load.failed(\"x\")", cases) == #"{"type":"Text","text":"error"}"#)
        #expect(try Self.wire(": Load = .idle", cases) == #"{"type":"Text","text":"idle"}"#)
        let listed = try Self.translation(" = Load.failed(\"x\")", cases).sources.placeholders.map(\.expression)
        #expect(listed.contains("error"), "\(listed)")
        // The bound name shadows a property of the same name, as in Swift.
        #expect(try Self.wire(" = Load.failed(\"x\")\nlet error = \"outer\"", cases) == #"{"type":"Text","text":"error"}"#)
    }

    @Test("A pattern that mixes bindings with values is refused, not matched by the case's name alone")
    func mixed() {
        let error = try? Self.wire(" = Load.loaded(\"x\", 2)", "case .loaded(let n, 5): Text(n)\ndefault: Text(\"x\")")
        #expect(error == nil)
        #expect(refusal("struct V: View {\n\(Self.states)\nlet state = Load.idle\nvar body: some View {\nswitch state {\ncase .loaded(let n, 5): Text(n)\ndefault: Text(\"x\")\n}\n}\n}")?
            .message.hasPrefix("case patterns other than values") == true)
    }

    @Test("A value from outside takes the first case, its bound names stand-ins too; `where` stays refused")
    func standIns() throws {
        #expect(try Self.wire(": Load", "case .failed(let error): Text(error)\ndefault: Text(\"x\")") == #"{"type":"Text","text":"error"}"#)
        let whereClause = "struct V: View {\n\(Self.states)\nlet state = Load.idle\nvar body: some View {\nswitch state {\ncase .loaded(let n, _) where n.isEmpty: Text(n)\ndefault: Text(\"x\")\n}\n}\n}"
        #expect(refusal(whereClause)?.message == "case patterns with `where` are not read")
    }

    @Test("A tuple is switched on element by element: `_` fits anything, a value from outside fits any value and is listed")
    func tupleSubjects() throws {
        func taken(_ lets: String, _ subject: String) throws -> Translation {
            try SwiftUITranslator.translate("""
                struct V: View {
                    \(lets)
                    @Environment(\\.colorScheme) var scheme
                    var body: some View {
                        switch \(subject) {
                        case (false, _): Text("off")
                        case (true, .light): Text("on, light")
                        case (true, .dark): Text("on, dark")
                        default: Text("other")
                        }
                    }
                }
                """)
        }
        func text(_ t: Translation) -> String { String(decoding: t.view.bytes, as: UTF8.self) }
        #expect(text(try taken("let on = true", "(on, scheme)")) == #"{"type":"Text","text":"on, light"}"#)
        #expect(text(try taken("let on = false", "(on, scheme)")) == #"{"type":"Text","text":"off"}"#)
        #expect(text(try taken("let on = true", "(on, ColorScheme.dark)")) == #"{"type":"Text","text":"on, dark"}"#)
        let outside = try taken("@Binding var on: Bool", "(on, scheme)")
        #expect(text(outside) == #"{"type":"Text","text":"off"}"#)
        #expect(outside.sources.placeholders.map { "\($0.expression) \($0.role)" } == ["on case"])
        #expect(text(try taken("let on = 3", "(on, scheme)")) == #"{"type":"Text","text":"other"}"#)
    }
}

