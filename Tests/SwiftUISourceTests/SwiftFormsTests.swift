import SwiftUISource
import Testing

/// Swift as apps write it around their views: availability checks, labelled trailing closures,
/// and modifiers that change no frame read by family.
struct SwiftFormsTests {
    @Test("Labelled trailing closures after the first match a declared view's parameters by label, in an init or memberwise")
    func multipleTrailingClosures() throws {
        let source = """
            struct Row<D: View, C: View>: View {
                private let description: D
                private let content: C
                init(@ViewBuilder description: () -> D, @ViewBuilder content: () -> C) {
                    self.description = description()
                    self.content = content()
                }
                var body: some View { HStack { description; content } }
            }
            struct Card<Content: View, Footer: View>: View {
                @ViewBuilder let content: () -> Content
                @ViewBuilder let footer: () -> Footer
                var body: some View { VStack { content(); footer() } }
            }
            VStack {
                Row { Text("a") } content: { Color.red }
                Card { Color.blue } footer: { Text("f") }
            }
            """
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"HStack","children":[{"type":"Text","text":"a"},"#
            + #"{"type":"Color","color":"red"}]},{"type":"VStack","children":[{"type":"Color","color":"blue"},{"type":"Text","text":"f"}]}]}"#)
        #expect(refusal("struct R: View { let content: () -> Text; var body: some View { content() } }\nR { Text(\"a\") } footer: { Text(\"b\") }")?
            .message.contains("R has no closure property footer") == true)
        // SwiftUI's own views and modifiers still take one trailing closure.
        #expect(refusal("VStack { Text(\"a\") } footer: { Text(\"b\") }")?.message.contains("more than one trailing closure") == true)
        #expect(refusal("Text(\"a\").overlay { Color.red } x: { Color.blue }")?.message.contains("more than one trailing closure") == true)
    }

    @Test("#available reads as iOS 18: an older version holds, a newer one does not, #unavailable the reverse, another platform alone holds by its *")
    func availability() throws {
        let source = """
            VStack {
                if #available(iOS 17.0, *) { Color.red } else { Color.gray }
                if #available(iOS 26, macOS 26, *) { Color.red } else { Color.green }
                if #unavailable(iOS 26) { Color.blue }
                if #available(macOS 14, *) { Color.pink }
            }
            """
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"Color","color":"red"},"#
            + #"{"type":"Color","color":"green"},{"type":"Color","color":"blue"},{"type":"Color","color":"pink"}]}"#)
        // The modelled version itself holds, and is not unavailable; a computed value reads the check too.
        #expect(try wire("VStack { if #available(iOS 18, *) { Color.red }\nif #unavailable(iOS 18) { Color.blue } }")
            == #"{"type":"VStack","children":[{"type":"Color","color":"red"}]}"#)
        #expect(try wire("struct V: View {\nvar name: String { if #available(iOS 26, *) { return \"new\" } else { return \"old\" } }\n"
            + "var body: some View { Text(name) }\n}") == #"{"type":"Text","text":"old"}"#)
    }

    @Test("Every accessibility modifier and a redaction change no frame: listed as ignored, by kind")
    func accessibilityFamily() throws {
        let result = try SwiftUITranslator.translate(
            "Text(\"a\").accessibilityActivationPoint(.center).accessibilityCustomContent(\"k\", \"v\").redacted(reason: .placeholder)"
            + ".containerShape(RoundedRectangle(cornerRadius: 8))")
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"Text","text":"a"}"#)
        #expect(result.sources.ignored.map { "\($0.name) \($0.kind)" }
            == ["accessibilityActivationPoint accessibility", "accessibilityCustomContent accessibility", "redacted paint",
                "containerShape paint"])
    }

    @Test("An optional var the call leaves out is nil, as Swift's initializer makes it; a root's stays a listed stand-in")
    func omittedOptionalIsNil() throws {
        let view = """
            struct B: View {
                var leftIcon: Image?
                var title: String
                var body: some View { HStack { if let leftIcon { leftIcon }; Text(title) } }
            }
            """
        #expect(try wire(view + "\nB(title: \"Go\")") == #"{"type":"HStack","children":[{"type":"Text","text":"Go"}]}"#)
        let root = try SwiftUITranslator.translate(view)
        #expect(root.sources.placeholders.map(\.expression).contains("leftIcon"))
    }

    @Test("Optional's none is nil, and an overlay whose builder makes no view is an EmptyView")
    func noneAndEmptyBuilders() throws {
        #expect(try wire("Color.red.frame(maxWidth: CGFloat?.none, maxHeight: Optional<CGFloat>.none)")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"frame"}]}"#)
        #expect(try wire("struct B: View {\nvar on = false\nvar body: some View { Color.red.overlay { if on { Color.blue } } }\n}")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"overlay","content":{"type":"EmptyView"}}]}"#)
    }

    @Test("An overlay's or background's several views are an implicit ZStack that takes the modifier's alignment, given before or after them (Apple, overlay(alignment:content:))")
    func implicitZStacks() throws {
        #expect(try wire("Color.red.overlay(alignment: .topLeading) { Color.blue; Text(\"a\") }")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"overlay","alignment":"topLeading","content":"#
            + #"{"type":"ZStack","alignment":"topLeading","children":[{"type":"Color","color":"blue"},{"type":"Text","text":"a"}]}}]}"#)
        #expect(try wire("Color.red.background(Group { Color.blue; Color.green }, alignment: .bottom)")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"background","alignment":"bottom","content":"#
            + #"{"type":"ZStack","alignment":"bottom","children":[{"type":"Color","color":"blue"},{"type":"Color","color":"green"}]}}]}"#)
        #expect(try wire("Color.red.overlay { ForEach(0..<2) { i in Color.blue } }")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"overlay","content":"#
            + #"{"type":"ZStack","children":[{"type":"Color","color":"blue"},{"type":"Color","color":"blue"}]}}]}"#)
        // A ZStack the source writes keeps its own (centre) alignment.
        #expect(try wire("Color.red.overlay(alignment: .top) { ZStack { Color.blue; Color.green } }")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"overlay","alignment":"top","content":"#
            + #"{"type":"ZStack","children":[{"type":"Color","color":"blue"},{"type":"Color","color":"green"}]}}]}"#)
        // Each layer lands where an overlay of its own would put it.
        let square = "Color.red.frame(width: 100, height: 100)"
        let small = "Color.blue.frame(width: 10, height: 10)", wide = "Color.green.frame(width: 30, height: 20)"
        func layers(_ source: String) throws -> [[Double]] {
            let overlays = try #require(laidOut(source)["view"] as? [String: Any])["modifiers"] as? [[String: Any]] ?? []
            return overlays.dropFirst().flatMap { overlay -> [[Double]] in
                let content = overlay["content"] as? [String: Any] ?? [:]
                let views = content["children"] as? [[String: Any]] ?? [content]
                return views.map { ($0["modifiers"] as? [[String: Any]])?.first?["frame"] }.map(rect)
            }
        }
        let together = try layers("\(square).overlay(alignment: .bottomTrailing) { \(small); \(wide) }")
        // The square is centred in 393 × 852, at (146.5, 376); both layers at its bottom trailing corner.
        let (x, y) = (146.5, 376.0)
        let expected: [[Double]] = [[x + 90, y + 90, 10, 10], [x + 70, y + 80, 30, 20]]
        #expect(together == expected)
        #expect(together == (try layers("\(square).overlay(alignment: .bottomTrailing) { \(small) }.overlay(alignment: .bottomTrailing) { \(wide) }")))
        #expect(refusal("Color.red.safeAreaInset(edge: .top) { Color.blue; Color.green }")?.message.contains("one view is wanted here, not 2") == true)
    }

    @Test("A ScrollViewReader's content is laid out where the reader stands, as a Group's; its proxy is read only by actions")
    func scrollViewReader() throws {
        let content = "ScrollView { VStack { Text(\"a\").id(1); Button(\"Top\") { proxy.scrollTo(1, anchor: .top) } } }"
        #expect(try wire("ScrollViewReader { proxy in \(content) }") == (try wire(content)))
        #expect(try wire("VStack { ScrollViewReader { (proxy: ScrollViewProxy) in \(content); Text(\"b\") } }")
            == (try wire("VStack { \(content); Text(\"b\") }")))
        #expect(try wire("ScrollViewReader(content: { proxy in \(content) })") == (try wire(content)))
        #expect(refusal("ScrollViewReader { proxy in Text(\"a\") } x: { Text(\"b\") }") != nil)
    }

    @Test("A localized string is the text a missing table gives: NSLocalizedString's value or key, String(localized:)'s defaultValue or key; an app's own .localized is a stand-in")
    func localizedStrings() throws {
        func shown(_ expression: String) throws -> String { try wire("Text(\(expression))") }
        #expect(try shown(#"NSLocalizedString("Hello", comment: "greeting")"#) == #"{"type":"Text","text":"Hello"}"#)
        #expect(try shown(#"NSLocalizedString("k.hi", tableName: "T", value: "Hi", comment: "")"#) == #"{"type":"Text","text":"Hi"}"#)
        #expect(try shown(#"NSLocalizedString("k.hi", value: "", comment: "")"#) == #"{"type":"Text","text":"k.hi"}"#)
        #expect(try shown(#"String(localized: "Hello \(2)")"#) == #"{"type":"Text","text":"Hello 2"}"#)
        #expect(try shown(#"String(localized: "k", defaultValue: "Default", comment: "c")"#) == #"{"type":"Text","text":"Default"}"#)
        let fallback = try SwiftUITranslator.translate(#"Text(NSLocalizedString("k", value: model.text, comment: ""))"#)
        #expect(fallback.sources.placeholders.map(\.expression) == [#"NSLocalizedString("k", value: model.text, comment: "")"#])
        let translation = try SwiftUITranslator.translate(#"VStack { Text("alert".localized).padding(); Text("n".localized(with: 3)) }"#)
        #expect(translation.sources.placeholders.map(\.expression) == [#""alert".localized"#, #""n".localized(with: 3)"#])
        #expect(refusal(#"Text(NSLocalizedString("x", foo: 1))"#)?.message.contains("is read with a key and value:") == true)
        #expect(refusal(#"Text("a".capitalized)"#)?.message.contains("is not read") == true)
        // An app's own Color function, as its own Color property: a stand-in colour, listed.
        let colour = try SwiftUITranslator.translate("Color.brand(.primary).frame(height: 2)")
        #expect(colour.sources.placeholders.map(\.expression) == ["Color.brand(.primary)"])
        #expect(refusal("Color.red.background(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))") != nil)
    }
}

