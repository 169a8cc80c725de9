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
        // `isActive:`, `tag:` and `selection:` say which link is followed, not where it is.
        var read = try controlArguments(call, keeping: ["destination", "value", "state"], passing: ["isActive", "tag", "selection"],
                                        usage: "NavigationLink is read with a title or label:, and destination: or value:")
        // `NavigationLink(destination: D) { label }`; with a title and no destination the
        // trailing closure is the destination (`NavigationLink("Title") { D }`).
        let trailingIsLabel = !read.kept.isEmpty || read.title == nil
        if let label = try trailingLabel(call, of: "NavigationLink", trailingIsLabel: trailingIsLabel) { read.label = label }
        return try labelledControl(.navigationLink, read, of: "NavigationLink", at: call)
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
        var read = try controlArguments(call, passing: ["destination"],
                                        usage: "Link is read as Link(\"Title\", destination: url) or Link(destination: url) { label }")
        read.label = read.label ?? call.trailingClosure.map(ExprSyntax.init)
        return try labelledControl(.button, read, of: "Link", at: call)
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
        // The items and the primary action are what the menu does, not where it is.
        let icon = "Menu(_:systemImage:) shows a Label, whose icon in a Menu is not measured"
        var read = try controlArguments(call, passing: ["content", "primaryAction"], refusing: ["systemImage": icon, "image": icon],
                                        usage: "Menu is read as Menu(\"Title\") { items } or Menu { items } label: { label }")
        for extra in call.additionalTrailingClosures {
            switch extra.label.text {
            case "label": read.label = ExprSyntax(extra.closure)  // `Menu { items } label: { label }`
            case "primaryAction": continue
            default: throw unsupported("Menu's trailing closures are its items, label: and primaryAction:", at: extra)
            }
        }
        return try labelledControl(.menu, read, of: "Menu", at: call)
    }
}
