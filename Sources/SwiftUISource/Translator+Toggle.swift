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
        let icon = "Toggle(_:systemImage:isOn:) shows a Label, whose icon the wire does not size yet"
        var read = try controlArguments(call, keeping: ["isOn"], refusing: ["systemImage": icon, "image": icon],
                                        usage: "Toggle is read as Toggle(\"Title\", isOn: $value) or Toggle(isOn: $value) { label }")
        if let trailing = call.trailingClosure { read.label = ExprSyntax(trailing) }
        guard let isOn = read.kept["isOn"] else { throw unsupported("Toggle needs isOn:", at: call) }
        var node = try labelledControl(.toggle, read, of: "Toggle", at: call)
        if let value = try? boolean(isOn) { node.members.append(.init(.isOn, .bool(value))) }
        return node
    }
}
