import LayoutWire
import SwiftSyntax

/// The layout containers iOS 16 added for conditional layouts: Apple documents `HStackLayout`,
/// `VStackLayout`, `ZStackLayout` and `GridLayout` as behaving like an `HStack`, `VStack`,
/// `ZStack` and `Grid` while conforming to `Layout`, and `AnyLayout` as a type-erased instance
/// of one, "to switch between layout types without destroying state". Each takes the same
/// arguments as its stack, and a layout called with content (`layout { … }`) is that stack of
/// the content. So `HStackLayout(spacing: 4) { … }`, and `layout { … }` where `layout` is a
/// `let`, a computed property or an `AnyLayout` of one (chosen by a condition the source
/// decides), are read as the stack.
extension Translator {
    /// The stack each container behaves like.
    static func layoutContainer(_ name: String) -> WireViewType? {
        switch name {
        case "HStackLayout": .hStack
        case "VStackLayout": .vStack
        case "ZStackLayout": .zStack
        case "GridLayout": .grid
        default: nil
        }
    }

    /// The stack `call` makes when it calls a layout container with content, directly or by a
    /// name that holds one; nil when it does not.
    mutating func layoutContainerView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode? {
        guard call.trailingClosure != nil || call.arguments.last?.label?.text == "content" else { return nil }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           declarations.view(named: name) == nil, let type = Self.layoutContainer(name) {
            return try wireView(type, call, Arguments(call))
        }
        guard call.arguments.isEmpty, let own = ownName(call.calledExpression), own.first?.isLowercase ?? false,
              let (type, made) = heldLayout(own) else { return nil }
        var arguments = Arguments(made)
        arguments.trailing = call.trailingClosure
        return try wireView(type, call, arguments)
    }

    /// The container call a name holds (`let layout = VStackLayout()`, `var layout: AnyLayout {
    /// compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()) }`), through `AnyLayout`
    /// and ternaries on what the source decides.
    private func heldLayout(_ name: String) -> (WireViewType, FunctionCallExprSyntax)? {
        var held: ExprSyntax
        if case .expression(let value)? = scope.lookup(name) {
            held = value
        } else if let getter = member(\.computed, name), let value = singleExpression(getter.body) {
            held = value
        } else {
            return nil
        }
        for _ in 0..<8 {
            held = resolved(held)
            guard let call = held.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            if callee == "AnyLayout", call.arguments.count == 1, let inner = call.arguments.first, inner.label == nil {
                held = inner.expression
                continue
            }
            return Self.layoutContainer(callee).map { ($0, call) }
        }
        return nil
    }
}
