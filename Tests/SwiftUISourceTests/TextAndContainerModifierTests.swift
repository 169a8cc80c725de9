import SwiftUISource
import Testing

/// The text modifiers and `containerRelativeFrame` read from SwiftUI source, each as the wire
/// spells it (openapi.yaml, `Modifier`).
struct TextAndContainerModifierTests {
    @Test("A localized Text's key is its text; its table, bundle and comment are read and not used")
    func localizedText() throws {
        #expect(try wire("Text(\"Speed Limit\", tableName: \"Signs\", bundle: .module, comment: \"a sign's title\")")
            == #"{"type":"Text","text":"Speed Limit"}"#)
        #expect(try wire("Text(\"Speed Limit\", bundle: .module)") == #"{"type":"Text","text":"Speed Limit"}"#)
    }

    @Test("bold, italic and monospacedDigit take no argument; kerning, tracking, lineSpacing and minimumScaleFactor a number")
    func spacingAndFlags() throws {
        #expect(try wire("Text(\"1,234\").bold().italic().monospacedDigit().kerning(1.5).tracking(-0.5).lineSpacing(6).minimumScaleFactor(0.5)")
            == #"{"type":"Text","text":"1,234","modifiers":[{"type":"bold"},{"type":"italic"},{"type":"monospacedDigit"},"#
            + #"{"type":"kerning","value":1.5},{"type":"tracking","value":-0.5},{"type":"lineSpacing","value":6},"#
            + #"{"type":"minimumScaleFactor","value":0.5}]}"#)
    }

    @Test("truncationMode, textCase, allowsTightening and dynamicTypeSize take SwiftUI's names; textCase(nil) is null")
    func namedValues() throws {
        #expect(try wire("Text(\"Hi\").truncationMode(.middle).textCase(.uppercase).textCase(nil).allowsTightening(true).dynamicTypeSize(.accessibility2)")
            == #"{"type":"Text","text":"Hi","modifiers":[{"type":"truncationMode","value":"middle"},{"type":"textCase","value":"uppercase"},"#
            + #"{"type":"textCase","value":null},{"type":"allowsTightening","value":true},{"type":"dynamicTypeSize","value":"accessibility2"}]}"#)
    }

    @Test("fontDesign and Font.system(size:weight:design:) name the design; fontDesign(nil) is null")
    func designs() throws {
        #expect(try wire("Text(\"Hi\").font(.system(size: 20, weight: .bold, design: .serif)).fontDesign(.monospaced).fontDesign(nil)")
            == #"{"type":"Text","text":"Hi","modifiers":[{"type":"font","font":{"size":20,"weight":"bold","design":"serif"}},"#
            + #"{"type":"fontDesign","design":"monospaced"},{"type":"fontDesign","design":null}]}"#)
    }

    @Test("The Font methods weight, bold, italic and monospacedDigit chain on a text style or a system font, a later weight winning")
    func fontMethods() throws {
        #expect(try wire("Text(\"1\").font(.footnote.monospacedDigit().italic())")
            == #"{"type":"Text","text":"1","modifiers":[{"type":"font","font":{"style":"footnote","monospacedDigit":true,"italic":true}}]}"#)
        #expect(try wire("Text(\"1\").font(.system(size: 20, weight: .light).bold())")
            == #"{"type":"Text","text":"1","modifiers":[{"type":"font","font":{"size":20,"weight":"bold"}}]}"#)
        #expect(try wire("Text(\"1\").font(.title.weight(.bold).weight(.thin))")
            == #"{"type":"Text","text":"1","modifiers":[{"type":"font","font":{"style":"title","weight":"thin"}}]}"#)
    }

    @Test("containerRelativeFrame reads the whole-length form and the count, span and spacing form")
    func containerRelativeFrame() throws {
        #expect(try wire("Color.red.containerRelativeFrame(.horizontal).containerRelativeFrame([.horizontal, .vertical], alignment: .top)")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"containerRelativeFrame","axes":"horizontal"},"#
            + #"{"type":"containerRelativeFrame","axes":"both","alignment":"top"}]}"#)
        #expect(try wire("Color.red.containerRelativeFrame(.vertical, count: 3, span: 2, spacing: 10, alignment: .leading)")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"containerRelativeFrame","axes":"vertical","count":3,"#
            + #""span":2,"spacing":10,"alignment":"leading"}]}"#)
    }

    @Test("environment(\\.key, value): the Dynamic Type size (or content size category) is the wire's; keys that change no frame are ignored; others refused")
    func environment() throws {
        #expect(try wire("Text(\"a\").environment(\\.dynamicTypeSize, .xxxLarge)")
            == #"{"type":"Text","text":"a","modifiers":[{"type":"dynamicTypeSize","value":"xxxLarge"}]}"#)
        let ignored = try SwiftUITranslator.translate("Text(\"a\").environment(\\.colorScheme, .dark).environment(\\.editMode, .constant(.active))")
        #expect(ignored.sources.ignored.map { "\($0.name) \($0.kind)" } == ["environment(\\.colorScheme) paint", "environment(\\.editMode) behaviour"])
        #expect(try wire("List { Text(\"a\") }.environment(\\.defaultMinListRowHeight, 10)")
            == #"{"type":"List","children":[{"type":"Text","text":"a"}],"modifiers":[{"type":"defaultMinListRowHeight","value":10}]}"#)
        // A finite length of 0 or more; a value from elsewhere is iOS's own 44.
        #expect(refusal("List { Text(\"a\") }.environment(\\.defaultMinListRowHeight, .infinity)")?.message
            .contains("not a finite number") == true)
        #expect(refusal("List { Text(\"a\") }.environment(\\.defaultMinListRowHeight, -1)")?.message
            .contains("0 or more") == true)
        let outside = "struct Rows: View { let height: CGFloat\n var body: some View { List { Text(\"a\") }.environment(\\.defaultMinListRowHeight, height) } }"
        #expect(try wire(outside)
            == #"{"type":"List","children":[{"type":"Text","text":"a"}],"modifiers":[{"type":"defaultMinListRowHeight","value":44}]}"#)
        // The content size category, which the Dynamic Type size replaced, size for size.
        #expect(try wire("Text(\"a\").environment(\\.sizeCategory, .accessibilityExtraExtraExtraLarge).environment(\\.sizeCategory, .extraSmall)")
            == #"{"type":"Text","text":"a","modifiers":[{"type":"dynamicTypeSize","value":"accessibility5"},{"type":"dynamicTypeSize","value":"xSmall"}]}"#)
        #expect(refusal("Text(\"a\").environment(\\.horizontalSizeClass, .regular)")?.message.contains("may change a size") == true)
        // A text field keeps the device's size under it (measured), which the wire cannot say.
        #expect(refusal("VStack { Text(\"a\"); TextField(\"b\", text: $b) }.environment(\\.sizeCategory, .extraLarge)")?.message
            .contains("over a text field") == true)
    }

    @Test("edgesIgnoringSafeArea, the older spelling, is ignoresSafeArea on those edges")
    func edgesIgnoringSafeArea() throws {
        #expect(try wire("Color.red.edgesIgnoringSafeArea(.top)")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"ignoresSafeArea","edges":"top"}]}"#)
        #expect(refusal("Color.red.edgesIgnoringSafeArea()")?.message.hasPrefix("no form of edgesIgnoringSafeArea") == true)
    }

    @Test("monospaced() is the monospaced font design, the system font's fixed-width variant")
    func monospaced() throws {
        #expect(try wire("Text(\"12:30\").monospaced()")
            == #"{"type":"Text","text":"12:30","modifiers":[{"type":"fontDesign","design":"monospaced"}]}"#)
        #expect(refusal("Text(\"a\").monospaced(false)")?.message.hasPrefix("no form of monospaced") == true)
    }

    @Test("CGFloat's .zero is a length wherever one is read, as .infinity is")
    func zero() throws {
        #expect(try wire("VStack(spacing: .zero) { Color.red.padding(.zero) }")
            == #"{"type":"VStack","spacing":0,"children":[{"type":"Color","color":"red","modifiers":[{"type":"padding","length":0}]}]}"#)
    }

    @Test("A nil optional view as a modifier's content is an EmptyView: it shows nothing")
    func nilContent() throws {
        #expect(try wire("struct Card: View {\n    var tint: Color? = nil\n    var body: some View { Text(\"a\").background(tint) }\n}")
            == #"{"type":"Text","text":"a","modifiers":[{"type":"background","content":{"type":"EmptyView"}}]}"#)
    }
}

/// `Text + Text`: one Text of both strings when the parts are styled alike.
@Suite("Text concatenation from source")
struct TextConcatenationTests {
    @Test("Parts styled alike are one Text; parentheses keep the chain; paint is ignored as anywhere")
    func joined() throws {
        #expect(try wire("Text(\"\\(Int(3.7)) kcal \") + Text(\"12 g\")") == #"{"type":"Text","text":"3 kcal 12 g"}"#)
        #expect(try wire("(Text(\"a \") + Text(\"b\") + Text(\"c\")).font(.title)")
            == #"{"type":"Text","text":"a bc","modifiers":[{"type":"font","font":"title"}]}"#)
        #expect(try wire("Text(\"a \").bold() + Text(\"b\").bold()") == #"{"type":"Text","text":"a b","modifiers":[{"type":"bold"}]}"#)
        #expect(try wire("Text(\"a \").foregroundColor(.red) + Text(\"b\")") == #"{"type":"Text","text":"a b"}"#)
    }

    @Test("Parts styled apart, or anything but a Text, are refused at the part")
    func refused() {
        #expect(refusal("Text(\"a \").bold() + Text(\"b\")")?.message.hasPrefix("Text + Text with parts styled differently") == true)
        #expect(refusal("Text(\"a\") + Text(\"b\").font(.title)")?.column == 13)
        #expect(refusal("Text(\"a\") + Color.red")?.message.hasSuffix("is not a Text, which is all `+` joins") == true)
    }

    @Test("A font the source does not define leaves the text in the font around it; a custom face is the system font at its size; both are listed")
    func fontsFromOutside() throws {
        let outside = try SwiftUITranslator.translate("VStack { Text(\"a\").font(theme.titleFont); Text(\"b\").font(Font(uiFont)); Text(\"c\").font(.init(f)) }.font(.title)")
        #expect(String(decoding: outside.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":[{"type":"Text","text":"a"},"#
            + #"{"type":"Text","text":"b"},{"type":"Text","text":"c"}],"modifiers":[{"type":"font","font":"title"}]}"#)
        #expect(outside.sources.placeholders.map { "\($0.expression) \($0.role)" } == ["theme.titleFont font", "Font(uiFont) font", ".init(f) font"])
        let custom = try SwiftUITranslator.translate(#"VStack { Text("a").font(.custom("Avenir", size: 20)); Text("b").font(Font.custom("X", fixedSize: 30)) }"#)
        #expect(String(decoding: custom.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":[{"type":"Text","text":"a","modifiers":[{"type":"font","font":{"size":20}}]},"#
            + #"{"type":"Text","text":"b","modifiers":[{"type":"font","font":{"size":30}}]}]}"#)
        #expect(custom.sources.placeholders.map(\.role) == [.font, .font])
        // What SwiftUI spells itself is read as before, and what is not a font is still refused.
        #expect(try wire("Text(\"a\").font(.title)") == #"{"type":"Text","text":"a","modifiers":[{"type":"font","font":"title"}]}"#)
        #expect(refusal("Text(\"a\").font(5)") != nil)
        #expect(refusal("Text(\"a\").font(.custom(\"Avenir\"))") != nil)
        // SwiftUI's own fonts the reader does not read are refused, not stood in for.
        #expect(refusal("Text(\"a\").font(.caption.monospaced())") != nil)
        #expect(refusal("Text(\"a\").font(Font.title.leading(.loose))") != nil)
        #expect(refusal("Text(\"a\").font(.custom(\"X\", size: 20).bold())") != nil)
    }

    @Test("An app's member named as SwiftUI's (Theme.title) is the app's value, not SwiftUI's; SwiftUI's types are read however spelled")
    func membersOfOtherTypes() throws {
        for spelled in ["Theme.title", "theme.title", "Fonts.App.title", "AppFont.system(size: 14)"] {
            let read = try SwiftUITranslator.translate("Text(\"a\").font(\(spelled))")
            #expect(String(decoding: read.view.bytes, as: UTF8.self) == #"{"type":"Text","text":"a"}"#, "\(spelled)")
            #expect(read.sources.placeholders.map { "\($0.expression) \($0.role)" } == ["\(spelled) font"])
        }
        // A font an extension of Font declares starts at Font, as SwiftUI's own do: refused, not read as `.title`.
        #expect(refusal("Text(\"a\").font(Font.App.title)")?.message == "Font.App.title is not a Font the front end reads")
        #expect(refusal("Text(\"a\").fontWeight(Theme.bold)")?.message == "Theme.bold is not a Font.Weight the front end reads")
        #expect(refusal("Text(\"a\").multilineTextAlignment(Theme.center)")?.message == "Theme.center is not a TextAlignment the front end reads")
        #expect(try wire("Text(\"a\").font(SwiftUI.Font.title).fontWeight(Font.Weight.bold)")
            == #"{"type":"Text","text":"a","modifiers":[{"type":"font","font":"title"},{"type":"fontWeight","weight":"bold"}]}"#)
        // An app's style on a type of its own is that app's style (no SwiftUI style), listed.
        let styled = try SwiftUITranslator.translate("Button(\"a\") {}.buttonStyle(Theme.primary)")
        #expect(styled.sources.placeholders.map(\.expression).contains { $0.contains("Theme.primary") })
        // safeAreaInset's edge is a VerticalEdge or a HorizontalEdge.
        #expect(try wire("Color.red.safeAreaInset(edge: VerticalEdge.bottom) { Text(\"a\") }")
            == wire("Color.red.safeAreaInset(edge: .bottom) { Text(\"a\") }"))
        // A font read once: a size from outside is listed once.
        let sized = try SwiftUITranslator.translate("Text(\"a\").font(.system(size: theme.size))")
        #expect(sized.sources.placeholders.count == 1)
        #expect(try wire("Text(\"a\").padding(Edge.Set.horizontal, 4).frame(maxWidth: 9, alignment: Alignment.leading)")
            == #"{"type":"Text","text":"a","modifiers":[{"type":"padding","edges":"horizontal","length":4},{"type":"frame","maxWidth":9,"alignment":"leading"}]}"#)
    }
}

