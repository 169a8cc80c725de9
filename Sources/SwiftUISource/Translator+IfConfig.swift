import SwiftSyntax

/// `#if` as a build for iPhone reads it: the first clause whose condition holds for iOS on a
/// device, else `#else`. Declarations, members, statements of a body and modifiers may sit in
/// one. Conditions: `os(iOS)`, `canImport(…)` (true but for macOS- and watchOS-only
/// frameworks), `targetEnvironment(…)` (neither the simulator nor Mac Catalyst),
/// `swift(>=…)` and `compiler(>=…)` (true), compilation flags such as `DEBUG` (unset), `!`,
/// `&&`, `||`.
extension Translator {
    func activeClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        clauses.first { clause in clause.condition.map(holds) ?? true }
    }

    private func holds(_ e: ExprSyntax) -> Bool {
        if let literal = e.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return !holds(prefix.expression) }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return holds(inner.expression)
        }
        if let sequence = e.as(SequenceExprSyntax.self) { return holds(Array(sequence.elements)) }
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return !["AppKit", "Cocoa", "WatchKit", "WatchConnectivity", "TVUIKit"].contains(argument)
            case "targetEnvironment": return false
            case "swift", "compiler": return true
            default: return false
            }
        }
        return false  // a compilation flag (`DEBUG`), unset
    }

    /// `a || b && c`: `&&` binds tighter.
    private func holds(_ elements: [ExprSyntax]) -> Bool {
        var anyTerm = false
        var term = true
        for (i, element) in elements.enumerated() {
            if i % 2 == 0 {
                term = term && holds(element)
            } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
                anyTerm = anyTerm || term
                term = true
            }
        }
        return anyTerm || term
    }

    /// The statements of a `#if` among statements, as the active clause holds them.
    func activeStatements(_ config: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        guard case .statements(let items)? = activeClause(config.clauses)?.elements else { return nil }
        return items
    }

    /// The members of a `#if` among members.
    func activeMembers(_ config: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
        guard case .decls(let members)? = activeClause(config.clauses)?.elements else { return nil }
        return members
    }

    /// The modifiers of `#if … .padding() #endif` after a view, outermost first, and the
    /// view before it.
    func activeModifiers(_ postfix: PostfixIfConfigExprSyntax) -> [FunctionCallExprSyntax] {
        guard case .postfixExpression(let expr)? = activeClause(postfix.config.clauses)?.elements else { return [] }
        var calls: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.append(call)
            current = member.base
        }
        return calls
    }
}
