import SwiftSyntax

/// Modifiers the source writes itself: a `View` extension's method (`func card() -> some View
/// { padding().background(.white) }`) and a `ViewModifier` applied with `.modifier(Card())`.
/// Each is expanded on the view it modifies: `self`, or the body's `content`, is that view.
extension Translator {
    /// The view `call` makes of `node` when it names the source's own modifier; `nil` otherwise.
    mutating func customModifier(_ name: String, _ call: FunctionCallExprSyntax, _ node: ViewNode) throws(SourceError) -> ViewNode? {
        if name == "modifier", call.arguments.count == 1, let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
           let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let decl = declarations.viewModifiers[type] {
            return try viewModifier(decl, made, node)
        }
        guard let method = declarations.viewExtensions[name], let body = method.body else { return nil }
        guard let bound = try parameters(method.signature.parameterClause.parameters, Arguments(call)) else {
            throw unsupported("\(name)(…) is not called with the parameters it declares", at: call)
        }
        return try expandModifier("View.\(name)", at: call) { translator throws(SourceError) in
            translator.scope.bind("self", .view(ViewBox(node)))
            for (parameter, value) in bound { translator.scope.bind(parameter, value) }
            return try translator.builder(body.statements)
        }
    }

    /// `struct Card: ViewModifier { let inset: CGFloat; func body(content: Content) -> some View { … } }`.
    private mutating func viewModifier(_ decl: StructDeclSyntax, _ made: FunctionCallExprSyntax,
                                       _ node: ViewNode) throws(SourceError) -> ViewNode {
        let parts = try viewParts(decl)
        guard let function = parts.table.methods["body"], let body = function.body,
              let parameter = function.signature.parameterClause.parameters.first else {
            throw unsupported("\(decl.name.text) has no `func body(content: Content) -> some View`", at: decl.name)
        }
        let bound = try boundProperties(parts, made, view: decl.name.text)
        let content = (parameter.secondName ?? parameter.firstName).text
        return try expandModifier(decl.name.text, at: made) { translator throws(SourceError) in
            translator.members.append(parts.table)
            defer { translator.members.removeLast() }
            for (property, value) in bound { translator.scope.bind(property, value) }
            translator.scope.bind(content, .view(ViewBox(node)))
            return try translator.builder(body.statements)
        }
    }

    /// Runs `make` in a scope of its own, as one expansion, and takes the one view it makes.
    private mutating func expandModifier(_ key: String, at call: FunctionCallExprSyntax,
                                         _ make: (inout Translator) throws(SourceError) -> [ViewNode]) throws(SourceError) -> ViewNode {
        let nodes = try expand(key, at: call) { translator throws(SourceError) in
            translator.scope.push()
            defer { translator.scope.pop() }
            return try make(&translator)
        }
        guard nodes.count == 1 else { throw unsupported("\(text(call)) makes \(nodes.count) views where one is modified", at: call) }
        return nodes[0]
    }
}
