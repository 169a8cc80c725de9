import LayoutWire
import SwiftSyntax

/// `List` and `Form` in their spellings (`List { … }`, `List(data, id: \.key) { element in … }`,
/// `List(selection: $s) { … }`), `Section` in its (`Section { … }`, `Section("Title") { … }`,
/// `Section(header: Text(…)) { … }`, `Section { … } header: { … }`), and the style modifiers
/// that name the inset grouped style iOS gives both on iPhone.
extension Translator {
    mutating func listView(_ call: FunctionCallExprSyntax, form: Bool) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        let type = form ? WireViewType.form : .list
        if let extra = call.additionalTrailingClosures.first {
            throw unsupported("\(type.rawValue) takes one closure of rows", at: extra)
        }
        // The selection is what is highlighted, not where rows are.
        var arguments = Array(call.arguments.filter { $0.label?.text != "selection" })
        var content = call.trailingClosure.map(ExprSyntax.init)
        if content == nil, let last = arguments.last, ["content", "rowContent"].contains(last.label?.text) {
            content = arguments.removeLast().expression
        }
        var node = ViewNode(type: type, range: range(of: call))
        if arguments.isEmpty {
            guard let content else { throw unsupported("\(type.rawValue) needs its rows", at: call) }
            node.children = try closureViews(content)
        } else {
            guard !form else { throw unsupported("Form is read as Form { … }", at: call) }
            node.children = try forEach(arguments, content, "List", at: call)
        }
        return node
    }

    /// A Section: its rows, and its header and footer, each a view or a closure of one view
    /// (a title string is a Text header).
    mutating func sectionView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var content = call.trailingClosure.map(ExprSyntax.init)
        var parts: [(key: Key, expression: ExprSyntax)] = []
        for argument in call.arguments {
            switch argument.label?.text {
            case nil, "header": parts.append((.header, argument.expression))  // `Section("Title")`, `header:`
            case "footer": parts.append((.footer, argument.expression))
            case "content": content = argument.expression
            case "isExpanded": throw unsupported("Section(isExpanded:) collapses its rows in a sidebar list, which the wire does not lay out", at: argument)
            default: throw unsupported("Section is read with a title or header:, footer: and its rows", at: argument)
            }
        }
        for extra in call.additionalTrailingClosures {
            guard let key = Key(rawValue: extra.label.text), [.header, .footer].contains(key) else {
                throw unsupported("a Section's other trailing closures are header: and footer:", at: extra)
            }
            parts.append((key, ExprSyntax(extra.closure)))
        }
        guard let content else { throw unsupported("Section needs its rows", at: call) }
        var node = ViewNode(type: .section, range: range(of: call))
        for (key, expression) in parts {
            node.viewMembers.append((key, try sectionPart(expression, key)))
        }
        node.children = try closureViews(content)
        return node
    }

    /// A header or footer: a closure of one view, a view, or a title (a Text of a string).
    private mutating func sectionPart(_ e: ExprSyntax, _ key: Key) throws(SourceError) -> ViewNode {
        if !e.is(ClosureExprSyntax.self), !e.is(FunctionCallExprSyntax.self), isTitle(e) {
            try spend(at: e)
            return ViewNode(type: .text, members: [.init(.text, .string(try string(e)))], range: range(of: e))
        }
        let views = e.is(ClosureExprSyntax.self) ? try closureViews(e) : try self.views(e)
        guard views.count == 1 else {
            throw unsupported("a Section's \(key.rawValue) is read as one view, not \(views.count) (wrap them in a stack)", at: e)
        }
        return views[0]
    }

    /// Whether `e` is a string, or data from outside (read as a string stand-in).
    private func isTitle(_ e: ExprSyntax) -> Bool {
        if e.is(StringLiteralExprSyntax.self) { return true }
        switch try? inferred(e) {
        case .string?, .placeholder?: return true
        default: return false
        }
    }
}
