import LayoutWire
import SwiftSyntax

/// `ProgressView()`, the circular spinner, and `ProgressView(value: v, total: t)`, the linear bar
/// (the wire ProgressView, `style` linear), with a title or a `label:` (or trailing) closure as
/// its one child. The value moves the fill, not a frame, and is not read; a current value's
/// label is not measured.
/// `Slider(value: $v, in: 0...10, step: 1)`: the wire Slider; its labels are refused.
/// `Gauge(value: v, in: range) { label }`: the wire Gauge, the label its one child; the value
/// labels are refused (`Lowering.lowerGauge`).
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
        depth += 1
        defer { depth -= 1 }
        var read = try controlArguments(call, keeping: ["value"], passing: ["total"],  // where the fill ends, not a frame
                                        refusing: ["currentValueLabel": Self.progressValueLabel],
                                        usage: "ProgressView is read as ProgressView(), ProgressView(\"Title\", value: v, total: t) "
                                            + "or ProgressView(value: v) { label }")
        try takeTrailingLabel(call, into: &read, afterLabel: Self.progressValueLabel)
        if let extra = call.additionalTrailingClosures.first {
            throw unsupported("a ProgressView's \(extra.label.text) is not laid out: where iOS puts it is not measured", at: extra)
        }
        let labelled = read.label != nil || read.title != nil
        var node = labelled ? try labelledControl(.progressView, read, of: "ProgressView", at: call)
                            : ViewNode(type: .progressView, range: range(of: call))
        if read.kept["value"] != nil { node.members.append(.init(.style, .string(ProgressViewStyleName.linear.rawValue))) }
        return node
    }

    mutating func gaugeView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        let values = ["currentValueLabel", "minimumValueLabel", "maximumValueLabel"]
        var read = try controlArguments(call, titled: false, passing: ["value", "in"],  // where the fill ends, not a frame
                                        refusing: Dictionary(uniqueKeysWithValues: values.map { ($0, Self.gaugeValueLabels) }),
                                        usage: "Gauge is read as Gauge(value: v, in: range) { label }")
        try takeTrailingLabel(call, into: &read, afterLabel: Self.gaugeValueLabels)
        if let extra = call.additionalTrailingClosures.first { throw unsupported(Self.gaugeValueLabels, at: extra) }
        guard read.label != nil else { throw unsupported("Gauge needs its label: Gauge(value: v) { label }", at: call) }
        return try labelledControl(.gauge, read, of: "Gauge", at: call)
    }

    static let progressValueLabel = "a ProgressView's currentValueLabel is not laid out: where iOS puts it is not measured"

    /// The value labels move the bar into a row between the minimum and maximum ones and add
    /// the current one below; that spacing is read off ink to half a point only.
    static let gaugeValueLabels = "a Gauge's value labels are not laid out: their spacing around the bar is not measured "
        + "to the pixel (it reads Gauge(value:in:) { label })"
}
