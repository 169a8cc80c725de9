import LayoutWire
import SwiftSyntax

/// `ProgressView()`: the circular spinner, the wire ProgressView. A value (`ProgressView(value:)`,
/// the linear bar) and a label (`ProgressView("Loading…")`) are refused: neither is measured.
extension Translator {
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
        return ViewNode(type: WireViewType.progressView.rawValue, range: range(of: call))
    }

    /// `.progressViewStyle(.circular)`: the spinner, which a ProgressView without a value already is.
    func progressViewStyle(_ call: FunctionCallExprSyntax) throws(SourceError) {
        let (style, name) = try styleArgument(call, "progressViewStyle", "ProgressViewStyle")
        guard ["automatic", "circular"].contains(name) else {
            throw unsupported(".progressViewStyle(.\(name)) is not read: only the circular spinner is measured "
                              + "(it reads .automatic and .circular)", at: style)
        }
    }
}
