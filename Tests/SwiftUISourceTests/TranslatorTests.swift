import LayoutWire
import SwiftUISource
import Testing

/// The wire tree a source becomes, as JSON text.
func wire(_ source: String, root: String? = nil) throws -> String {
    String(decoding: try SwiftUITranslator.translate(source, root: root).view.bytes, as: UTF8.self)
}

/// What reading SwiftUI source gives: each construct as the wire's JSON would spell it.
struct TranslatorTests {
    @Test("Initializer labels, a trailing closure and a modifier chain become the view, its children and its modifiers")
    func stackWithModifiers() throws {
        #expect(try wire("HStack(alignment: .top, spacing: 10) { Color.blue.frame(width: 50); Text(\"Hi\") }.padding(.horizontal, 10)")
            == #"{"type":"HStack","alignment":"top","spacing":10,"children":[{"type":"Color","color":"blue","modifiers":"#
            + #"[{"type":"frame","width":50}]},{"type":"Text","text":"Hi"}],"modifiers":[{"type":"padding","edges":"horizontal","length":10}]}"#)
    }

    @Test("SwiftUI's default arguments are left to the wire's defaults, which are the same")
    func defaults() throws {
        #expect(try wire("VStack { Spacer(); Divider() }.padding().fixedSize()")
            == #"{"type":"VStack","children":[{"type":"Spacer"},{"type":"Divider"}],"modifiers":[{"type":"padding"},{"type":"fixedSize"}]}"#)
    }

    @Test("The flexible frame takes .infinity; padding takes a length, edges or EdgeInsets")
    func frameAndPadding() throws {
        #expect(try wire("Color.red.frame(minWidth: 0, maxWidth: .infinity, alignment: .leading).padding(8)")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"frame","minWidth":0,"maxWidth":"infinity","alignment":"leading"},"#
            + #"{"type":"padding","length":8}]}"#)
        #expect(try wire("Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
            == #"{"type":"Rectangle","modifiers":[{"type":"padding","insets":{"top":1,"leading":2,"bottom":3,"trailing":4}}]}"#)
        #expect(try wire("Circle().padding([.top, .leading])")
            == #"{"type":"Circle","modifiers":[{"type":"padding","edges":["top","leading"]}]}"#)
        // `.init(…)` with EdgeInsets' labels, in place or through a property typed EdgeInsets.
        let insets = #"{"type":"Rectangle","modifiers":[{"type":"padding","insets":{"top":1,"leading":2,"bottom":3,"trailing":4}}]}"#
        #expect(try wire("Rectangle().padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))") == insets)
        #expect(try wire("struct P: View {\nvar inset: EdgeInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)\n"
            + "var body: some View { Rectangle().padding(inset) }\n}") == insets)
    }

    @Test("An alignment guide's closure becomes the wire's guide expression; a constant one a number")
    func alignmentGuides() throws {
        #expect(try wire("Color.red.alignmentGuide(.leading) { d in d[.trailing] - 10 }.alignmentGuide(.top) { $0.height / 2 }"
                         + ".alignmentGuide(HorizontalAlignment.center) { _ in -20 }")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"alignmentGuide","guide":"leading","value":"d[.trailing] - 10"},"#
            + #"{"type":"alignmentGuide","guide":"top","value":"height / 2"},{"type":"alignmentGuide","guide":"horizontalCenter","value":-20}]}"#)
    }

    @Test("A custom AlignmentID becomes a custom guide with its default, in stacks and guides alike")
    func customGuide() throws {
        let source = """
            extension VerticalAlignment {
                enum Mid: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
                }
                static let mid = VerticalAlignment(Mid.self)
            }
            HStack(alignment: .mid) { Color.red.alignmentGuide(.mid) { d in d.height / 2 } }
            """
        #expect(try wire(source)
            == #"{"type":"HStack","alignment":{"custom":"mid","default":"d[.bottom]"},"children":[{"type":"Color","color":"red","#
            + #""modifiers":[{"type":"alignmentGuide","guide":"mid","value":"height / 2"}]}]}"#)
    }

    @Test("ForEach over a range or an array repeats its content with the element bound; let constants and arithmetic fold")
    func forEachAndConstants() throws {
        #expect(try wire("HStack { let w: CGFloat = 10; ForEach(0..<2) { i in Color.red.frame(width: w * 2 + CGFloat(i)) } }")
            == #"{"type":"HStack","children":[{"type":"Color","color":"red","modifiers":[{"type":"frame","width":20}]},"#
            + #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":21}]}]}"#)
        #expect(try wire("VStack { ForEach([\"a\", \"b\"], id: \\.self) { s in Text(\"Row \\(s)\").id(s) } }")
            == #"{"type":"VStack","children":[{"type":"Text","id":"a","text":"Row a"},{"type":"Text","id":"b","text":"Row b"}]}"#)
    }

    @Test("ForEach's closure over tuples from outside binds each part; over data that is not tuples it is refused")
    func forEachTuples() throws {
        let source = "struct Crew: View { var crew: [(String, String)]; var body: some View { "
            + "VStack { ForEach(crew, id: \\.1) { (role, name) in Text(name) } } } }"
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"Text","text":"crew[0].1"},"#
            + #"{"type":"Text","text":"crew[1].1"},{"type":"Text","text":"crew[2].1"}]}"#)
        #expect(refusal("VStack { ForEach([1, 2], id: \\.self) { (a, b) in Text(\"x\") } }")?.message
            == "ForEach's closure takes 2 parameters, and the data's elements are not tuples")
    }

    @Test("Integer literals take their context's type: 7 / 2 is 3.5 as a length and 3 as an Int constant")
    func literalTyping() throws {
        #expect(try wire("Color.red.frame(width: 7 / 2)") == #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":3.5}]}"#)
        #expect(try wire("VStack { let n = 7 / 2; Color.red.frame(width: CGFloat(n)) }")
            == #"{"type":"VStack","children":[{"type":"Color","color":"red","modifiers":[{"type":"frame","width":3}]}]}"#)
    }

    @Test("if/else on constants keeps the branch taken; a Group's views join the stack with its modifiers on each")
    func conditionsAndGroups() throws {
        #expect(try wire("VStack { let compact = false; if compact { Text(\"A\") } else { Text(\"B\") }; if compact { Text(\"C\") } }")
            == #"{"type":"VStack","children":[{"type":"Text","text":"B"}]}"#)
        #expect(try wire("HStack { Group { Color.red; Color.blue }.frame(width: 5) }")
            == #"{"type":"HStack","children":[{"type":"Color","color":"red","modifiers":[{"type":"frame","width":5}]},"#
            + #"{"type":"Color","color":"blue","modifiers":[{"type":"frame","width":5}]}]}"#)
    }

    @Test("View structs are expanded where used, their properties bound from the call; the last one is the root")
    func declaredViews() throws {
        let source = """
            struct Badge: View {
                let size: CGFloat
                var color = "x"
                var body: some View { Circle().frame(width: size, height: size) }
            }
            struct Screen: View {
                var body: some View { HStack { Badge(size: 10); Badge(size: 20) } }
            }
            """
        #expect(try wire(source)
            == #"{"type":"HStack","children":[{"type":"Circle","modifiers":[{"type":"frame","width":10,"height":10}]},"#
            + #"{"type":"Circle","modifiers":[{"type":"frame","width":20,"height":20}]}]}"#)
        #expect(try wire(source + "\nstruct Other: View { var body: some View { EmptyView() } }", root: "Screen").hasPrefix(#"{"type":"HStack""#))
    }

    @Test("The seed article's relativeProposed layout, overlays with trailing closures, and grids read as the wire spells them")
    func customLayoutOverlayAndGrid() throws {
        #expect(try wire("Color.blue.relativeProposed(width: 0.5).overlay(alignment: .topTrailing) { Color.red.frame(width: 20, height: 20) }")
            == #"{"type":"Color","color":"blue","modifiers":[{"type":"relativeProposed","width":0.5},{"type":"overlay","alignment":"topTrailing","#
            + #""content":{"type":"Color","color":"red","modifiers":[{"type":"frame","width":20,"height":20}]}}]}"#)
        #expect(try wire("LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 4)]) { Color.red }")
            == #"{"type":"LazyVGrid","columns":[{"size":{"fixed":70}},{"size":{"adaptive":{"minimum":40}},"spacing":4}],"#
            + #""children":[{"type":"Color","color":"red"}]}"#)
        #expect(try wire("Text(\"Hi\").font(.system(size: 20, weight: .bold)).lineLimit(nil)")
            == #"{"type":"Text","text":"Hi","modifiers":[{"type":"font","font":{"size":20,"weight":"bold"}},{"type":"lineLimit","limit":null}]}"#)
        // iOS 16's partial range `...2`, at most two lines, is the limit 2; a range with a lower
        // bound reserves lines the text may not fill, which is not read.
        #expect(try wire("Text(\"Hi\").lineLimit(...2)") == #"{"type":"Text","text":"Hi","modifiers":[{"type":"lineLimit","limit":2}]}"#)
        #expect(try wire("Text(\"Hi\").lineLimit(...2)") == (try wire("Text(\"Hi\").lineLimit(2)")))
        #expect(refusal("Text(\"Hi\").lineLimit(2...)") != nil && refusal("Text(\"Hi\").lineLimit(1...3)") != nil)
    }

    @Test("Every view and modifier records its source range by its JSON Pointer")
    func sourceRanges() throws {
        let translation = try SwiftUITranslator.translate("VStack {\n  Color.red.frame(width: 5)\n}")
        let ranges = translation.sources.byPointer
        #expect(ranges["/view"] == SourceRange(line: 1, column: 1, endLine: 3, endColumn: 2))
        #expect(ranges["/view/children/0"] == SourceRange(line: 2, column: 3, endLine: 2, endColumn: 12))
        #expect(ranges["/view/children/0/modifiers/0"] == SourceRange(line: 2, column: 12, endLine: 2, endColumn: 28))
    }

    @Test("A let held as its expression is floating when that expression is: Int(c * 100) of c = min(max(0.5, 0.0), 1.0) is 50")
    func heldFloatingConstants() throws {
        func body(_ lines: String) -> String { "struct V: View { var body: some View {\n\(lines)\n} }" }
        #expect(try wire(body("let c = min(max(0.5, 0.0), 1.0)\nreturn Text(\"\\(Int(c * 100))\")")) == #"{"type":"Text","text":"50"}"#)
        #expect(try wire(body("let c = min(0.5, 1.0)\nlet d = c\nreturn Text(\"\\(d)\")")) == #"{"type":"Text","text":"0.5"}"#)
        #expect(try wire(body("let c = min(2, 3)\nreturn Text(\"\\(c * 2)\")")) == #"{"type":"Text","text":"4"}"#)
    }

    @Test("A view named with its module is SwiftUI's (SwiftUI.Button), and an action a ?? {} keeps is no data to read")
    func qualifiedViewsAndActions() throws {
        #expect(try wire("SwiftUI.Text(\"a\").padding()") == (try wire("Text(\"a\").padding()")))
        #expect(try wire("HStack { SwiftUI.Button(\"Go\") { } }") == (try wire("HStack { Button(\"Go\") { } }")))
        let source = "struct V: View { let onTap: (() -> Void)?\nvar body: some View { let action = onTap ?? {}\nreturn Button(\"Go\", action: action) } }"
        #expect(try wire(source) == (try wire("Button(\"Go\") { }")))
    }
}

