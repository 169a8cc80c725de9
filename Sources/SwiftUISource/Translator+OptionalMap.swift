import LayoutWire
import SwiftSyntax

/// `value.map { v in view }` in a view position, an optional made into an optional view: the
/// closure's views with the value bound, when the value is present; none when it is `nil`, as
/// SwiftUI shows nothing for an empty optional view. A value from outside the source is taken
/// as present (listed as a stand-in, like `if let`). `Optional.map` is all Swift allows here:
/// an array of views is not a View, so a collection is refused (ForEach repeats views).
extension Translator {
    /// The closure of `x.map { … }` or `x.map({ … })`.
    func mapClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure, call.arguments.isEmpty { return trailing }
        guard call.trailingClosure == nil, call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression.as(ClosureExprSyntax.self)
    }

    mutating func mappedViews(_ call: FunctionCallExprSyntax) throws(SourceError) -> [ViewNode] {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let closure = mapClosure(call) else { throw unsupported("map is read as value.map { v in view }", at: call) }
        let value = try inferred(base)
        switch value {
        case .null: return []
        case .placeholder(let source): optionalStandIn(source, at: base)
        case .array: throw unsupported("map over a collection makes an array, which is not a view (ForEach repeats views)", at: call)
        default: break
        }
        try spend(at: call)
        let names = try closureParameters(closure, count: 1)
        scope.push()
        defer { scope.pop() }
        if let name = names[0] { scope.bind(name, value) }
        return try builder(closure.statements)
    }
}
