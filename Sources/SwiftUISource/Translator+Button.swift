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
        let icon = "Button(_:systemImage:) shows a Label, whose icon the wire does not size yet; write Button { … } label: { Text(…) }"
        var read = try controlArguments(call, keeping: ["action", "role"], refusing: ["systemImage": icon, "image": icon],
                                        usage: "Button is read with a title or label:, action: and role:")
        let role = try read.kept["role"].map { e throws(SourceError) in try name(e, ButtonRoleName.spellings, "a ButtonRole") }
        // `Button(action: f) { label }`; else the trailing closure is the action.
        let trailingIsLabel = read.title == nil && read.kept["action"] != nil
        if let label = try trailingLabel(call, of: "Button", trailingIsLabel: trailingIsLabel) { read.label = label }
        var node = try labelledControl(.button, read, of: "Button", at: call)
        if let role { node.members.append(.init(.role, .string(role))) }
        return node
    }

    /// `EditButton()`: a Button titled "Edit". Apple's `EditButton` documentation says it reads
    /// "Done" while edit mode is active; the environment the service lays out in is never in
    /// edit mode (`environmentDefault`), so its title is "Edit", as UIKit's `editButtonItem`
    /// is when not editing.
    mutating func editButtonView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        guard call.arguments.isEmpty, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
            throw unsupported("EditButton takes no arguments", at: call)
        }
        let title = ViewNode(type: .text, members: [.init(.text, .string("Edit"))], range: range(of: call))
        var node = ViewNode(type: .button, range: range(of: call))
        node.children = [title]
        return node
    }

    /// A control's label: its label closure's one view, else a Text of its title.
    mutating func controlLabel(_ label: ExprSyntax?, title: ExprSyntax?, of control: String,
                               at call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        if let label {
            let views = try closureViews(label)
            // An empty label closure (`Toggle(isOn: $on) {}`) is an EmptyView.
            if views.isEmpty { return ViewNode(type: .emptyView, range: range(of: label)) }
            guard views.count == 1 else {
                throw unsupported("a \(control)'s label is read as one view, not \(views.count) (wrap them in a stack)", at: label)
            }
            return views[0]
        }
        guard let title else { throw unsupported("\(control) needs a title or a label", at: call) }
        try spend(at: title)
        return ViewNode(type: .text, members: [.init(.text, .string(try string(title)))], range: range(of: title))
    }
}
