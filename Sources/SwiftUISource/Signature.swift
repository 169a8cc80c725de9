import LayoutWire
import SwiftSyntax

/// One parameter of a SwiftUI initializer or modifier, as Swift spells it, and the wire member
/// it becomes.
struct Param {
    /// The argument label; `nil` for an unlabeled one.
    var label: String?
    /// The wire member; `nil` for a parameter read and checked but with no wire form (an
    /// Image's name).
    var key: Key?
    var kind: ArgumentKind
    /// Whether Swift requires the argument (no default value).
    var required: Bool

    init(_ label: String?, _ kind: ArgumentKind, key: Key?, required: Bool = false) {
        self.label = label
        self.kind = kind
        self.key = key
        self.required = required
    }

    /// A parameter whose label is the wire member's name (`spacing:` writes `spacing`).
    init(_ key: Key, _ kind: ArgumentKind, required: Bool = false) {
        self.init(key.rawValue, kind, key: key, required: required)
    }
}

/// One overload: its parameters in order.
typealias Signature = [Param]

/// A call's arguments, its trailing closure, and the labelled trailing closures after it
/// (`Row { … } content: { … }`), which match parameters by label as arguments in parentheses
/// do (The Swift Programming Language, "Closures": multiple trailing closures).
struct Arguments {
    var list: [(label: String?, expr: ExprSyntax)]
    var trailing: ClosureExprSyntax?
    var labelledTrailing: [(label: String, closure: ClosureExprSyntax)]

    init(_ call: FunctionCallExprSyntax?) {
        list = call?.arguments.map { ($0.label?.text, $0.expression) } ?? []
        trailing = call?.trailingClosure
        labelledTrailing = call?.additionalTrailingClosures.map { ($0.label.text, $0.closure) } ?? []
    }

    /// The next labelled trailing closure, taken when its label is `label` and everything
    /// before it is taken: no argument in parentheses is left (`untakenArguments` counts those
    /// the caller has not matched yet) and the unlabelled trailing closure is gone.
    mutating func takeLabelledClosure(_ label: String?, untakenArguments: Int) -> ClosureExprSyntax? {
        guard untakenArguments == 0, trailing == nil, let first = labelledTrailing.first, first.label == label else { return nil }
        labelledTrailing.removeFirst()
        return first.closure
    }
}

extension Signature {
    /// The arguments matched to parameters as Swift matches them (labels in order, defaults
    /// skipped, a trailing closure to the next parameter that takes one), or `nil`.
    func match(_ arguments: Arguments, plausible: (ArgumentKind, ExprSyntax) -> Bool) -> [(Param, ExprSyntax)]? {
        var matched: [(Param, ExprSyntax)] = []
        var next = 0
        var trailing = arguments.trailing
        for param in self {
            if next < arguments.list.count, arguments.list[next].label == param.label,
               plausible(param.kind, arguments.list[next].expr) {
                matched.append((param, arguments.list[next].expr))
                next += 1
            } else if next == arguments.list.count, param.kind.takesClosure, let closure = trailing {
                matched.append((param, ExprSyntax(closure)))
                trailing = nil
            } else if param.required {
                return nil
            }
        }
        return next == arguments.list.count && trailing == nil ? matched : nil
    }

    /// How Swift names the overload: `frame(width:height:alignment:)`.
    func spelling(_ name: String) -> String {
        "\(name)(" + map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}
