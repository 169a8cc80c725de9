import SwiftSyntax

/// A view's own `init`: its parameters bound to the call's arguments, then each assignment to a
/// stored property read (`self.item = item`, `_isOn = State(initialValue: on)`). Other
/// statements (appearance settings, logging) set nothing the layout reads and are passed over.
extension Translator {
    mutating func explicitInit(_ parts: ViewParts, _ arguments: Arguments, _ call: FunctionCallExprSyntax?,
                               view name: String) throws(SourceError) -> [String: Constant] {
        var chosen: (InitializerDeclSyntax, [(String, Constant)])?
        for initializer in parts.initializers {
            if let bound = try parameters(initializer.signature.parameterClause.parameters, arguments) {
                chosen = (initializer, bound)
                break
            }
        }
        guard let (initializer, bound) = chosen else {
            throw unsupported("no init of \(name) takes these arguments", at: call.map(Syntax.init) ?? Syntax(parts.initializers[0]))
        }
        let properties = Set(parts.stored.map(\.name))
        var values: [String: Constant] = [:]
        scope.push()
        defer { scope.pop() }
        for (parameter, value) in bound { scope.bind(parameter, value) }
        for item in initializer.body?.statements ?? [] {
            guard let (property, value) = assignment(item), properties.contains(property) else { continue }
            let type = parts.stored.first { $0.name == property }?.binding.typeAnnotation?.type
            if value.count == 1 {
                values[property] = try initValue(value[0], annotation: type)
            } else {
                // `self.width = size * 2`: the parser leaves the operators unfolded after the `=`.
                let floating = ["CGFloat", "Double", "Float"].contains(type?.spelledName) || value.contains { $0.is(FloatLiteralExprSyntax.self) }
                values[property] = try fold(value, floating ? .float : .int)
            }
        }
        return values
    }

    /// The parameters of a function or `init` bound to `arguments` as Swift matches them (labels
    /// in order, defaults where an argument is left out, a trailing closure last), each read in
    /// the caller's scope; `nil` when they do not fit.
    func parameters(_ list: FunctionParameterListSyntax, _ given: Arguments) throws(SourceError) -> [(String, Constant)]? {
        var bound: [(String, Constant)] = []
        var next = 0
        var arguments = given
        for parameter in list {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if next < arguments.list.count, arguments.list[next].label == label {
                bound.append((name, try argumentValue(arguments.list[next].expr, parameter.type)))
                next += 1
            } else if let closure = arguments.takeLabelledClosure(label, untakenArguments: arguments.list.count - next) {
                bound.append((name, .expression(ExprSyntax(closure))))
            } else if let value = parameter.defaultValue?.value {
                bound.append((name, try argumentValue(value, parameter.type)))
            } else if next == arguments.list.count, let closure = arguments.trailing {
                bound.append((name, .expression(ExprSyntax(closure))))
                arguments.trailing = nil
            } else {
                return nil
            }
        }
        let allTaken = next == arguments.list.count && arguments.trailing == nil && arguments.labelledTrailing.isEmpty
        return allTaken ? bound : nil
    }

    /// An argument's value: a closure or a view kept as an expression, data read now.
    private func argumentValue(_ e: ExprSyntax, _ type: TypeSyntax) throws(SourceError) -> Constant {
        if e.is(ClosureExprSyntax.self) || type.is(FunctionTypeSyntax.self) { return .expression(e) }
        return try constantValue(e, annotation: type)
    }

    /// `self.x = v`, `x = v` or `_x = v`: the property's name and the value, as the elements of
    /// the sequence after the `=`.
    private func assignment(_ item: CodeBlockItemSyntax) -> (String, [ExprSyntax])? {
        var expr: ExprSyntax?
        switch item.item {
        case .expr(let e): expr = e
        case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        guard let sequence = expr?.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.elements.first else { return nil }
        let value = Array(sequence.elements.dropFirst(2))
        var name: String?
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else {
            name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard var property = name else { return nil }
        if property.hasPrefix("_") { property.removeFirst() }  // the wrapper's storage: `_isOn`
        return (property, value)
    }

    /// What an assignment stores: a wrapper's initial value (`State(initialValue: v)`,
    /// `.init(wrappedValue: v)`), a parameter's value as bound, a closure parameter's content
    /// (`self.content = content()`), else the expression read as data.
    private func initValue(_ e: ExprSyntax, annotation: TypeSyntax?) throws(SourceError) -> Constant {
        if let call = e.as(FunctionCallExprSyntax.self) {
            if call.arguments.count == 1, let argument = call.arguments.first,
               ["initialValue", "wrappedValue"].contains(argument.label?.text) {
                return try initValue(argument.expression, annotation: nil)
            }
            if call.arguments.isEmpty, call.trailingClosure == nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
               case .expression(let content)? = scope.lookup(name.baseName.text) {
                return .expression(content)
            }
        }
        if let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = scope.lookup(name) { return value }
        return try constantValue(e, annotation: annotation)
    }
}
