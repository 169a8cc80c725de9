import LayoutWire
import SwiftSyntax

/// Views made by the source's own code: a computed property (`header`, `self.header`), a
/// method or free function returning views (`row(item)`), a `@ViewBuilder` closure a view was
/// given (`content`, `content()`). Each is expanded where it is used; one that uses itself is
/// refused.
extension Translator {
    /// The name a view reference or call uses, for `name`, `self.name`, `name(…)`, `self.name(…)`.
    func ownName(_ e: ExprSyntax) -> String? {
        if let reference = e.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The views a name stands for: a closure or view kept as a value, or a computed property.
    mutating func namedViews(_ name: String, at e: ExprSyntax) throws(SourceError) -> [ViewNode]? {
        if case .view(let box)? = scope.lookup(name) { return [box.node] }
        if case .expression(let value)? = scope.lookup(name) {
            try enterHeld(value, named: name, at: e)
            defer { budget.leave(value) }
            if value.is(ClosureExprSyntax.self) { return try closureViews(value) }
            return try views(value)
        }
        guard let getter = member(\.computed, name) else { return nil }
        return try expand(".\(name)", at: e) { translator throws(SourceError) in try translator.builder(getter.body) }
    }

    /// The views a call of the source's own code makes.
    mutating func calledViews(_ name: String, _ call: FunctionCallExprSyntax) throws(SourceError) -> [ViewNode]? {
        if case .expression(let value)? = scope.lookup(name), call.arguments.isEmpty, call.trailingClosure == nil {
            return try closureViews(value)  // `content()`
        }
        guard let function = member(\.methods, name) ?? declarations.functions[name], let body = function.body else { return nil }
        guard let bound = try parameters(function.signature.parameterClause.parameters, Arguments(call)) else {
            throw unsupported("\(name)(…) is not called with the parameters it declares", at: call)
        }
        return try expand("\(name)()", at: call) { translator throws(SourceError) in
            translator.scope.push()
            defer { translator.scope.pop() }
            for (parameter, value) in bound { translator.scope.bind(parameter, value) }
            return try translator.builder(body.statements)
        }
    }

    /// Marks the expression `name` holds as being read, refusing one already being read. An
    /// expression kept from a call is read where the view that took it uses it, and a name in it
    /// may mean that same expression there (`V(spacing: max(0, spacing))` in a method whose
    /// parameter is `spacing`, read inside `V` as its own `spacing`): without this, reading it
    /// would recurse until the stack ran out. The caller leaves it (`Budget.leave`).
    func enterHeld(_ expression: ExprSyntax, named name: String, at node: some SyntaxProtocol) throws(SourceError) {
        guard budget.enter(expression) else {
            throw unsupported("\(name) leads back to itself: the value it was given names \(name), read where \(name) is that value", at: node)
        }
    }

    /// A member of the views being expanded, the innermost first: a closure a view was given
    /// is read inside that view but written in the one that gave it (`Card { header }`).
    func member<T>(_ table: KeyPath<MemberTable, [String: T]>, _ name: String) -> T? {
        for level in members.reversed() { if let found = level[keyPath: table][name] { return found } }
        return nil
    }

    /// Runs `make` with `key` marked as being expanded, refusing it if it already is.
    mutating func expand(_ key: String, at node: some SyntaxProtocol,
                                 _ make: (inout Translator) throws(SourceError) -> [ViewNode]) throws(SourceError) -> [ViewNode] {
        guard !expanding.contains(key) else { throw unsupported("\(text(node)) uses itself", at: node) }
        guard expanding.count < limits.wire.maxDepth else {
            throw fail(.tooDeep, "declared views nest more than \(limits.wire.maxDepth) deep", at: node)
        }
        expanding.append(key)
        defer { expanding.removeLast() }
        return try make(&self)
    }
}
