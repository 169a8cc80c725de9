import SwiftSyntax

/// `Tab("Sent", systemImage: "paperplane", value: .sent) { content }` (iOS 18): one tab of a
/// TabView. Its content is the tab's view and its `value` the tag a TabView's selection picks
/// (Apple, `Tab`: "the value that the tab view's selection binding uses to select this tab").
/// The title, image, role and `label:` say what the tab bar item shows, not where the tab's
/// views go, so they are not read. Read only as a TabView's tab (`readingTabs`).
extension Translator {
    mutating func tabView(tab call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        guard readingTabs else { throw unsupported("Tab is read as one of a TabView's tabs", at: call) }
        readingTabs = false
        defer { readingTabs = true }
        var value: ExprSyntax?
        var content = call.trailingClosure.map(ExprSyntax.init)
        for argument in call.arguments {
            switch argument.label?.text {
            case nil, "systemImage", "image", "role": continue  // the bar item's title, image and role
            case "value": value = argument.expression
            case "content": content = argument.expression
            default: throw unsupported("Tab is read as Tab(_:systemImage:value:) { content }", at: argument)
            }
        }
        if let extra = call.additionalTrailingClosures.first(where: { $0.label.text != "label" }) {
            throw unsupported("Tab's trailing closures are its content and label:", at: extra)
        }
        guard let content else { throw unsupported("a Tab needs its content", at: call) }
        let views = try closureViews(content)
        guard views.count == 1, var tab = views.first else {
            throw unsupported("a Tab's content is read as one view (wrap several in a stack)", at: content)
        }
        if let value { tab.tag = try inferred(value) }
        return tab
    }
}
