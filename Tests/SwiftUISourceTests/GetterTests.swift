import SwiftUISource
import Testing

/// Computed properties that choose their value with `if` and `switch`, as app code does for a
/// symbol name or a subtitle.
struct GetterTests {
    static func text(_ getter: String, _ declarations: String = "") throws -> String {
        let source = "struct V: View {\n\(declarations)\nvar value: String {\n\(getter)\n}\nvar body: some View { Text(value) }\n}"
        return String(decoding: try SwiftUITranslator.translate(source).view.bytes, as: UTF8.self)
    }

    @Test("An if statement returns from the branch taken; one with no return goes on to the next statement")
    func ifStatements() throws {
        #expect(try Self.text("if n > 2 { return \"big\" } else { return \"small\" }", "let n = 3") == #"{"type":"Text","text":"big"}"#)
        #expect(try Self.text("if n > 2 { return \"big\" }\nreturn \"small\"", "let n = 1") == #"{"type":"Text","text":"small"}"#)
        #expect(try Self.text("if n == 0 { return \"none\" } else if n == 1 { return \"one\" }\nreturn \"many\"", "let n = 1")
            == #"{"type":"Text","text":"one"}"#)
    }

    @Test("if and switch expressions: the branch's one expression is the value")
    func expressions() throws {
        #expect(try Self.text("if on { \"On\" } else { \"Off\" }", "let on = false") == #"{"type":"Text","text":"Off"}"#)
        let modes = "enum Mode { case a, b }\nlet mode = Mode.b"
        #expect(try Self.text("switch mode {\ncase .a: \"A\"\ncase .b: \"B\"\n}", modes) == #"{"type":"Text","text":"B"}"#)
        #expect(try Self.text("switch mode {\ncase .a: return \"A\"\ndefault: return \"other\"\n}", modes) == #"{"type":"Text","text":"other"}"#)
    }

    @Test("A value from outside takes the first case and is listed; a getter that does more is a stand-in")
    func standIns() throws {
        #expect(try Self.text("switch model.kind {\ncase .a: \"A\"\ndefault: \"B\"\n}", "let model: Model") == #"{"type":"Text","text":"A"}"#)
        // A loop is not read: the property is a value from outside, shown as its name.
        #expect(try Self.text("for _ in 0..<2 { }\nreturn \"x\"") == #"{"type":"Text","text":"value"}"#)
        // In an if statement a branch's one expression is not its value but a statement, which is not read.
        #expect(try Self.text("if true { \"x\" }\nreturn \"y\"") == #"{"type":"Text","text":"value"}"#)
    }

    @Test("A body's own computed properties, a view and a value, are read where they are used, with the body's constants in scope")
    func localComputedProperties() throws {
        let source = """
            struct V: View {
                let level = 2
                var body: some View {
                    VStack {
                        if level > 0 {
                            let n = level * 2
                            var caption: String {
                                switch n { case 2: return "low" default: return "high" }
                            }
                            #if os(iOS)
                            @ViewBuilder var badge: some View { Text(caption).padding(4) }
                            #endif
                            badge
                        }
                    }
                }
            }
            """
        #expect(String(decoding: try SwiftUITranslator.translate(source).view.bytes, as: UTF8.self)
            == #"{"type":"VStack","children":[{"type":"Text","text":"high","modifiers":[{"type":"padding","length":4}]}]}"#)
    }
}
