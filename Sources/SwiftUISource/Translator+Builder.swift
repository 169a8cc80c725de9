import SwiftSyntax

/// Result-builder bodies (`@ViewBuilder`): view expressions, `let` constants, and `if`/`else`
/// on constants, as SwiftUI's `ViewBuilder` reads them; in a function or property that returns
/// its view, `guard … else { return … }` too.
extension Translator {
    /// The views of a body, in order; its constants and computed properties live until its end.
    mutating func builder<Items: Collection<CodeBlockItemSyntax>>(_ items: Items) throws(SourceError) -> [ViewNode] {
        scope.push()
        let locals = localComputed(items)
        if let locals { members.append(locals) }
        defer {
            scope.pop()
            if locals != nil { members.removeLast() }
        }
        return try builderItems(items)
    }

    /// The body's own computed properties (`@ViewBuilder var title: some View { … }`,
    /// `var caption: String { switch … }`, in an active `#if` too), read where they are used as
    /// a view's members are, before the members of the views around; `nil` when it declares
    /// none. They are found as members are: by name, after the body's constants, from anything
    /// expanded within the body, and `self.caption` finds them too, where Swift would scope them
    /// to the block alone.
    private func localComputed<Items: Collection<CodeBlockItemSyntax>>(_ items: Items, into found: MemberTable? = nil) -> MemberTable? {
        var table = found
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let config = decl.as(IfConfigDeclSyntax.self), let active = activeStatements(config) {
                table = localComputed(active, into: table)
                continue
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let body = getter(binding) else { continue }
                table = table ?? MemberTable()
                table?.computed[name] = (body, binding.typeAnnotation?.type)
            }
        }
        return table
    }

    /// The views of `items` in the current scope (a body, or the active clause of a `#if` in one).
    private mutating func builderItems<Items: Collection<CodeBlockItemSyntax>>(_ items: Items) throws(SourceError) -> [ViewNode] {
        var result: [ViewNode] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if let active = activeStatements(config) { result += try builderItems(active) }
                    continue
                }
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw unsupported("only `let` constants and computed properties are read among views", at: decl)
                }
                // A computed property is in the body's table (`localComputed`).
                if variable.bindings.allSatisfy({ getter($0) != nil }) { continue }
                try bindConstants(variable)
            case .expr(let expr): result += try builderExpression(expr)
            case .stmt(let stmt):
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    result += try builderExpression(expr)
                } else if let ret = stmt.as(ReturnStmtSyntax.self), let expr = ret.expression {
                    // A body with `return` is not built: its one returned view is the result.
                    return try views(expr)
                } else if let check = stmt.as(GuardStmtSyntax.self) {
                    // `guard c else { return v }`: the else block's view when a condition fails,
                    // else the rest of the body, with the optionals it unwraps bound.
                    try charge(1, at: check)
                    if try !conditionsHold(check.conditions) { return try builder(check.body.statements) }
                } else {
                    let what = stmt.is(ForStmtSyntax.self) ? "a for loop" : "this statement"
                    throw unsupported("\(what) is not read in a view body (ForEach repeats views)", at: stmt)
                }
            }
        }
        return result
    }

    private mutating func builderExpression(_ expr: ExprSyntax) throws(SourceError) -> [ViewNode] {
        if isEffect(expr) { return [] }
        if let branch = expr.as(IfExprSyntax.self) { return try ifViews(branch) }
        if let choice = expr.as(SwitchExprSyntax.self) { return try switchViews(choice) }
        return try views(expr)
    }

    /// `if c { … } else if let x = y { … } else { … }`: the branch the conditions pick, with the
    /// optionals it unwraps bound.
    private mutating func ifViews(_ branch: IfExprSyntax) throws(SourceError) -> [ViewNode] {
        var current: IfExprSyntax? = branch
        while let node = current {
            try charge(1, at: node)
            scope.push()
            let taken: Bool
            do throws(SourceError) { taken = try conditionsHold(node.conditions) } catch { scope.pop(); throw error }
            if taken {
                defer { scope.pop() }
                return try builder(node.body.statements)
            }
            scope.pop()
            switch node.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): return try builder(block.statements)
            case nil: current = nil
            }
        }
        return []  // no branch taken and no `else`: no view
    }

    /// Whether every condition of an `if` or a `guard` holds, in order, binding the optionals
    /// it unwraps in the current scope; it stops at the first that fails.
    private mutating func conditionsHold(_ conditions: ConditionElementListSyntax) throws(SourceError) -> Bool {
        for condition in conditions {
            let holds: Bool?
            if case .optionalBinding(let binding) = condition.condition { holds = try unwrap(binding) } else { holds = try plainCondition(condition) }
            guard let holds else { throw unsupported("`case` conditions of an `if` or `guard` are not read", at: condition) }
            if !holds { return false }
        }
        return true
    }

    /// `let a = 10, b: CGFloat = 2.5`: each bound to its value, or kept as an expression for
    /// arguments that read one (`let columns = [GridItem(.flexible())]`).
    mutating func bindConstants(_ variable: VariableDeclSyntax) throws(SourceError) {
        // A wrapped local (`@Previewable @State var on = true`) reads as its initial value.
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, binding.accessorBlock == nil else {
                throw unsupported("a constant is read as `let name = value`", at: binding)
            }
            scope.bind(name, try constantValue(value, annotation: binding.typeAnnotation?.type))
        }
    }

    func constantValue(_ value: ExprSyntax, annotation: TypeSyntax?) throws(SourceError) -> Constant {
        // An action or a view's content: kept, and read only where a view expands it.
        if value.is(ClosureExprSyntax.self) { return .expression(value) }
        switch annotation?.spelledName {
        case "CGFloat", "Double", "Float": return try evaluate(value, .float)
        case "Int": return try evaluate(value, .int)
        case "[CGFloat]", "[Double]": return try evaluate(value, .float)
        default:
            if looksLikeData(value) { return try inferred(value) }
            return .expression(value)
        }
    }

    /// Literals and arithmetic, and arrays made from them (`Array(1...31)`, `(1...5).map { … }`,
    /// made once where the constant is declared, not again where it is read), as opposed to an
    /// expression kept for an argument to read.
    private func looksLikeData(_ e: ExprSyntax) -> Bool {
        if let array = e.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { looksLikeData($0.expression) } }
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.spelledName == "Array" || Self.isMap(call) { return true }
        return !(e.is(FunctionCallExprSyntax.self) && !["CGFloat", "Double", "Int", "String", "Float"]
            .contains(e.as(FunctionCallExprSyntax.self)!.calledExpression.spelledName))
            && !(e.is(MemberAccessExprSyntax.self) && e.as(MemberAccessExprSyntax.self)!.declName.baseName.text != "infinity")
    }

    /// A call on data from outside made for its effect in a body that returns its view
    /// (`tokenSet.update(theme)`): it makes no view.
    private func isEffect(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, let root = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              root.first?.isLowercase ?? false, root != "self" else { return false }
        if case .placeholder? = scope.lookup(root) { return true }
        return false
    }

    /// `items.map { … }`, `(1...5).map { … }`.
    static func isMap(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "map" && call.trailingClosure != nil
    }
}
