import LayoutWire
@testable import SwiftUISource
import Testing

/// The translation of `source`, for its placeholders.
private func translation(_ source: String, root: String? = nil) throws -> Translation {
    try SwiftUITranslator.translate(source, root: root)
}

/// Whole Swift files as people write them: property wrappers read as their initial values,
/// data from outside laid out with stand-ins, views' own properties, methods and `init`s, and
/// the preview as the root.
struct WholeFileTests {
    @Test("@State and @Binding read as their values; $x is a binding to x, .constant(v) is v")
    func propertyWrappers() throws {
        let source = """
            struct Settings: View {
                @State private var compact = true
                @State var gap: CGFloat = 12
                var body: some View {
                    VStack(spacing: gap) { Switch(isOn: $compact); Switch(isOn: .constant(false)) }
                }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View {
                    if isOn { Color.red.frame(width: 10) } else { Color.blue.frame(width: 20) }
                }
            }
            """
        #expect(try wire(source, root: "Settings") == #"{"type":"VStack","spacing":12,"children":["#
            + #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":10}]},"#
            + #"{"type":"Color","color":"blue","modifiers":[{"type":"frame","width":20}]}]}"#)
    }

    @Test("A model passed in is laid out with stand-ins: its text, 0, true, three elements; each listed with its range")
    func placeholders() throws {
        let source = """
            struct LandmarkDetail: View {
                var landmark: Landmark
                var body: some View {
                    VStack {
                        Text(landmark.name).font(.title)
                        ForEach(landmark.photos) { photo in Text(photo.caption) }
                        if landmark.isFeatured { Text("Featured") }
                    }
                    .padding(landmark.inset)
                }
            }
            """
        let result = try translation(source)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":["#
            + #"{"type":"Text","text":"landmark.name","modifiers":[{"type":"font","font":"title"}]},"#
            + #"{"type":"Text","text":"landmark.photos[0].caption"},{"type":"Text","text":"landmark.photos[1].caption"},"#
            + #"{"type":"Text","text":"landmark.photos[2].caption"},{"type":"Text","text":"Featured"}],"#
            + #""modifiers":[{"type":"padding","length":0}]}"#)
        let listed = result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue) \($0.source.line):\($0.source.column)" }
        #expect(listed == ["landmark.name string 5:18", "landmark.photos collection 6:21",
                           "landmark.photos[0].caption string 6:54", "landmark.photos[1].caption string 6:54",
                           "landmark.photos[2].caption string 6:54", "landmark.isFeatured bool 7:16", "landmark.inset number 9:18"])
    }

    @Test("Computed view properties, methods, free functions and @ViewBuilder content are expanded where used")
    func ownCode() throws {
        let source = """
            func badge(_ n: Int) -> some View { Color.red.frame(width: CGFloat(n)) }
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { content }.padding(4) }
            }
            struct Screen: View {
                var header: some View { Color.blue.frame(height: 20) }
                @ViewBuilder func row(_ width: CGFloat, tall: Bool = false) -> some View {
                    Color.green.frame(width: width, height: tall ? 30 : 10)
                }
                var body: some View {
                    Card { header; self.row(5); row(6, tall: true); badge(7) }
                }
            }
            """
        #expect(try wire(source, root: "Screen") == #"{"type":"VStack","children":["#
            + #"{"type":"Color","color":"blue","modifiers":[{"type":"frame","height":20}]},"#
            + #"{"type":"Color","color":"green","modifiers":[{"type":"frame","width":5,"height":10}]},"#
            + #"{"type":"Color","color":"green","modifiers":[{"type":"frame","width":6,"height":30}]},"#
            + #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":7}]}],"modifiers":[{"type":"padding","length":4}]}"#)
    }

    @Test("An init sets stored properties, a wrapper's through State(initialValue:); other statements are passed over")
    func explicitInit() throws {
        let source = """
            struct Row: View {
                let width: CGFloat
                @State private var wide: Bool
                init(size: CGFloat, wide: Bool = true) {
                    self.width = size * 2
                    _wide = State(initialValue: wide)
                    print("made")
                }
                var body: some View { Color.red.frame(width: wide ? width : 1) }
            }
            HStack { Row(size: 5); Row(size: 3, wide: false) }
            """
        #expect(try wire(source) == #"{"type":"HStack","children":["#
            + #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":10}]},"#
            + #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":1}]}]}"#)
    }

    @Test("The root: the first #Preview, else a PreviewProvider, else the expression, else the last view that needs no arguments")
    func root() throws {
        let views = """
            struct Detail: View { let item: Item; var body: some View { Text(item.title) } }
            struct Home: View { @State var count = 2; var body: some View { Color.red.frame(width: CGFloat(count)) } }
            struct Footer: View { let note: String; var body: some View { Text(note) } }
            """
        #expect(try wire(views) == #"{"type":"Color","color":"red","modifiers":[{"type":"frame","width":2}]}"#)
        #expect(try wire(views + "\n#Preview { Detail(item: Item(title: \"Hi\")) }\n#Preview(\"Second\") { Home() }")
            == #"{"type":"Text","text":"Item(title: \"Hi\").title"}"#)
        #expect(try wire(views + "\nstruct Home_Previews: PreviewProvider { static var previews: some View { Footer(note: \"n\") } }")
            == #"{"type":"Text","text":"n"}"#)
        #expect(try wire(views, root: "Footer") == #"{"type":"Text","text":"note"}"#)
        #expect(try wire(views + "\nstruct P: PreviewProvider { static var previews: some View { Group { Footer(note: \"a\"); Home() } } }")
            == #"{"type":"Text","text":"a"}"#, "a preview of several views is the first, as the canvas shows it first")
        #expect(refusal("Text(\"a\"); Text(\"b\")")?.message.hasPrefix("the source holds more than one") == true)
    }

    @Test("@Environment reads SwiftUI's defaults: light, large Dynamic Type, compact width")
    func environment() throws {
        let source = """
            struct V: View {
                @Environment(\\.colorScheme) var scheme
                @Environment(\\.horizontalSizeClass) private var width
                @Environment(\\.dynamicTypeSize) var size
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    if scheme == .dark || size.isAccessibilitySize { Color.black } else if width == .compact { Color.green } else { Color.red }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"Color","color":"green"}"#)
    }

    @Test("if let binds a value and skips nil; switch takes the equal case, a stand-in the first; a ternary picks a view")
    func choices() throws {
        let source = """
            struct V: View {
                var subtitle: String? = nil
                let model: Model
                let kind = Kind.b
                var body: some View {
                    VStack {
                        if let subtitle { Text(subtitle) }
                        if let name = model.name { Text(name) }
                        switch kind { case .a: Color.red; case .b, .c: Color.green; default: Color.blue }
                        switch model.state { case .loading: Color.gray; case .done: Color.yellow }
                        kind == .b ? Color.pink : Color.orange
                        Text(subtitle ?? "none")
                    }
                }
            }
            """
        let result = try translation(source)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":[{"type":"Text","text":"model.name"},"#
            + #"{"type":"Color","color":"green"},{"type":"Color","color":"gray"},{"type":"Color","color":"pink"},"#
            + #"{"type":"Text","text":"none"}]}"#)
        #expect(result.sources.placeholders.map(\.role) == [.optional, .string, .case])
    }

    @Test("#if reads as an iPhone build: os(iOS) holds, macOS, DEBUG and the simulator do not; modifiers in a #if too")
    func conditionalCompilation() throws {
        let source = """
            #if os(macOS)
            struct V: View { var body: some View { Color.red } }
            #elseif canImport(UIKit) && !DEBUG
            struct V: View {
                var body: some View {
                    #if targetEnvironment(simulator)
                    Color.gray
                    #else
                    Color.green
                        #if os(iOS)
                        .padding(3)
                        #endif
                    #endif
                }
            }
            #endif
            """
        #expect(try wire(source) == #"{"type":"Color","color":"green","modifiers":[{"type":"padding","length":3}]}"#)
    }

    @Test("A view the file does not declare is a listed Rectangle stand-in; SwiftUI's own views that the wire lacks stay refused")
    func viewStandIns() throws {
        let result = try translation("HStack { AvatarView(user: user); landmark.image.resizable(); Text(date, format: .dateTime) }")
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"HStack","children":[{"type":"Rectangle"},"#
            + #"{"type":"Rectangle"},{"type":"Text","text":"date"}]}"#)
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" }
            == ["AvatarView view", "landmark.image view", "date string"])
        #expect(result.sources.ignored.map(\.name) == ["resizable"])
        // A type's member from another file (a theme's colour or view) takes the space offered too.
        let themed = try translation("ZStack { Theme.background; Palette.tint(for: kind).view }")
        #expect(String(decoding: themed.view.bytes, as: UTF8.self) == #"{"type":"ZStack","children":[{"type":"Rectangle"},{"type":"Rectangle"}]}"#)
        #expect(themed.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" }.contains("Theme.background view"))
        #expect(refusal("VStack { GroupBox { Text(\"a\") } }")?.message.contains("GroupBox is not a view the wire has") == true)
        // Its closures are not read, however many trailing ones it has; a view the reader reads keeps the rule.
        #expect(try translation("VStack { MultiSelectRow(on: true) { Text(\"a\") } onToggle: { print(1) } }").sources.placeholders.map(\.expression)
            == ["MultiSelectRow"])
        #expect(refusal("ForEach(0..<2) { _ in Color.red } extra: { Color.blue }")?.message == "more than one trailing closure is not read")
    }

    @Test("A modifier the file does not declare is applied as none and listed; SwiftUI's own that change a frame stay refused")
    func modifierStandIns() throws {
        let result = try translation("VStack { Text(\"a\").cardStyle(.large).padding(4) }.themed()")
        #expect(String(decoding: result.view.bytes, as: UTF8.self)
            == #"{"type":"VStack","children":[{"type":"Text","text":"a","modifiers":[{"type":"padding","length":4}]}]}"#)
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue) \($0.source.column)" }
            == [".cardStyle modifier 19", ".themed modifier 50"])
        // One the file declares is expanded where used, as before.
        let declared = try translation("""
            extension View { func cardStyle() -> some View { padding(8) } }
            #Preview { Text("a").cardStyle() }
            """)
        #expect(String(decoding: declared.view.bytes, as: UTF8.self).contains(#"{"type":"padding","length":8}"#))
        #expect(declared.sources.placeholders.isEmpty)
        // SwiftUI's font, fontWeight and fontDesign take one unlabelled argument: a call with labels is the app's own.
        let fonts = try translation("Text(\"a\").font(style: .title2, weight: .bold).fontWeight(.bold).font(size: 12)")
        #expect(String(decoding: fonts.view.bytes, as: UTF8.self)
            == #"{"type":"Text","text":"a","modifiers":[{"type":"fontWeight","weight":"bold"}]}"#)
        #expect(fonts.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" } == [".font modifier", ".font modifier"])
        #expect(refusal("Text(\"a\").font(.title2, .bold)")?.message.contains("no form of font") == true)
        // SwiftUI's own that change no frame are ignored, not stand-ins.
        #expect(try translation("Text(\"a\").zIndex(1).hidden()").sources.ignored.map(\.name) == ["zIndex", "hidden"])
        for refused in ["contentMargins(.horizontal, 20)", "badge(3)", "searchable(text: $query)", "baselineOffset(4)", "safeAreaBar(edge: .top) { Text(\"b\") }"] {
            #expect(refusal("Text(\"a\").\(refused)")?.message.contains("is not a modifier the wire has") == true, "\(refused)")
        }
    }

    @Test("A cast keeps its value, taken to succeed; === and !== on values from outside are stand-in conditions")
    func castsAndIdentity() throws {
        let source = """
            struct Settings: View {
                let store: Any
                var body: some View {
                    VStack {
                        if let shared = store as? LoggerStore, shared === LoggerStore.shared { Text("shared") }
                        Text(verbatim: "\\((7 as Int) + 1)")
                    }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"Text","text":"shared"},{"type":"Text","text":"8"}]}"#)
        #expect(try translation(source).sources.placeholders.map(\.role).contains(.bool))
        #expect(refusal("Text(verbatim: \"\\(1 === 1)\")")?.message == "=== does not apply to Int and Int")
    }

    @Test("Double, Float and Int read a String as Swift does: its number, or nil")
    func numbersFromText() throws {
        let source = """
            struct Split: View {
                @State private var amount = "12.5"
                @State private var people = ""
                var body: some View {
                    Text(verbatim: "\\((Double(amount) ?? 0) * 2.0) \\(Int(people) ?? 4)")
                }
            }
            """
        #expect(try wire(source) == #"{"type":"Text","text":"25.0 4"}"#)
    }

    @Test("Views, properties and functions that use themselves are refused at the use")
    func recursion() throws {
        let property = "struct V: View { var a: some View { a }; var body: some View { a } }"
        #expect(refusal(property)?.message == "a uses itself")
        let function = "struct V: View { func f(_ n: Int) -> some View { f(n - 1) }; var body: some View { f(3) } }"
        #expect(refusal(function)?.message == "f(n - 1) uses itself")
        let value = "struct V: View { var w: CGFloat { w + 1 }; var body: some View { Color.red.frame(width: w) } }"
        #expect(refusal(value)?.message == "w reads itself")
    }

    @Test("A View extension's method and a ViewModifier are expanded on the view they modify, self or content being it")
    func customModifiers() throws {
        let source = """
            extension View {
                func card(inset: CGFloat = 8) -> some View { padding(inset).background(Color.white) }
                func boxed() -> some View { self.modifier(Boxed(width: 2)) }
            }
            struct Boxed: ViewModifier {
                let width: CGFloat
                func body(content: Content) -> some View { content.border(Color.gray, width: width).shadow(radius: 3) }
            }
            Text("Hi").card().boxed()
            """
        let result = try translation(source)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"Text","text":"Hi","modifiers":["#
            + #"{"type":"padding","length":8},{"type":"background","content":{"type":"Color","color":"white"}},"#
            + #"{"type":"border","color":"gray","width":2}]}"#)
        #expect(result.sources.ignored.map(\.name) == ["shadow"])
        let loop = "extension View { func a() -> some View { self.a() } }\nColor.red.a()"
        #expect(refusal(loop)?.message == "self.a() uses itself")
    }

    @Test("Colours in every form: components, white, hue, UIKit names, opacity; an asset colour is a listed grey stand-in")
    func colors() throws {
        let source = """
            VStack {
                Color(red: 1, green: 0.5, blue: 0)
                Color(white: 0.2, opacity: 0.5)
                Color(hue: 0.5, saturation: 1, brightness: 1)
                Color(.systemGray6)
                Color(uiColor: .systemBlue)
                Color("Brand")
                Color.red.opacity(0.5).border(Color.black.opacity(0.25))
            }
            """
        let result = try translation(source)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == ##"{"type":"VStack","children":["##
            + ##"{"type":"Color","color":"#ff8000"},{"type":"Color","color":"#33333380"},{"type":"Color","color":"#00ffff"},"##
            + ##"{"type":"Color","color":"#f2f2f7"},{"type":"Color","color":"blue"},{"type":"Color","color":"#d1d1d6"},"##
            + ##"{"type":"Color","color":"red","modifiers":[{"type":"border","color":"#00000040"}]}]}"##)
        #expect(result.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" } == [#"Color("Brand") color"#])
        #expect(result.sources.ignored.map(\.name) == ["opacity"])
    }

    @Test("A GeometryReader's size in frame, padding, offset and position: expressions the wire resolves when the reader places")
    func proxyLengths() throws {
        let source = """
            GeometryReader { geo in
                Color.red
                    .frame(width: geo.size.width * 0.5, height: min(geo.size.width, geo.size.height) / 2)
                    .padding(geo.size.height / 10)
                    .position(x: geo.size.width / 2, y: -geo.size.height + 100)
            }
            """
        #expect(try wire(source) == #"{"type":"GeometryReader","children":[{"type":"Color","color":"red","modifiers":["#
            + #"{"type":"frame","width":"(width * 0.5)","height":"(min(width, height) / 2)"},"#
            + #"{"type":"padding","length":"(height / 10)"},{"type":"position","x":"(width / 2)","y":"(-(height) + 100)"}]}]}"#)
        #expect(refusal("GeometryReader { g in Color.red.frame(width: g.frame(in: .global).minX) }")?.message
            .contains("of a GeometryProxy, known only while laying out") == true)
        #expect(refusal("GeometryReader { g in Text(\"a\").lineLimit(g.size.width > 100 ? 1 : 2) }")?.message
            .contains("only + - * / min max") == true)
    }

    @Test("containerRelativeFrame's closure form: its expression over the container's length")
    func containerRelativeClosure() throws {
        #expect(try wire("Color.red.containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"containerRelativeFrame","axes":"horizontal","length":"(length * 0.8)"}]}"#)
        #expect(try wire("Color.red.containerRelativeFrame(.vertical, alignment: .top) { min($0 / 3, 120) }")
            == #"{"type":"Color","color":"red","modifiers":[{"type":"containerRelativeFrame","axes":"vertical","alignment":"top","length":"min((length / 3), 120)"}]}"#)
    }

    @Test("The request's inputs give the root view's properties: objects read by member, arrays for ForEach, numbers typed as declared")
    func inputs() throws {
        let source = """
            struct LandmarkDetail: View {
                let landmark: Landmark
                let inset: CGFloat
                var body: some View {
                    VStack { Text(landmark.name); ForEach(landmark.photos, id: \\.self) { Text($0) }; Text(landmark.park) }
                        .padding(inset)
                }
            }
            """
        let inputs = try InputValue.parse(Array(#"{"landmark": {"name": "Turtle Rock", "photos": ["a", "b"]}, "inset": 12}"#.utf8))
        let result = try SwiftUITranslator.translate(source, inputs: inputs)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":[{"type":"Text","text":"Turtle Rock"},"#
            + #"{"type":"Text","text":"a"},{"type":"Text","text":"b"},{"type":"Text","text":"landmark.park"}],"#
            + #""modifiers":[{"type":"padding","length":12}]}"#)
        #expect(result.sources.placeholders.map(\.expression) == ["landmark.park"])
    }

    @Test("Button in its spellings: a title, action: with a label closure, label:, role:; the action never read")
    func buttons() throws {
        let source = """
            VStack {
                Button("Save") { save() }
                Button(action: { count += 1 }) { Text("Add") }
                Button(role: .destructive) { delete() } label: { Label2() }
                Button("Plain", action: tap).buttonStyle(.plain)
            }
            """
        let result = try translation(source)
        #expect(String(decoding: result.view.bytes, as: UTF8.self) == #"{"type":"VStack","children":["#
            + #"{"type":"Button","children":[{"type":"Text","text":"Save"}]},{"type":"Button","children":[{"type":"Text","text":"Add"}]},"#
            + #"{"type":"Button","role":"destructive","children":[{"type":"Rectangle"}]},"#
            + #"{"type":"Button","style":"plain","children":[{"type":"Text","text":"Plain"}]}]}"#)
        #expect(result.sources.ignored.isEmpty)
        #expect(try wire("VStack { Button(\"a\") { }.buttonStyle(.borderless) }.buttonStyle(.plain)")
            == #"{"type":"VStack","children":[{"type":"Button","style":"borderless","children":[{"type":"Text","text":"a"}]}]}"#,
            "the innermost style wins")
        #expect(refusal("Button(\"Add\", systemImage: \"plus\") { }")?.message.contains("shows a Label") == true)
        #expect(refusal("Button { } label: { Text(\"a\"); Text(\"b\") }")?.message.contains("one view, not 2") == true)
    }

    @Test("A style in the older spelling, an instance of SwiftUI's style type, is the style its name says")
    func styleInstances() throws {
        #expect(try wire("Button(\"a\") { }.buttonStyle(BorderlessButtonStyle())")
            == #"{"type":"Button","style":"borderless","children":[{"type":"Text","text":"a"}]}"#)
        #expect(try wire("Button(\"a\") { }.buttonStyle(DefaultButtonStyle())")
            == #"{"type":"Button","style":"automatic","children":[{"type":"Text","text":"a"}]}"#)
        #expect(try wire("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(DefaultTextFieldStyle())").contains("TextField"))
        #expect(try wire("Toggle(\"On\", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())").contains("Toggle"))
        #expect(try wire("TextField(\"N\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle())")
            == #"{"type":"TextField","text":"N","style":"roundedBorder"}"#)
        // An app's own style is applied as none and listed; SwiftUI's own that the wire lacks stays refused.
        let own = try translation("Toggle(\"On\", isOn: .constant(true)).toggleStyle(BrandSwitch(size: 2))")
        #expect(String(decoding: own.view.bytes, as: UTF8.self).hasPrefix(#"{"type":"Toggle""#))
        #expect(own.sources.placeholders.map { "\($0.expression) \($0.role.rawValue)" } == [".toggleStyle(BrandSwitch(size: 2)) modifier"])
        #expect(refusal("Toggle(\"On\", isOn: .constant(true)).toggleStyle(.button)")?.message.hasPrefix(".toggleStyle(.button) lays a Toggle out") == true)
        #expect(refusal("Toggle(\"On\", isOn: .constant(true)).toggleStyle(ButtonToggleStyle())")?.message.hasPrefix(".toggleStyle(.button)") == true)
        // A SwiftUI style with arguments is still SwiftUI's, named by its member or type.
        #expect(refusal("TabView { Text(\"a\") }.tabViewStyle(.page(indexDisplayMode: .never))")?.message.hasPrefix(".tabViewStyle(.page)") == true)
        #expect(refusal("TabView { Text(\"a\") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))")?.message.hasPrefix(".tabViewStyle(.page)") == true)
        #expect(try translation("ProgressView().progressViewStyle(LinearProgressViewStyle(tint: .red))").view.bytes
            == Array(#"{"type":"ProgressView","style":"linear"}"#.utf8))
    }

    @Test("Every style the wire reads is one of SwiftUI's, so none of them is taken for another file's")
    func readStylesAreSwiftUIs() {
        for (name, modifier) in StyleModifier.all {
            #expect(Set(modifier.read).isSubset(of: modifier.swiftUI), "\(name): \(Set(modifier.read).subtracting(modifier.swiftUI))")
        }
    }

    @Test("Toggle: a title or a label closure, the binding read as its value; the switch style only")
    func toggles() throws {
        let source = """
            struct Settings: View {
                @State private var wifi = false
                var body: some View {
                    VStack {
                        Toggle("Wi-Fi", isOn: $wifi)
                        Toggle(isOn: .constant(true)) { Text("Bluetooth").font(.headline) }.toggleStyle(.switch)
                    }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"Toggle","isOn":false,"children":[{"type":"Text","text":"Wi-Fi"}]},"#
            + #"{"type":"Toggle","isOn":true,"children":[{"type":"Text","text":"Bluetooth","modifiers":[{"type":"font","font":"headline"}]}]}]}"#)
        #expect(refusal("Toggle(\"On\", isOn: $on).toggleStyle(.button)")?.message.contains("lays a Toggle out differently") == true)
    }

    @Test("TextField shows its value, else its prompt, else its title; several lines are refused")
    func textFields() throws {
        let source = """
            struct Login: View {
                @State private var name = ""
                @State private var city = "Oslo"
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        TextField("City", text: $city).textFieldStyle(.plain)
                        TextField("Email", text: $email, prompt: Text("you@example.com"))
                        TextField("Age", value: $age, format: .number)
                    }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"VStack","children":[{"type":"TextField","text":"Name"},{"type":"TextField","text":"Oslo","style":"plain"},"#
            + #"{"type":"TextField","text":"you@example.com"},{"type":"TextField","text":"age"}]}"#)
        #expect(try wire("VStack { TextField(\"a\", text: $a); SecureField(\"b\", text: $b) }.textFieldStyle(.roundedBorder)")
            .components(separatedBy: #""style":"roundedBorder""#).count == 3, "the style reaches both fields")
        #expect(refusal("TextField(\"a\", text: $a, axis: .vertical)")?.message.contains("several lines") == true)
    }

    @Test("NavigationStack and NavigationView take their root's title, display mode and toolbar; outside one those are ignored")
    func navigation() throws {
        let source = """
            struct Inbox: View {
                var body: some View {
                    NavigationView {
                        VStack { Text("Mail") }
                            .navigationBarTitle("Inbox", displayMode: .inline)
                            .toolbar { Button("Edit") { } }
                    }
                    .navigationViewStyle(.stack)
                }
            }
            """
        #expect(try wire(source) == #"{"type":"NavigationStack","title":"Inbox","titleDisplayMode":"inline","toolbar":true,"#
            + #""children":[{"type":"VStack","children":[{"type":"Text","text":"Mail"}]}]}"#)
        #expect(try wire("NavigationStack { Color.red.navigationTitle(Text(\"Home\")) }")
            == #"{"type":"NavigationStack","title":"Home","children":[{"type":"Color","color":"red"}]}"#)
        let detail = try translation("Text(\"Detail\").navigationTitle(\"Item\")")
        #expect(detail.sources.ignored.map { "\($0.name) \($0.kind)" } == ["navigationTitle navigation"])
    }
}
