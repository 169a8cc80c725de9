import LayoutWire
import SwiftSyntax

/// A control's arguments in parentheses, read once: the first unlabelled one is its title,
/// `label:` its label closure, and the other labels the reader named are kept for it (`isOn:`,
/// `value:`); every other is passed over, as changing no frame (an action, a range, a
/// destination), or refused.
struct ControlArguments {
    var title: ExprSyntax?
    var label: ExprSyntax?
    var kept: [String: ExprSyntax] = [:]
}

extension Translator {
    /// Reads `call`'s arguments for a control: those labelled in `keeping` are kept, those in
    /// `passing` passed over, those in `refusing` refused with their own reason, any other
    /// (and an unlabelled one where the control has no title, or a second) with `usage`.
    func controlArguments(_ call: FunctionCallExprSyntax, titled: Bool = true, keeping: Set<String> = [],
                          passing: Set<String> = [], refusing: [String: String] = [:],
                          usage: String) throws(SourceError) -> ControlArguments {
        var read = ControlArguments()
        for argument in call.arguments {
            guard let name = argument.label?.text else {
                guard titled, read.title == nil else { throw unsupported(usage, at: argument) }
                read.title = argument.expression
                continue
            }
            if name == "label" {
                read.label = argument.expression
            } else if keeping.contains(name) {
                read.kept[name] = argument.expression
            } else if let reason = refusing[name] {
                throw unsupported(reason, at: argument)
            } else if !passing.contains(name) {
                throw unsupported(usage, at: argument)
            }
        }
        return read
    }

    /// The label closure written after the call: the one labelled trailing closure, which must
    /// be `label:` (`Button { action } label: { label }`), else the trailing closure where
    /// `trailingIsLabel` (`Button(action: f) { label }`), else `nil`.
    func trailingLabel(_ call: FunctionCallExprSyntax, of control: String, trailingIsLabel: Bool) throws(SourceError) -> ExprSyntax? {
        if let extra = call.additionalTrailingClosures.first {
            guard extra.label.text == "label", call.additionalTrailingClosures.count == 1 else {
                throw unsupported("\(control)'s second trailing closure is its label:", at: extra)
            }
            return ExprSyntax(extra.closure)
        }
        return trailingIsLabel ? call.trailingClosure.map(ExprSyntax.init) : nil
    }

    /// A value control's trailing closure as its label; after a written `label:` it is the
    /// current value's label (`ProgressView(value:total:label:currentValueLabel:)`,
    /// `Gauge(value:in:label:currentValueLabel:)`), refused with `afterLabel`.
    func takeTrailingLabel(_ call: FunctionCallExprSyntax, into read: inout ControlArguments,
                           afterLabel: String) throws(SourceError) {
        guard let trailing = call.trailingClosure else { return }
        guard read.label == nil else { throw unsupported(afterLabel, at: trailing) }
        read.label = ExprSyntax(trailing)
    }

    /// The wire view of `type` whose one child is the control's label (`controlLabel`).
    mutating func labelledControl(_ type: WireViewType, _ read: ControlArguments, of control: String,
                                  at call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        var node = ViewNode(type: type, range: range(of: call))
        node.children = [try controlLabel(read.label, title: read.title, of: control, at: call)]
        return node
    }
}
