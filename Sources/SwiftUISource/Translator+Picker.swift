import LayoutWire
import SwiftSyntax

/// `Picker` in its spellings: `Picker("Title", selection: $s) { options }`,
/// `Picker(selection: $s, label: Text("Title")) { options }`, `Picker(selection: $s) { options }
/// label: { label }`. The label is the wire Picker's one child; the option whose tag equals the
/// selection is its `value`, the one a menu Picker shows. An option's tag is its `.tag(v)`, or
/// else the element a ForEach made it for, as Apple documents ("Picker": ForEach tags each
/// option with its element's identifier). A selection from outside the source shows the first
/// option, listed as a stand-in; a known selection no option carries shows none, as SwiftUI does.
extension Translator {
    mutating func pickerView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var title: ExprSyntax?, label: ExprSyntax?, selection: ExprSyntax?
        var content = call.trailingClosure.map(ExprSyntax.init)
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where title == nil: title = argument.expression
            case "selection": selection = argument.expression
            case "label": label = argument.expression
            case "content": content = argument.expression
            case "systemImage", "image":
                throw unsupported("Picker(_:systemImage:selection:) shows a Label, whose icon-to-title spacing is not measured", at: argument)
            default: throw unsupported("Picker is read as Picker(\"Title\", selection: $value) { options }", at: argument)
            }
        }
        for extra in call.additionalTrailingClosures {
            guard extra.label.text == "label" else { throw unsupported("a Picker's second trailing closure is its label:", at: extra) }
            label = ExprSyntax(extra.closure)
        }
        guard let selection else { throw unsupported("Picker needs selection:", at: call) }
        guard let content else { throw unsupported("Picker needs its options", at: call) }
        let child = try pickerLabel(label, title: title, at: call)
        let options = try closureViews(content)
        var node = ViewNode(type: .picker, range: range(of: call))
        node.children = [child]
        if let shown = try selected(options, selection) { node.viewMembers = [(.value, options[shown])] }
        return node
    }

    /// `label: Text("Title")` (a view, in the older spelling) or a closure, or the title's Text.
    private mutating func pickerLabel(_ label: ExprSyntax?, title: ExprSyntax?, at call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        guard let label, !label.is(ClosureExprSyntax.self) else { return try controlLabel(label, title: title, of: "Picker", at: call) }
        let views = try views(label)
        guard views.count == 1 else { throw unsupported("a Picker's label is read as one view, not \(views.count)", at: label) }
        return views[0]
    }

    /// The position of the view a selection picks (a Picker's option, a TabView's tab): the
    /// first whose tag equals it; for a selection from outside, the first (a stand-in, listed).
    func selected(_ options: [ViewNode], _ selection: ExprSyntax) throws(SourceError) -> Int? {
        let value = try inferred(selection)
        if case .placeholder(let source) = value {
            caseStandIn(source.hasPrefix("$") ? String(source.dropFirst()) : source, at: selection)
            return options.isEmpty ? nil : 0
        }
        return options.firstIndex { $0.tag.map { Self.same($0, value) } ?? false }
    }
}
