import LayoutWire
import SwiftSyntax

/// `TabView { … }` and `TabView(selection: $tab) { … }`: the wire TabView, one child per tab
/// (its closure's views, a ForEach's too, or iOS 18's `Tab`s, `Translator+Tab.swift`). The tab shown is the one whose `.tag` equals the
/// selection, as for a Picker's option; without a selection, or with one from outside the
/// source, the first. `.tabItem { … }` says what the tab's bar item shows, not where the tab's
/// views go, and is listed as ignored (`navigation`); `.tabViewStyle(.page)` is refused.
extension Translator {
    mutating func tabView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var selection: ExprSyntax?
        var content = call.trailingClosure.map(ExprSyntax.init)
        for argument in call.arguments {
            switch argument.label?.text {
            case "selection": selection = argument.expression
            case "content": content = argument.expression
            default: throw unsupported("TabView is read as TabView(selection: $tab) { tabs }", at: argument)
            }
        }
        guard let content else { throw unsupported("TabView needs its tabs", at: call) }
        let outer = readingTabs
        readingTabs = true
        defer { readingTabs = outer }
        let tabs = try closureViews(content)
        guard !tabs.isEmpty else { throw unsupported("a TabView needs at least one tab", at: call) }
        var node = ViewNode(type: .tabView, range: range(of: call))
        node.children = tabs
        let shown = try selection.map { e throws(SourceError) in try selected(tabs, e) } ?? 0
        guard let shown else { throw unsupported("no tab's .tag equals the TabView's selection", at: selection!) }
        if shown > 0 { node.members.append(.init(.selection, .number(Double(shown)))) }
        return node
    }
}
