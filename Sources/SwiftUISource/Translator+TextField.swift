import LayoutWire
import SwiftSyntax

/// `TextField` in its spellings: `TextField("Name", text: $name)`, with `prompt:`, with a label
/// closure, or `value:` with `format:`. It shows its value, or its prompt (else its title) while
/// the value is empty or from outside the source; a value with a format shows the value's text.
/// `SecureField` is read alike (without `value:` and `axis:`): the wire SecureField's `text` is
/// its value, empty when from outside, and its `title` the prompt, else the title.
extension Translator {
    mutating func textFieldView(_ call: FunctionCallExprSyntax, secure: Bool = false) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        var title: String?, prompt: String?, value: String?
        for argument in call.arguments {
            let e = argument.expression
            switch argument.label?.text {
            case nil where title == nil: title = try string(e)
            case "text":
                if case .string(let v) = try inferred(e), !v.isEmpty { value = v }
            case "value" where !secure:
                // The value a binding (`$age`) reads, named without its `$`.
                let source = text(e)
                value = stringStandIn(source.hasPrefix("$") ? String(source.dropFirst()) : source, at: e)
            case "format", "formatter", "onEditingChanged", "onCommit": continue  // what it does, not its size
            case "prompt": prompt = try promptText(e)
            case "axis" where !secure:
                throw unsupported("a TextField with axis: grows to several lines, which the wire does not size yet", at: argument)
            default:
                let type = secure ? "SecureField" : "TextField"
                throw unsupported("\(type) is read as \(type)(\"Title\", text: $value, prompt: Text(…))", at: argument)
            }
        }
        // A label closure (`TextField(text: $x) { Text("Name") }`) names the field; the field shows its text.
        if let closure = call.trailingClosure, title == nil, let first = singleExpression(closure.statements),
           let label = first.as(FunctionCallExprSyntax.self), label.calledExpression.spelledName == "Text",
           let argument = label.arguments.first?.expression {
            title = try string(argument)
        }
        if secure {
            return ViewNode(type: .secureField,
                            members: [.init(.text, .string(value ?? "")), .init(.title, .string(prompt ?? title ?? ""))],
                            range: range(of: call))
        }
        let shown = value ?? prompt ?? title ?? ""
        return ViewNode(type: .textField, members: [.init(.text, .string(shown))], range: range(of: call))
    }

    /// `prompt: Text("Required")`.
    private func promptText(_ e: ExprSyntax) throws(SourceError) -> String {
        guard let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.spelledName == "Text",
              let argument = call.arguments.first?.expression else {
            throw unsupported("a prompt is read as Text(\"…\")", at: e)
        }
        return try string(argument)
    }
}
