import LayoutWire
import SwiftSyntax

/// `Toggle` in its spellings: `Toggle("Title", isOn: $on)`, `Toggle(isOn: $on) { label }`,
/// `Toggle(isOn: $on, label: { … })`. Its binding is read as its value; its label is the wire
/// Toggle's one child.
extension Translator {
    mutating func toggleView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ExprSyntax?, label: ExprSyntax?, isOn: ExprSyntax?
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil: title = argument.expression
            case "isOn": isOn = argument.expression
            case "label": label = argument.expression
            case "systemImage", "image":
                throw unsupported("Toggle(_:systemImage:isOn:) shows a Label, whose icon the wire does not size yet", at: argument)
            default: throw unsupported("Toggle is read as Toggle(\"Title\", isOn: $value) or Toggle(isOn: $value) { label }", at: argument)
            }
        }
        if let trailing = call.trailingClosure { label = ExprSyntax(trailing) }
        guard isOn != nil else { throw unsupported("Toggle needs isOn:", at: call) }
        let child = try controlLabel(label, title: title, of: "Toggle", at: call)
        var node = ViewNode(type: .toggle, range: range(of: call))
        if let isOn, let value = try? boolean(isOn) { node.members.append(.init(.isOn, .bool(value))) }
        node.children = [child]
        return node
    }
}
