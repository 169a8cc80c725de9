import LayoutWire
import SwiftSyntax

/// A style modifier (`.buttonStyle(.plain)`, `.listStyle(.insetGrouped)`, …): SwiftUI keeps the
/// style as an environment value, so it reaches every view of its kind inside that sets none of
/// its own, the innermost setting winning. The reader sets it as the wire view's `style` member,
/// or checks it only, where the wire view already is the one style it lays out. A style whose
/// metrics are not measured is refused with the reason.
struct StyleModifier {
    /// The protocol a style of this modifier conforms to (`ButtonStyle`), which names the older
    /// spelling of a style (`BorderlessButtonStyle()`).
    let kind: String
    /// The styles the wire lays out.
    let read: [String]
    /// The wire views whose `style` member the modifier sets; empty where each already is the
    /// one style read.
    let views: [WireViewType]
    /// Why the other styles are refused, said after `.modifier(.style) `.
    let refusal: String
    /// SwiftUI's own styles of the kind, for iOS and the other platforms (Apple's documentation
    /// of the protocol's conforming types): one of these that is not read is refused; any other
    /// is a style another file declares (`FluentButtonStyle(style: .accent)`, `.filled`),
    /// applied as none and listed as a stand-in, as another file's modifier is.
    let swiftUI: [String]

    /// Every style modifier the reader takes, by name. Where the wire view has a `style` member
    /// the words are the wire's own; the others name the one style the wire's view already is.
    static let all: [String: StyleModifier] = [
        // On iOS the automatic style is the borderless one; plain and borderless draw the label
        // as it is laid out, the bordered ones pad it on a platter (measured at the regular size).
        "buttonStyle": .init(kind: "ButtonStyle", read: ButtonStyleName.spellings,
                             views: [.button], refusal: "is not a style whose size the wire knows",
                             swiftUI: ["automatic", "bordered", "borderedProminent", "borderless", "plain", "glass",
                                       "glassProminent", "accessoryBar", "accessoryBarAction", "card", "link"]),
        "labelStyle": .init(kind: "LabelStyle", read: LabelStyleName.spellings, views: [.label],
                            refusal: "is not read: the wire lays a Label out only in these styles",
                            swiftUI: ["automatic", "iconOnly", "titleAndIcon", "titleOnly"]),
        // The inset grouped style is the List's automatic one on iPhone, the grouped one a Form's.
        "listStyle": .init(kind: "ListStyle", read: ListStyleName.spellings, views: [.list],
                           refusal: "is not laid out: only the inset grouped and plain styles' metrics have been measured",
                           swiftUI: ["automatic", "bordered", "carousel", "elliptical", "grouped", "inset", "insetGrouped",
                                     "plain", "sidebar"]),
        "formStyle": .init(kind: "FormStyle", read: ["automatic", "grouped"], views: [],
                           refusal: "is not laid out: only the inset grouped style's metrics have been measured",
                           swiftUI: ["automatic", "columns", "grouped"]),
        // The menu (the automatic style in a List or Form on iOS) and the segmented control.
        "pickerStyle": .init(kind: "PickerStyle", read: PickerStyleName.spellings, views: [.picker],
                             refusal: "lays a Picker out in a style whose metrics are not measured",
                             swiftUI: ["automatic", "inline", "menu", "navigationLink", "palette", "radioGroup",
                                       "segmented", "wheel"]),
        "progressViewStyle": .init(kind: "ProgressViewStyle", read: ProgressViewStyleName.spellings, views: [.progressView],
                                   refusal: "is not read",
                                   swiftUI: ["automatic", "circular", "linear"]),
        // The automatic style on iOS is the capacity bar; the others are not measured.
        "gaugeStyle": .init(kind: "GaugeStyle", read: ["automatic"], views: [],
                            refusal: "is not read: only the automatic style's metrics have been measured",
                            swiftUI: ["automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity",
                                      "accessoryCircular", "accessoryCircularCapacity", "circular", "linear"]),
        "tabViewStyle": .init(kind: "TabViewStyle", read: ["automatic", "tabBarOnly"], views: [],
                              refusal: "is not read: only the tab bar style is measured",
                              swiftUI: ["automatic", "tabBarOnly", "page", "sidebarAdaptable", "grouped", "verticalPage"]),
        // Automatic is plain outside a Form.
        "textFieldStyle": .init(kind: "TextFieldStyle", read: TextFieldStyleName.spellings,
                                views: [.textField, .secureField], refusal: "is not read",
                                swiftUI: ["automatic", "plain", "roundedBorder", "squareBorder"]),
        // The switch is the automatic style on iOS; the button style lays a Toggle out as a button.
        "toggleStyle": .init(kind: "ToggleStyle", read: ["automatic", "switch"], views: [],
                             refusal: "lays a Toggle out differently from the switch, which is all the wire reads",
                             swiftUI: ["automatic", "button", "checkbox", "switch"]),
    ]
}

extension Translator {
    /// `.name(style)` for a style modifier of `StyleModifier.all`, set on `node`'s views.
    func styleModifier(_ name: String, _ modifier: StyleModifier, _ call: FunctionCallExprSyntax,
                       on node: inout ViewNode, range: LayoutWire.SourceRange) throws(SourceError) {
        guard call.arguments.count == 1, let style = call.arguments.first?.expression else {
            throw unsupported(".\(name) takes one style", at: call)
        }
        let chosen = try styleName(style, modifier.kind)
        guard modifier.swiftUI.contains(chosen) else {
            // Not one of SwiftUI's styles: the app's own, from another file (or this one's
            // protocol conformance, which the reader does not expand). Applied as none.
            placeholders.record(Placeholder(expression: ".\(name)(\(text(style)))", role: .modifier, source: range))
            return
        }
        guard modifier.read.contains(chosen) else {
            let read = modifier.read.map { "." + $0 }.joined(separator: ", ")
            throw unsupported(".\(name)(.\(chosen)) \(modifier.refusal) (it reads \(read))", at: style)
        }
        for type in modifier.views { Self.setStyle(chosen, of: type, in: &node) }
    }

    /// Sets `style` to `value` on every view of `type` in `node` that sets none itself: a style
    /// set as an environment value, which the innermost setting wins.
    static func setStyle(_ value: String, of type: WireViewType, in node: inout ViewNode) {
        if node.type == type, !node.members.contains(where: { $0.key == Key.style.rawValue }) {
            node.members.append(.init(.style, .string(value)))
        }
        for i in node.children?.indices ?? 0..<0 { setStyle(value, of: type, in: &node.children![i]) }
        for i in node.viewMembers.indices { setStyle(value, of: type, in: &node.viewMembers[i].view) }
        for i in node.modifiers.indices where node.modifiers[i].content != nil {
            setStyle(value, of: type, in: &node.modifiers[i].content!.view)
        }
    }

    /// The name of a style (`kind`: "ButtonStyle", "ListStyle", …) as the leading-dot member
    /// names it (`.borderless`, `.page(indexDisplayMode: .never)`), or from the older spelling,
    /// an instance of a style type (`BorderlessButtonStyle()` is `.borderless`,
    /// `DefaultButtonStyle()` `.automatic`, `PageTabViewStyle(indexDisplayMode: .never)` `.page`);
    /// an instance of a type not named for the kind (`BrandSwitch(size: 2)`) is named by its type,
    /// which no SwiftUI style has. The arguments do not change the name.
    func styleName(_ e: ExprSyntax, _ kind: String) throws(SourceError) -> String {
        if let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                return member.declName.baseName.text
            }
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                guard type.hasSuffix(kind), type.count > kind.count else { return type }
                let prefix = type.dropLast(kind.count)
                let name = prefix.prefix(1).lowercased() + prefix.dropFirst()
                return name == "default" ? "automatic" : name
            }
        }
        // An app's own style on a type or value of its own (`Theme.primary`): named as written,
        // which no SwiftUI style is.
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, !Self.isWritten(on: base, "a \(kind)") {
            return text(e)
        }
        return try memberName(e, "a \(kind)")
    }
}
