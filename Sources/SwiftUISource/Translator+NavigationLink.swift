import LayoutWire
import SwiftSyntax

/// `NavigationLink` in its spellings: `NavigationLink("Title", destination: D)`,
/// `NavigationLink(destination: D) { label }`, `NavigationLink { D } label: { label }`,
/// `NavigationLink("Title", value: v)`, `NavigationLink(value: v) { label }`, with
/// `isActive:`, `tag:` and `selection:`. Only the first screen is laid out, so the destination
/// is never read; the label is the wire NavigationLink's one child.
extension Translator {
    mutating func navigationLinkView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ExprSyntax?, label: ExprSyntax?
        var destination = false
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil: title = argument.expression
            case "destination", "value", "state": destination = true
            case "label": label = argument.expression
            case "isActive", "tag", "selection": continue  // which link is followed, not where it is
            default: throw unsupported("NavigationLink is read with a title or label:, and destination: or value:", at: argument)
            }
        }
        if let extra = call.additionalTrailingClosures.first {
            guard extra.label.text == "label", call.additionalTrailingClosures.count == 1 else {
                throw unsupported("NavigationLink's second trailing closure is its label:", at: extra)
            }
            label = ExprSyntax(extra.closure)  // `NavigationLink { destination } label: { label }`
        } else if let trailing = call.trailingClosure, destination || title == nil {
            label = ExprSyntax(trailing)  // `NavigationLink(destination: D) { label }`
        }
        let child = try controlLabel(label, title: title, of: "NavigationLink", at: call)
        var node = ViewNode(type: .navigationLink, range: range(of: call))
        node.children = [child]
        return node
    }
}

/// `Link("Title", destination: url)` and `Link(destination: url) { label }`: Apple documents a
/// Link as a control showing its label "as a link-styled view", styled as its label's views
/// are, so it is laid out as a Button of the automatic style, as large as its label. The URL is
/// never read.
extension Translator {
    mutating func linkView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ExprSyntax?, label = call.trailingClosure.map(ExprSyntax.init)
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil: title = argument.expression
            case "destination": continue
            case "label": label = argument.expression
            default: throw unsupported("Link is read as Link(\"Title\", destination: url) or Link(destination: url) { label }", at: argument)
            }
        }
        let child = try controlLabel(label, title: title, of: "Link", at: call)
        var node = ViewNode(type: .button, range: range(of: call))
        node.children = [child]
        return node
    }
}

/// `Menu("Title") { items }`, `Menu { items } label: { label }` and `Menu(content:label:)`, with
/// `primaryAction:`: the label is the wire Menu's one child; the items show only when the menu
/// opens and are never read.
extension Translator {
    mutating func menuView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ExprSyntax?, label: ExprSyntax?
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil: title = argument.expression
            case "label": label = argument.expression
            case "content", "primaryAction": continue  // what the menu does, not where it is
            case "systemImage", "image":
                throw unsupported("Menu(_:systemImage:) shows a Label, whose icon in a Menu is not measured", at: argument)
            default: throw unsupported("Menu is read as Menu(\"Title\") { items } or Menu { items } label: { label }", at: argument)
            }
        }
        for extra in call.additionalTrailingClosures {
            switch extra.label.text {
            case "label": label = ExprSyntax(extra.closure)  // `Menu { items } label: { label }`
            case "primaryAction": continue
            default: throw unsupported("Menu's trailing closures are its items, label: and primaryAction:", at: extra)
            }
        }
        let child = try controlLabel(label, title: title, of: "Menu", at: call)
        var node = ViewNode(type: .menu, range: range(of: call))
        node.children = [child]
        return node
    }
}
