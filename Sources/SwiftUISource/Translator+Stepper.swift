import LayoutWire
import SwiftSyntax

/// `Stepper` in its spellings: `Stepper("Quantity", value: $n, in: 0...9, step: 1)`,
/// `Stepper(value: $n) { label }`, `Stepper("Size", onIncrement: { … }, onDecrement: { … })`.
/// The label (a title, or the closure given as `label:` or as the trailing closure when there
/// is no title) is the wire Stepper's one child; the value, its range, its step and the actions
/// change no frame and are not read.
extension Translator {
    mutating func stepperView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var read = try controlArguments(call, passing: ["value", "in", "step", "format", "onEditingChanged", "onIncrement", "onDecrement"],
                                        usage: "Stepper is read as Stepper(\"Title\", value: $value, in: range, step: n) or "
                                            + "Stepper(value: $value) { label }")
        // Without a title or a `label:` the trailing closure is the label; otherwise an action.
        if read.title == nil, read.label == nil, let trailing = call.trailingClosure { read.label = ExprSyntax(trailing) }
        for extra in call.additionalTrailingClosures where extra.label.text == "label" { read.label = ExprSyntax(extra.closure) }
        return try labelledControl(.stepper, read, of: "Stepper", at: call)
    }
}
