import Foundation
import LayoutTestSupport
import LayoutWire
@testable import SwiftUISource
import Testing

/// Forms real screens are written in: `guard` in a view function, a NavigationView given a
/// column per view, `EditButton` and edit mode, a hidden navigation bar, and methods that
/// return data.
struct ScreenFormsTests {
    /// The navigation bar's frame and the root view's frame of `source` laid out at 393 × 852.
    static func barAndRoot(_ source: String) throws -> (bar: [Double], root: [Double]) {
        let stack = try #require(try laidOut(source)["view"] as? [String: Any])
        let bar = (stack["navigationBar"] as? [String: Any])?["frame"]
        let root = (stack["children"] as? [[String: Any]])?.first?["frame"]
        return (rect(bar), rect(root))
    }

    @Test("guard … else { return … } in a view function: the else block's view when a condition fails, else the rest")
    func guardInFunctions() throws {
        let source = """
            struct Card: View {
                var showsNote = false
                var title: String? = "Hi"
                var body: some View { VStack { note(); heading() } }
                func note() -> some View {
                    guard showsNote else { return Color.red.frame(width: 1) }
                    return Color.blue.frame(width: 2)
                }
                func heading() -> some View {
                    guard let title, !title.isEmpty else { return Text("none") }
                    return Text(title)
                }
            }
            """
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"Color","color":"red","modifiers":[{"type":"frame","width":1}]},"#
            + #"{"type":"Text","text":"Hi"}]}"#)
        #expect(refusal("struct A: View { var body: some View { f() }\n func f() -> some View {\n guard case .a = 1 else { return Text(\"x\") }\n return Text(\"y\") } }")?
            .message.contains("`case` conditions") == true)
        // In a function that returns data too.
        let data = "struct A: View { var body: some View { Color.red.frame(width: w(3)) }\n"
            + " func w(_ n: Int) -> CGFloat {\n guard n > 5 else { return 1 }\n return 2 } }"
        #expect(try wire(data) == #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":1}]}"#)
    }

    @Test("A NavigationView's views after the first are columns an iPhone does not show: left out and listed as ignored")
    func navigationViewColumns() throws {
        let source = "NavigationView {\n  Text(\"Sidebar\")\n  Text(\"Detail\")\n}"
        #expect(try wire(source) == #"{"type":"NavigationStack","children":[{"type":"Text","text":"Sidebar"}]}"#)
        let ignored = try SwiftUITranslator.translate(source).sources.ignored
        #expect(ignored.map { "\($0.name) \($0.kind) \($0.source.line):\($0.source.column)" } == ["NavigationView column 3:3"])
        // A column is not read: its title does not set the bar, what it refuses refuses nothing,
        // its values from outside are not listed.
        let detail = "NavigationView {\n  Text(\"Sidebar\")\n  TextEditor(text: model.notes).navigationTitle(\"Detail\")\n}"
        let translation = try SwiftUITranslator.translate(detail)
        #expect(String(decoding: translation.view.bytes, as: UTF8.self) == #"{"type":"NavigationStack","children":[{"type":"Text","text":"Sidebar"}]}"#)
        #expect(translation.sources.placeholders.isEmpty && translation.sources.ignored.map(\.kind) == ["column"])
        // `#if` is read as an iPhone build reads it, before the columns are told apart.
        let conditional = "NavigationView {\n  #if os(iOS)\n  Text(\"Sidebar\")\n  #endif\n  Text(\"Detail\"); Text(\"More\")\n}"
        #expect(try wire(conditional) == #"{"type":"NavigationStack","children":[{"type":"Text","text":"Sidebar"}]}"#)
        #expect(try SwiftUITranslator.translate(conditional).sources.ignored.map { "\($0.source.line):\($0.source.column)-\($0.source.endColumn)" }
            == ["5:3-17", "5:19-31"])
        // A NavigationStack has no columns: several views stay refused.
        #expect(refusal("NavigationStack {\n  Text(\"a\")\n  Text(\"b\")\n}")?.message.contains("read as one view, not 2") == true)
    }

    @Test("EditButton is a Button titled Edit; edit mode reads as inactive")
    func editButton() throws {
        #expect(try wire("HStack { Spacer(); EditButton() }")
            == #"{"type":"HStack","children":[{"type":"Spacer"},{"type":"Button","children":[{"type":"Text","text":"Edit"}]}]}"#)
        let source = """
            struct Host: View {
                @Environment(\\.editMode) var editMode
                var body: some View {
                    if editMode?.wrappedValue == .inactive { Text("summary") } else { Text("editor") }
                    if editMode?.wrappedValue.isEditing == true { Text("editing") }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"Text","text":"summary"}"#)
        #expect(refusal("EditButton(\"x\")")?.message.contains("takes no arguments") == true)
    }

    @Test("A hidden navigation bar takes no room: the root view starts at the stack's top; outside a stack it is ignored")
    func hiddenBar() throws {
        let shown = try Self.barAndRoot("NavigationStack { Color.red.navigationTitle(\"Inbox\").navigationBarTitleDisplayMode(.inline) }")
        #expect(shown.bar == [0, 0, 393, 44] && shown.root == [0, 44, 393, 808])
        for hide in [".navigationBarHidden(true)", ".toolbar(.hidden, for: .navigationBar)"] {
            let hidden = try Self.barAndRoot("NavigationStack { Color.red.navigationTitle(\"Inbox\")\(hide) }")
            #expect(hidden.bar == [0, 0, 393, 0] && hidden.root == [0, 0, 393, 852], "\(hide)")
        }
        let visible = try Self.barAndRoot("NavigationStack { Color.red.navigationTitle(\"Inbox\").navigationBarTitleDisplayMode(.inline).navigationBarHidden(false) }")
        #expect(visible.bar == [0, 0, 393, 44])
        let outside = try SwiftUITranslator.translate("Color.red.navigationBarHidden(true)").sources.ignored
        #expect(outside.map(\.kind) == ["navigation"])
        #expect(refusal("NavigationStack { Color.red.toolbar(.hidden, for: .tabBar) }")?.message.contains("shows or hides bars") == true)
    }

    @Test("A method that returns data is evaluated where it is called: its parameters, its constants, its returns")
    func dataMethods() throws {
        let source = """
            struct Row: View {
                var body: some View {
                    GeometryReader { proxy in
                        Color.red.frame(width: half(of: proxy)).padding(inset(2, 3))
                    }
                }
                func half(of proxy: GeometryProxy) -> CGFloat { proxy.size.width / 2 }
                func inset(_ a: Int, _ b: Int) -> CGFloat {
                    let sum = a + b
                    if sum > 100 { return 0 }
                    return CGFloat(sum * 2)
                }
            }
            """
        #expect(try wire(source) == #"{"type":"GeometryReader","children":[{"type":"Color","color":"red","modifiers":["#
            + #"{"type":"frame","width":"(width / 2)"},{"type":"padding","length":10}]}]}"#)
        #expect(refusal("struct A: View { var body: some View { Color.red.frame(width: f(1)) }\n func f(_ x: CGFloat) -> CGFloat { f(x) } }")?
            .message.contains("f calls itself") == true)
        // A default value that calls its own function nests until the depth bound, not the stack's end.
        let defaults = refusal("struct A: View { var body: some View { Color.red.frame(width: CGFloat(f())) }\n func f(_ n: Int = f()) -> Int { n } }")
        #expect(defaults?.kind == .tooDeep && defaults?.message.contains("more than 64 deep") == true)
    }

    @Test("A method on an enum case or a value from outside, or a closure from outside called, is a stand-in, listed; on nil, nil; on a literal, refused")
    func unknownMethods() throws {
        let source = """
            struct Badge: View {
                var kind: Kind = .gold
                var note: String? = nil
                @Environment(\\.inWishlist) var inWishlist
                var body: some View {
                    VStack {
                        Text(kind.label()); Text(note?.uppercased() ?? "none"); if inWishlist(7) { Text("saved") }
                        if note?.isEmpty ?? true { Text("empty") }
                    }
                }
            }
            """
        let result = try SwiftUITranslator.translate(source)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":[{"type":"Text","text":"kind.label()"},"#
            + #"{"type":"Text","text":"none"},{"type":"Text","text":"saved"},{"type":"Text","text":"empty"}]}"#)
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" } == ["kind.label() string", "inWishlist(7) bool"])
        // Known data is not made up: a literal's method the front end does not evaluate is refused,
        // as are a GeometryProxy's own methods, which answer only while laying out.
        #expect(refusal("let items = [3, 1, 2]\nColor.red.frame(width: CGFloat(items.sorted()[0]))")?.message.contains(".sorted(…)") == true)
        #expect(refusal("GeometryReader { g in Color.red.frame(width: g.frame(in: .global).width) }") != nil)
        // A function that makes views is not data.
        #expect(refusal("func w() -> some View { Text(\"a\") }\nColor.red.frame(width: w())")?.message.contains("makes views, not data") == true)
    }

    @Test("An Image initializer SwiftUI does not have is another module's: a named image of unknown size, listed; SwiftUI's own forms stay read or refused")
    func imageStandIns() throws {
        let result = try SwiftUITranslator.translate("HStack { Image(systemSymbol: .star).frame(width: 24, height: 24); Text(\"a\") }")
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"HStack","children":[{"type":"Image","name":"Image(systemSymbol: .star)","#
            + #""modifiers":[{"type":"frame","width":24,"height":24}]},{"type":"Text","text":"a"}]}"#)
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue) \($0.source.column)" } == ["Image(systemSymbol: .star) image 10"])
        #expect(refusal("Image(systemName: \"star\", bundle: nil)")?.message.contains("no form of Image") == true)
    }
}
