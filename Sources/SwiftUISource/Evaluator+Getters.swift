import SwiftSyntax

/// The value a computed property's getter returns when it chooses with `if` and `switch`:
///
///     var imageName: String {
///         if isDone { return "checkmark" } else { return "circle" }
///     }
///
/// Statements run in order: `return value`, an `if` whose conditions are Bool expressions (the
/// branch taken runs; one with no `return` goes on after the `if`), a `guard` on Bool
/// expressions (its else block runs when one fails), a `switch` on a value (the
/// first equal case, or `default`; a value from outside takes the first case, as in a view
/// body), and a branch of one expression as the value of an `if` or `switch` expression. A
/// getter that does anything else (declares, loops, binds `if let`) is a stand-in, as before.
extension Translator {
    /// What `items` returns, `.some(nil)` when it runs to its end without returning, `nil` when
    /// it holds a statement not read. `implicit`: the block is a value (a getter's body, a
    /// branch of an `if` or `switch` expression), so one expression alone is what it returns.
    func returned<Items: Collection<CodeBlockItemSyntax>>(_ items: Items, implicit: Bool,
                  as value: (ExprSyntax) throws(SourceError) -> Constant) throws(SourceError) -> Constant?? {
        if implicit, items.count == 1, case .expr(let e)? = items.first?.item, !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self) {
            return .some(try value(e))
        }
        for item in items {
            try charge(1, at: item)
            let expr: ExprSyntax
            switch item.item {
            case .stmt(let stmt):
                if let ret = stmt.as(ReturnStmtSyntax.self) {
                    guard let returned = ret.expression else { return nil }
                    return .some(try value(returned))
                }
                // `guard c else { return v }`: the else block when a condition fails, else on.
                if let check = stmt.as(GuardStmtSyntax.self) {
                    guard let holds = try plainConditionsHold(check.conditions) else { return nil }
                    if holds { continue }
                    return try returned(check.body.statements, implicit: false, as: value)
                }
                guard let e = stmt.as(ExpressionStmtSyntax.self)?.expression else { return nil }
                expr = e
            case .expr(let e): expr = e
            case .decl: return nil
            }
            // The only item of a block that is a value makes an `if` or `switch` expression, whose
            // branches of one expression are its values; elsewhere branches are statements.
            let valued = implicit && items.count == 1
            let outcome: Constant??
            if let choice = expr.as(IfExprSyntax.self) {
                outcome = try returned(choice, valued: valued, as: value)
            } else if let choice = expr.as(SwitchExprSyntax.self) {
                outcome = try returned(choice, valued: valued, as: value)
            } else {
                return nil
            }
            switch outcome {
            case nil: return nil
            case .some(nil): continue  // no return in the branch taken: on after it
            case .some(let result?): return .some(result)
            }
        }
        return .some(nil)
    }

    private func returned(_ choice: IfExprSyntax, valued: Bool,
                          as value: (ExprSyntax) throws(SourceError) -> Constant) throws(SourceError) -> Constant?? {
        var current: IfExprSyntax? = choice
        while let node = current {
            guard let taken = try plainConditionsHold(node.conditions) else { return nil }
            if taken { return try returned(node.body.statements, implicit: valued, as: value) }
            switch node.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): return try returned(block.statements, implicit: valued, as: value)
            case nil: current = nil
            }
        }
        return .some(nil)
    }

    /// Whether every condition holds, read in order up to the first that fails; `nil` when one
    /// binds an optional or matches a case, which only a view body reads (`conditionsHold`).
    func plainConditionsHold(_ conditions: ConditionElementListSyntax) throws(SourceError) -> Bool? {
        for condition in conditions {
            guard let holds = try plainCondition(condition) else { return nil }
            if !holds { return false }
        }
        return true
    }

    /// A Bool expression or an availability check; `nil` for any other condition.
    func plainCondition(_ condition: ConditionElementSyntax) throws(SourceError) -> Bool? {
        switch condition.condition {
        case .expression(let e): try boolean(e)
        case .availability(let check): try available(check)
        default: nil
        }
    }

    private func returned(_ choice: SwitchExprSyntax, valued: Bool,
                          as value: (ExprSyntax) throws(SourceError) -> Constant) throws(SourceError) -> Constant?? {
        // A case that binds values would need them bound, which a getter does not do: not read.
        // So is one taken by no case: Swift's switch is exhaustive.
        guard case .taken(let statements, let bound) = try takenCase(choice), bound.isEmpty else { return nil }
        return try returned(statements, implicit: valued, as: value)
    }
}
