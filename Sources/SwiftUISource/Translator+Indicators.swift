import LayoutWire
import SwiftSyntax

/// `ProgressView()`: the circular spinner, the wire ProgressView. A value (`ProgressView(value:)`,
/// the linear bar) and a label (`ProgressView("Loading…")`) are refused: neither is measured.
/// `Slider(value: $v, in: 0...10, step: 1)`: the wire Slider; its labels are refused.
extension Translator {
    mutating func sliderView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        for argument in call.arguments {
            switch argument.label?.text {
            case "value", "in", "step", "onEditingChanged": continue  // where the thumb is, not a frame
            case "label", "minimumValueLabel", "maximumValueLabel": throw sliderLabel(at: argument)
            default: throw unsupported("Slider is read as Slider(value: $value, in: range, step: n)", at: argument)
            }
        }
        // `{ editing in … }` is onEditingChanged; a closure without parameters is the label.
        if let closure = call.trailingClosure, closure.signature == nil { throw sliderLabel(at: closure) }
        return ViewNode(type: .slider, range: range(of: call))
    }

    /// Apple says not every slider style shows its `label`; whether iOS's does, and where the
    /// value labels go, is not measured.
    private func sliderLabel(at node: some SyntaxProtocol) -> SourceError {
        unsupported("a Slider's labels are not laid out: whether iOS shows the label, and where the value labels go, "
                    + "is not measured (it reads Slider(value:in:step:))", at: node)
    }

    mutating func progressView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        if let argument = call.arguments.first {
            let what = ["value", "total"].contains(argument.label?.text ?? "") ? "a value (the linear bar)" : "a label"
            throw unsupported("a ProgressView with \(what) is not laid out: only the bare circular spinner is measured "
                              + "(it reads ProgressView())", at: argument)
        }
        if let closure = call.trailingClosure {
            throw unsupported("a ProgressView with a label is not laid out: only the bare circular spinner is measured", at: closure)
        }
        return ViewNode(type: .progressView, range: range(of: call))
    }
}
