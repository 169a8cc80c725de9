import LayoutWire
import SwiftSyntax

/// `Button` in its spellings: `Button("Title") { … }`, `Button("Title", action: f)`,
/// `Button(action: f) { label }`, `Button { … } label: { label }`, each with `role:`. Its action
/// is never evaluated; its label is the wire Button's one child.
extension Translator {
    mutating func buttonView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ExprSyntax?, label: ExprSyntax?, role: String?
        var hasAction = false
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil: title = argument.expression
            case "action": hasAction = true
            case "role": role = try name(argument.expression, ["destructive", "cancel"], "a ButtonRole")
            case "label": label = argument.expression
            case "systemImage", "image":
                throw unsupported("Button(_:systemImage:) shows a Label, whose icon the wire does not size yet; "
                                  + "write Button { … } label: { Text(…) }", at: argument)
            default: throw unsupported("Button is read with a title or label:, action: and role:", at: argument)
            }
        }
        if let extra = call.additionalTrailingClosures.first {
            guard extra.label.text == "label", call.additionalTrailingClosures.count == 1 else {
                throw unsupported("Button's second trailing closure is its label:", at: extra)
            }
            label = ExprSyntax(extra.closure)
        } else if let trailing = call.trailingClosure, title == nil, hasAction {
            label = ExprSyntax(trailing)  // `Button(action: f) { label }`
        }
        let child = try controlLabel(label, title: title, of: "Button", at: call)
        var node = ViewNode(type: WireViewType.button.rawValue, range: range(of: call))
        if let role { node.members.append(.init("role", .string(role))) }
        node.children = [child]
        return node
    }

    /// A control's label: its label closure's one view, else a Text of its title.
    mutating func controlLabel(_ label: ExprSyntax?, title: ExprSyntax?, of control: String,
                               at call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        if let label {
            let views = try closureViews(label, proxy: false)
            guard views.count == 1 else {
                throw unsupported("a \(control)'s label is read as one view, not \(views.count) (wrap them in a stack)", at: label)
            }
            return views[0]
        }
        guard let title else { throw unsupported("\(control) needs a title or a label", at: call) }
        try spend(at: title)
        return ViewNode(type: "Text", members: [.init("text", .string(try string(title)))], range: range(of: title))
    }

    /// `.buttonStyle(.plain)`: the style of every Button in the view that sets none of its own
    /// (an environment value, so the innermost wins), as the wire Button's `style`. The
    /// automatic (on iOS, borderless), plain and borderless styles draw the label as it is laid
    /// out; the bordered styles add padding and a shape the wire does not size yet.
    func buttonStyle(_ call: FunctionCallExprSyntax, on node: inout ViewNode) throws(SourceError) {
        let (style, name) = try styleArgument(call, "buttonStyle", "ButtonStyle")
        guard ["automatic", "plain", "borderless"].contains(name) else {
            throw unsupported(".buttonStyle(.\(name)) adds padding and a shape around the label, which the wire does not "
                              + "size yet (it reads .automatic, .plain and .borderless)", at: style)
        }
        Self.setStyle("style", name, of: .button, in: &node)
    }

    /// Sets `key` to `value` on every view of `type` in `node` that sets none itself: a style
    /// set as an environment value, which the innermost setting wins.
    static func setStyle(_ key: String, _ value: String, of type: WireViewType, in node: inout ViewNode) {
        if node.type == type.rawValue, !node.members.contains(where: { $0.key == key }) {
            node.members.append(.init(key, .string(value)))
        }
        for i in node.children?.indices ?? 0..<0 { setStyle(key, value, of: type, in: &node.children![i]) }
        for i in node.viewMembers.indices { setStyle(key, value, of: type, in: &node.viewMembers[i].view) }
        for i in node.modifiers.indices where node.modifiers[i].content != nil {
            setStyle(key, value, of: type, in: &node.modifiers[i].content!.view)
        }
    }
}
