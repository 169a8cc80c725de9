import LayoutWire
import SwiftSyntax

/// `Label` in its spellings: `Label("Title", systemImage: "star")`, `Label("Title", image:
/// "name")`, `Label { title } icon: { icon }` and `Label(title: { … }, icon: { … })`: the wire
/// Label's two children, the title and the icon. `.labelStyle` sets the wire Label's `style`
/// (title and icon, title only, icon only); other styles are refused by name.
extension Translator {
    mutating func labelView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ViewNode?, icon: ViewNode?
        var titleClosure = call.trailingClosure.map(ExprSyntax.init), iconClosure: ExprSyntax?
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil:
                try spend(at: argument.expression)
                title = ViewNode(type: .text, members: [.init(.text, .string(try string(argument.expression)))],
                                 range: range(of: argument.expression))
            case "systemImage":
                icon = ViewNode(type: .image, members: [.init(.systemName, .string(try string(argument.expression)))],
                                range: range(of: argument.expression))
            case "image":
                icon = ViewNode(type: .image, members: [.init(.name, .string(try string(argument.expression)))],
                                range: range(of: argument.expression))
            case "title": titleClosure = argument.expression
            case "icon": iconClosure = argument.expression
            default: throw unsupported("Label is read as Label(\"Title\", systemImage: \"name\") or Label { title } icon: { icon }", at: argument)
            }
        }
        for extra in call.additionalTrailingClosures {
            guard extra.label.text == "icon" else { throw unsupported("a Label's second trailing closure is its icon:", at: extra) }
            iconClosure = ExprSyntax(extra.closure)
        }
        if title == nil, let titleClosure { title = try controlLabel(titleClosure, title: nil, of: "Label", at: call) }
        if icon == nil, let iconClosure { icon = try controlLabel(iconClosure, title: nil, of: "Label", at: call) }
        guard let title, let icon else { throw unsupported("Label needs a title and an icon", at: call) }
        var node = ViewNode(type: .label, range: range(of: call))
        node.children = [title, icon]
        return node
    }
}
