import SwiftSyntax

/// Result-builder bodies (`@ViewBuilder`): view expressions, `let` constants, and `if`/`else`
/// on constants, as SwiftUI's `ViewBuilder` reads them.
extension Translator {
    /// The views of a body, in order; its constants live until its end.
    mutating func builder(_ items: CodeBlockItemListSyntax) throws(SourceError) -> [ViewNode] {
        scope.push()
        defer { scope.pop() }
        var result: [ViewNode] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw unsupported("only `let` constants are read among views", at: decl)
                }
                try bindConstants(variable)
            case .expr(let expr): result += try builderExpression(expr)
            case .stmt(let stmt):
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    result += try builderExpression(expr)
                } else if let ret = stmt.as(ReturnStmtSyntax.self), let expr = ret.expression, items.count == 1 {
                    result += try views(expr)
                } else {
                    let what = stmt.is(ForStmtSyntax.self) ? "a for loop" : "this statement"
                    throw unsupported("\(what) is not read in a view body (ForEach repeats views)", at: stmt)
                }
            }
        }
        return result
    }

    private mutating func builderExpression(_ expr: ExprSyntax) throws(SourceError) -> [ViewNode] {
        if let branch = expr.as(IfExprSyntax.self) { return try ifViews(branch) }
        if expr.is(SwitchExprSyntax.self) { throw unsupported("switch is not read; use if/else on constants", at: expr) }
        return try views(expr)
    }

    /// `if c { … } else if d { … } else { … }`: the branch the constant conditions pick.
    private mutating func ifViews(_ branch: IfExprSyntax) throws(SourceError) -> [ViewNode] {
        var current: IfExprSyntax? = branch
        while let node = current {
            try charge(1, at: node)
            var taken = true
            for condition in node.conditions {
                guard case .expression(let e) = condition.condition else {
                    throw unsupported("only Boolean conditions on constants are read (not if let / case)", at: condition)
                }
                if taken { taken = try boolean(e) }
            }
            if taken { return try builder(node.body.statements) }
            switch node.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): return try builder(block.statements)
            case nil: current = nil
            }
        }
        return []  // no branch taken and no `else`: no view
    }

    /// `let a = 10, b: CGFloat = 2.5`: each bound to its value, or kept as an expression for
    /// arguments that read one (`let columns = [GridItem(.flexible())]`).
    mutating func bindConstants(_ variable: VariableDeclSyntax) throws(SourceError) {
        if let attribute = variable.attributes.first {
            throw unsupported("\(attribute.trimmedDescription) is state or a binding, which is not read; write a `let`", at: attribute)
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, binding.accessorBlock == nil else {
                throw unsupported("a constant is read as `let name = value`", at: binding)
            }
            scope.bind(name, try constantValue(value, annotation: binding.typeAnnotation?.type))
        }
    }

    func constantValue(_ value: ExprSyntax, annotation: TypeSyntax?) throws(SourceError) -> Constant {
        switch annotation?.spelledName {
        case "CGFloat", "Double", "Float": return try evaluate(value, .float)
        case "Int": return try evaluate(value, .int)
        case "[CGFloat]", "[Double]": return try evaluate(value, .float)
        default:
            if looksLikeData(value) { return try inferred(value) }
            return .expression(value)
        }
    }

    /// Literals and arithmetic, as opposed to an expression kept for an argument to read.
    private func looksLikeData(_ e: ExprSyntax) -> Bool {
        if let array = e.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { looksLikeData($0.expression) } }
        return !(e.is(FunctionCallExprSyntax.self) && !["CGFloat", "Double", "Int", "String", "Float"]
            .contains(e.as(FunctionCallExprSyntax.self)!.calledExpression.trimmedDescription))
            && !(e.is(MemberAccessExprSyntax.self) && e.as(MemberAccessExprSyntax.self)!.declName.baseName.text != "infinity")
    }
}
