@testable import SwiftUISource
import Testing

/// Label as people write it: a title and a symbol or image, or title and icon closures.
@Suite("Label from source")
struct LabelSourceTests {
    @Test("A title with systemImage: or image:, or title and icon closures, are the Label's two children")
    func spellings() throws {
        #expect(try wire("Label(\"Share\", systemImage: \"square.and.arrow.up\")")
            == #"{"type":"Label","children":[{"type":"Text","text":"Share"},{"type":"Image","systemName":"square.and.arrow.up"}]}"#)
        #expect(try wire("Label(\"Me\", image: \"avatar\")")
            == #"{"type":"Label","children":[{"type":"Text","text":"Me"},{"type":"Image","name":"avatar"}]}"#)
        let closures = #"{"type":"Label","children":[{"type":"Text","text":"T"},{"type":"Circle"}]}"#
        #expect(try wire("Label { Text(\"T\") } icon: { Circle() }") == closures)
        #expect(try wire("Label(title: { Text(\"T\") }, icon: { Circle() })") == closures)
        #expect(try wire("Label(\"T\", systemImage: \"x\").labelStyle(.titleAndIcon)").hasPrefix(#"{"type":"Label""#))
    }

    @Test("labelStyle sets the style of every Label inside that sets none; an app's own style is a listed stand-in")
    func styles() throws {
        #expect(try wire("Label(\"T\", systemImage: \"x\").labelStyle(.iconOnly)")
            == #"{"type":"Label","style":"iconOnly","children":[{"type":"Text","text":"T"},{"type":"Image","systemName":"x"}]}"#)
        let nested = try wire("VStack { Label(\"A\", systemImage: \"x\").labelStyle(TitleOnlyLabelStyle()); Label(\"B\", systemImage: \"y\") }"
                              + ".labelStyle(.iconOnly)")
        #expect(nested.contains(#"{"type":"Label","style":"titleOnly","children":[{"type":"Text","text":"A"}"#), "the innermost wins: \(nested)")
        #expect(nested.contains(#"{"type":"Label","style":"iconOnly","children":[{"type":"Text","text":"B"}"#), "\(nested)")
        let own = try SwiftUITranslator.translate("Label(\"T\", systemImage: \"x\").labelStyle(.trailingIcon)")
        #expect(String(decoding: own.view.bytes, as: UTF8.self) == #"{"type":"Label","children":[{"type":"Text","text":"T"},{"type":"Image","systemName":"x"}]}"#)
        #expect(own.sources.placeholders.map(\.expression) == [".labelStyle(.trailingIcon)"])
    }
}

/// SecureField and ProgressView as people write them.
@Suite("Fields and indicators from source")
struct FieldAndIndicatorSourceTests {
    @Test("SecureField holds its value (empty when from outside) and shows its prompt, else its title, while empty")
    func secureFields() throws {
        #expect(try wire("SecureField(\"Password\", text: .constant(\"secret\"))")
            == #"{"type":"SecureField","text":"secret","title":"Password"}"#)
        #expect(try wire("SecureField(\"Password\", text: $store.password, prompt: Text(\"Required\"))")
            == #"{"type":"SecureField","text":"","title":"Required"}"#)
        #expect(refusal("SecureField(\"P\", value: $p, format: .number)")?.message.hasPrefix("SecureField is read as") == true)
    }

    @Test("ProgressView() is the circular spinner, with a value the linear bar, a title or label its child; a current value's label is refused")
    func progressViews() throws {
        #expect(try wire("ProgressView()") == #"{"type":"ProgressView"}"#)
        #expect(try wire("ProgressView().progressViewStyle(CircularProgressViewStyle())") == #"{"type":"ProgressView","style":"circular"}"#)
        #expect(try wire("ProgressView().progressViewStyle(.linear)") == #"{"type":"ProgressView","style":"linear"}"#)
        #expect(try wire("ProgressView(value: 0.5)") == #"{"type":"ProgressView","style":"linear"}"#)
        #expect(try wire("ProgressView(\"Upload\", value: 3, total: 10)")
            == #"{"type":"ProgressView","style":"linear","children":[{"type":"Text","text":"Upload"}]}"#)
        #expect(try wire("ProgressView(value: 0.5) { Text(\"Upload\") }")
            == #"{"type":"ProgressView","style":"linear","children":[{"type":"Text","text":"Upload"}]}"#)
        #expect(try wire("ProgressView(\"Loading\")") == #"{"type":"ProgressView","children":[{"type":"Text","text":"Loading"}]}"#)
        // The wire refuses a label on the spinner (ProgressViewDecodingTests).
        #expect(refusal("ProgressView(value: 0.5) { Text(\"a\") } currentValueLabel: { Text(\"50%\") }")?.message
            .contains("currentValueLabel is not laid out") == true)
        #expect(refusal("ProgressView(value: 0.5, label: { Text(\"a\") }, currentValueLabel: { Text(\"50%\") })")?.message
            .contains("currentValueLabel is not laid out") == true)
        // After `label:`, a trailing closure is the current value's label, not a second label.
        #expect(refusal("ProgressView(value: 0.5, label: { Text(\"a\") }) { Text(\"50%\") }")?.message
            .contains("currentValueLabel is not laid out") == true)
    }

    @Test("Gauge's label closure is the wire Gauge's one child; the value and range are not read; value labels and other styles are refused")
    func gauges() throws {
        let speed = #"{"type":"Gauge","children":[{"type":"Text","text":"Speed"}]}"#
        #expect(try wire("Gauge(value: 0.7) { Text(\"Speed\") }") == speed)
        #expect(try wire("Gauge(value: 75, in: 0...100, label: { Text(\"Speed\") })") == speed)
        #expect(try wire("Gauge(value: 0.7) { Text(\"Speed\") }.gaugeStyle(.automatic)") == speed)
        #expect(refusal("Gauge(value: 0.7) { Text(\"Speed\") } currentValueLabel: { Text(\"0.7\") }")?.message
            .contains("value labels are not laid out") == true)
        #expect(refusal("Gauge(value: 0.7, label: { Text(\"Speed\") }, minimumValueLabel: { Text(\"0\") })")?.message
            .contains("value labels are not laid out") == true)
        #expect(refusal("Gauge(value: 0.7) { Text(\"Speed\") }.gaugeStyle(.accessoryCircular)")?.message
            .contains("only the automatic style") == true)
        #expect(refusal("Gauge(value: 0.7)")?.message.hasPrefix("Gauge needs its label") == true)
        #expect(refusal("Gauge(value: 0.7, label: { Text(\"Speed\") }) { Text(\"0.7\") }")?.message
            .contains("value labels are not laid out") == true)
    }

    @Test("Menu's title or label: closure is the wire Menu's one child; its items are never read; an icon is refused")
    func menus() throws {
        let actions = #"{"type":"Menu","children":[{"type":"Text","text":"Actions"}]}"#
        #expect(try wire("Menu(\"Actions\") { Button(\"Paste\") {}; Button(\"Delete\") {} }") == actions)
        #expect(try wire("Menu { Button(\"Paste\") {} } label: { Text(\"Actions\") }") == actions)
        #expect(try wire("Menu(content: { Button(\"Paste\") {} }, label: { Text(\"Actions\") })") == actions)
        #expect(try wire("Menu(\"Actions\") { Button(\"Paste\") {} } primaryAction: { }") == actions)
        #expect(refusal("Menu(\"Actions\", systemImage: \"ellipsis\") { Button(\"Paste\") {} }")?.message.hasPrefix("Menu(_:systemImage:)") == true)
    }

    @Test("Slider(value:in:step:) is the wire Slider; a label or value labels are refused, an editing closure is not a label")
    func sliders() throws {
        #expect(try wire("Slider(value: $volume, in: 0...10, step: 1)") == #"{"type":"Slider"}"#)
        #expect(try wire("Slider(value: $volume) { editing in print(editing) }") == #"{"type":"Slider"}"#)
        #expect(refusal("Slider(value: $v, in: 5...30, step: 1) { Text(\"Length\") }")?.message.hasPrefix("a Slider's labels") == true)
        #expect(refusal("Slider(value: $v, minimumValueLabel: Text(\"0\"), maximumValueLabel: Text(\"1\")) { }")?.message
            .hasPrefix("a Slider's labels") == true)
    }
}

/// TabView as people write it.
@Suite("TabView from source")
struct TabViewSourceTests {
    @Test("Each view of the closure is a tab; the selection picks the tab by its tag; tabItem is ignored")
    func tabs() throws {
        let source = """
            struct Home: View {
                @State private var tab = "b"
                var body: some View {
                    TabView(selection: $tab) {
                        Text("A").tabItem { Label("A", systemImage: "a") }.tag("a")
                        Text("B").tabItem { Label("B", systemImage: "b") }.tag("b")
                    }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"TabView","selection":1,"children":[{"type":"Text","text":"A"},{"type":"Text","text":"B"}]}"#)
        let translation = try SwiftUITranslator.translate(source)
        #expect(translation.sources.ignored.map { "\($0.name) \($0.kind)" }.prefix(2) == ["tabItem navigation", "tag identity"])
        #expect(try wire("TabView { Text(\"A\"); Text(\"B\") }") == #"{"type":"TabView","children":[{"type":"Text","text":"A"},{"type":"Text","text":"B"}]}"#)
        #expect(try wire("TabView(selection: $model.tab) { Text(\"A\").tag(1) }") == #"{"type":"TabView","children":[{"type":"Text","text":"A"}]}"#)
        #expect(refusal("TabView { Text(\"A\") }.tabViewStyle(.page)")?.message.hasPrefix(".tabViewStyle(.page) is not read") == true)
        #expect(refusal("TabView(selection: .constant(5)) { Text(\"A\").tag(1) }")?.message.hasPrefix("no tab's .tag") == true)
    }

    @Test("iOS 18's Tab is one tab: its content the tab's view, its value the tag; only inside a TabView")
    func tabs18() throws {
        let source = """
            enum Tabs { case received, sent }
            struct Mail: View {
                @State private var tab: Tabs = .sent
                var body: some View {
                    TabView(selection: $tab) {
                        Tab("Received", systemImage: "tray", value: .received) { Text("A") }
                        Tab(value: .sent) { Text("B") } label: { Label("Sent", systemImage: "paperplane") }
                    }
                }
            }
            """
        #expect(try wire(source) == #"{"type":"TabView","selection":1,"children":[{"type":"Text","text":"A"},{"type":"Text","text":"B"}]}"#)
        #expect(refusal("VStack { Tab(\"A\", systemImage: \"a\") { Text(\"A\") } }")?.message == "Tab is read as one of a TabView's tabs")
        #expect(refusal("TabView { Tab(\"A\", systemImage: \"a\") { Text(\"A\"); Text(\"B\") } }")?.message
            .hasPrefix("a Tab's content is read as one view") == true)
    }
}

/// `.labelsHidden()` as written: the wire's environment modifier of the same name.
@Suite("labelsHidden from source")
struct LabelsHiddenSourceTests {
    @Test("labelsHidden() is the wire modifier; with an argument it is not SwiftUI's")
    func modifier() throws {
        #expect(try wire("Toggle(isOn: .constant(true), label: { EmptyView() }).labelsHidden()")
            == #"{"type":"Toggle","isOn":true,"children":[{"type":"EmptyView"}],"modifiers":[{"type":"labelsHidden"}]}"#)
        #expect(refusal("Toggle(\"A\", isOn: .constant(true)).labelsHidden(true)") != nil)
    }
}

/// Stepper as people write it: a title or a label, its value and actions not read.
@Suite("Stepper from source")
struct StepperSourceTests {
    @Test("A title, a label closure or label:, the value, range, step and actions passed over")
    func spellings() throws {
        let titled = #"{"type":"Stepper","children":[{"type":"Text","text":"Size"}]}"#
        #expect(try wire("Stepper(\"Size\", value: .constant(3), in: 0...9, step: 1)") == titled)
        #expect(try wire("Stepper(\"Size\") { print(1) } onDecrement: { print(2) }") == titled)
        #expect(try wire("Stepper(value: .constant(3), in: 0...9) { Text(\"Size\") }") == titled)
        #expect(try wire("Stepper(onIncrement: nil, onDecrement: nil, label: { Text(\"Size\") })") == titled)
        #expect(refusal("Stepper(\"Size\", value: .constant(3), foo: 1)") != nil)
        // With label: given, the trailing closure is an action, not the label.
        #expect(try wire("Stepper(value: .constant(3), label: { Text(\"Size\") }) { editing in print(editing) }") == titled)
        #expect(try wire("Stepper(value: .constant(3)) {}") == #"{"type":"Stepper","children":[{"type":"EmptyView"}]}"#)
    }

    @Test("An empty label closure is an EmptyView, for a Toggle as for a Stepper")
    func emptyLabel() throws {
        #expect(try wire("Toggle(isOn: .constant(true)) {}") == #"{"type":"Toggle","isOn":true,"children":[{"type":"EmptyView"}]}"#)
    }
}

/// The bordered button styles and controlSize as written.
@Suite("Bordered buttons from source")
struct BorderedButtonSourceTests {
    @Test("buttonStyle(.bordered) and .borderedProminent set the style; controlSize is the wire's environment modifier")
    func styles() throws {
        #expect(try wire("Button(\"Go\") {}.buttonStyle(.borderedProminent)")
            == #"{"type":"Button","style":"borderedProminent","children":[{"type":"Text","text":"Go"}]}"#)
        #expect(try wire("Button(\"Go\") {}.buttonStyle(BorderedButtonStyle()).controlSize(.regular)")
            == #"{"type":"Button","style":"bordered","children":[{"type":"Text","text":"Go"}],"modifiers":[{"type":"controlSize","value":"regular"}]}"#)
        #expect(try wire("Button(\"Go\") {}.buttonStyle(.bordered).controlSize(.extraLarge)")
            == #"{"type":"Button","style":"bordered","children":[{"type":"Text","text":"Go"}],"modifiers":[{"type":"controlSize","value":"extraLarge"}]}"#)
        #expect(refusal("Button(\"Go\") {}.controlSize(.huge)")?.message.contains("a ControlSize") == true)
    }
}
