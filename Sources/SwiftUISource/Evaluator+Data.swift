import LayoutEngine
import LayoutWire
import SwiftSyntax

/// Data beyond literals: members and methods of values, a view's computed properties, bindings
/// (`.constant(v)`), `min` / `max` / `abs`, and whatever comes from outside the source, which
/// reads as a stand-in (`Placeholders.swift`).
extension Translator {
    /// `.dark` (a name compared as data), `items.count`, `landmark.name` (a stand-in).
    func memberValue(_ member: MemberAccessExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else { return .enumCase(name) }
        if member.isOptionalNone { return .null }

        let base = try evaluate(baseExpr, context)
        switch (base, name) {
        case (.placeholder(let source), _): return standIn("\(source).\(name)")
        // Optional chaining on nil (`note?.isEmpty`) is nil.
        case (.null, _): return .null
        // A member the inputs leave out is a stand-in, as the whole object would be.
        case (.record(let r), _): return r.fields[name] ?? unknown(member)
        // A size category or Dynamic Type size: the environment's default, `.large`, is not one.
        case (.enumCase(let size), "isAccessibilityCategory"), (.enumCase(let size), "isAccessibilitySize"):
            return .bool(size.hasPrefix("accessibility"))
        // A binding's value (`editMode?.wrappedValue`): a binding reads as the value it holds.
        case (_, "wrappedValue"): return base
        case (.enumCase(let mode), "isEditing"): return .bool(mode == "active" || mode == "transient")
        // A member of a named value from outside (`.template.title`): a stand-in.
        case (.enumCase(let value), _): return standIn(".\(value).\(name)")
        case (.layoutTime(let proxy), "size") where !proxy.hasSuffix(".size"): return .layoutTime(proxy + ".size")
        case (.layoutTime(let size), "width") where size.hasSuffix(".size"): return .proxyLength(.width)
        case (.layoutTime(let size), "height") where size.hasSuffix(".size"): return .proxyLength(.height)
        case (.layoutTime(let proxy), _):
            throw unsupported("\(text(member)) is read from the GeometryProxy \(proxy), known only while laying out: "
                              + "only its size's width and height are read, as lengths of frame, padding, offset and "
                              + "position; not literal data", at: member)
        case (.array(let v), "count"): return .int(v.values.count)
        case (.array(let v), "isEmpty"): return .bool(v.values.isEmpty)
        case (.array(let v), "first"), (.array(let v), "last"):
            guard let element = name == "first" ? v.values.first : v.values.last else {
                throw unsupported("\(text(member)) is nil: the array is empty", at: member)
            }
            return element
        case (.array(let v), "indices"): return try made(.array(Constant.Elements(v.values.indices.map { .int($0) })), at: member)
        case (.string(let v), "count"): return .int(v.count)
        case (.string(let v), "isEmpty"): return .bool(v.isEmpty)
        // `"key".localized`: an app's own localization helper, from another file (as above).
        case (.string, "localized"): return unknown(member)
        default: throw unsupported("\(text(member)): .\(name) of \(base.typeName) is not read", at: member)
        }
    }

    /// A call that makes a value: a conversion, `.constant(v)`, `min` / `max` / `abs`, a
    /// string's case, or a call on data from outside the source (a stand-in).
    func callValue(_ call: FunctionCallExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        let called = call.calledExpression
        let arguments = call.arguments.map(\.expression)
        // `[Item]()`: an empty array.
        if called.is(ArrayExprSyntax.self), arguments.isEmpty, call.trailingClosure == nil {
            return .array(Constant.Elements([]))
        }
        if let localized = try localizedString(call, context) { return localized }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            // A closure from outside (`@Environment(\.inWishlist) var inWishlist`): what it
            // returns is a stand-in, as the closure is.
            if case .placeholder? = scope.lookup(reference.baseName.text) { return unknown(call) }
            switch reference.baseName.text {
            case "CGFloat", "Double", "Float", "Int", "String": return try conversion(call)
            // `Array(1...5)`: the range's elements; other forms (`Array(repeating:count:)`) stand in.
            case "Array" where arguments.count == 1 && call.arguments.first?.label == nil && call.trailingClosure == nil:
                if let range = try rangeArray(arguments[0]) { return range }
                let value = try inferred(arguments[0])
                if case .array = value { return value }
                return unknown(call)
            case "min" where arguments.count >= 2, "max" where arguments.count >= 2: return try extreme(call, arguments, context)
            case "abs" where arguments.count == 1: return try absolute(arguments[0], context, at: call)
            case let name where scope.lookup(name) == nil:
                // A model's initializer or a function the source does not declare: a stand-in.
                guard let function = member(\.methods, name) ?? declarations.functions[name] else { return unknown(call) }
                guard !function.returnsViews else { throw unsupported("\(text(call)) makes views, not data", at: call) }
                return try methodValue(function, call)
            default: throw unsupported("\(text(call)) is not data the front end reads", at: call)
            }
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else {
            throw unsupported("\(text(call)) is not data the front end reads", at: call)
        }
        let method = member.declName.baseName.text
        // `.constant(true)`, `Binding.constant(0)`: a binding that never changes, read as its value.
        if method == "constant", arguments.count == 1,
           member.base.map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding" }) ?? true {
            return try evaluate(arguments[0], context)
        }
        // `.loaded(items)`: an enum case with values, compared by its name.
        guard let base = member.base else { return .enumCase(method) }
        if method == "map", mapClosure(call) != nil, let range = try rangeArray(base) {
            guard case .array(let elements) = range else { return standIn("\(range.brief).map { … }") }
            return try mappedArray(elements.values, call)
        }
        switch (try evaluate(base, context), method) {
        case (.placeholder(let source), _): return standIn("\(source).\(method)(\(text(call.arguments)))")
        case (.array(let v), "map") where mapClosure(call) != nil: return try mappedArray(v.values, call)
        case (.string(let v), "uppercased") where arguments.isEmpty: return try made(.string(v.uppercased()), at: call)
        case (.string(let v), "lowercased") where arguments.isEmpty: return try made(.string(v.lowercased()), at: call)
        // `"key".localized(with: n)`: no such method is Swift's or Foundation's, so another file of
        // the app declares it, and what it returns is a stand-in.
        case (.string, "localized"): return unknown(call)
        // Optional chaining on nil (`subtitle?.uppercased()`) is nil.
        case (.null, _): return .null
        // A method of a value from the inputs or of an enum case: one another file declares
        // (`kind.label()`), a stand-in, as the value from outside it acts on would be.
        case (.record, _), (.enumCase, _): return unknown(call)
        // A literal's or a GeometryProxy's method the front end does not evaluate: refused, not
        // made up (`items.sorted()`, `frame(in:)`, known only while laying out).
        case (let value, _):
            throw unsupported("\(text(call)): .\(method)(…) of \(value.typeName) is not read", at: call)
        }
    }

    /// What a method or free function of the source returns when called for data
    /// (`func logoSize(geometry: GeometryProxy) -> CGFloat`): its parameters bound to the
    /// arguments, its leading `let` constants bound in order, then what its `return`s give
    /// (`returned`); a stand-in when it does anything else. One that calls itself is refused,
    /// and calls nest at most as deep as declared views may (`SourceLimits.wire.maxDepth`).
    private func methodValue(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) throws(SourceError) -> Constant {
        let name = function.name.text
        guard let body = function.body else { return unknown(call) }
        // Nested before its arguments and defaults are read: a default that calls the function
        // (`func f(_ n: Int = f())`) would otherwise recurse without bound.
        try enterNesting(at: call)
        defer { budget.unnest() }
        guard let bound = try parameters(function.signature.parameterClause.parameters, Arguments(call)) else {
            throw unsupported("\(name)(…) is not called with the parameters it declares", at: call)
        }
        guard budget.enter("\(name)()") else { throw unsupported("\(name) calls itself", at: call) }
        defer { budget.leave("\(name)()") }
        var inner = self
        inner.scope.push()
        for (parameter, value) in bound { inner.scope.bind(parameter, value) }
        var items = body.statements[...]
        while let first = items.first, case .decl(let decl) = first.item, let constants = decl.as(VariableDeclSyntax.self) {
            try inner.bindConstants(constants)
            items = items.dropFirst()
        }
        let evaluator = inner
        let typed = evaluator.typedValue(function.signature.returnClause?.type)
        guard case let value?? = try evaluator.returned(items, implicit: true, as: typed) else { return unknown(call) }
        return value
    }

    private func extreme(_ call: FunctionCallExprSyntax, _ arguments: [ExprSyntax],
                         _ context: NumberContext) throws(SourceError) -> Constant {
        let isMin = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "min"
        var best: Constant?
        for argument in arguments {
            let value = try evaluate(argument, context)
            switch (best, value) {
            case (nil, _): best = value
            case (.int(let a)?, .int(let b)): best = .int(isMin ? Swift.min(a, b) : Swift.max(a, b))
            case (.float(let a)?, .float(let b)): best = .float(isMin ? Swift.min(a, b) : Swift.max(a, b))
            case (.placeholder?, _), (_, .placeholder): best = unknown(call)
            case (let a?, let b) where a.isProxyLength || b.isProxyLength:
                guard let x = a.proxyExpression, let y = b.proxyExpression else {
                    throw unsupported("\(text(call)) compares a proxy length with \(a.isProxyLength ? b.typeName : a.typeName)", at: argument)
                }
                best = .proxyLength(.binary(isMin ? .minimum : .maximum, x, y))
            default: throw unsupported("\(text(call)) compares values of different types", at: argument)
            }
        }
        return best!
    }

    private func absolute(_ argument: ExprSyntax, _ context: NumberContext,
                          at call: FunctionCallExprSyntax) throws(SourceError) -> Constant {
        switch try evaluate(argument, context) {
        case .int(let v) where v != .min: return .int(Swift.abs(v))
        case .float(let v): return .float(Swift.abs(v))
        case .placeholder: return unknown(call)
        case let other: throw unsupported("abs does not apply to \(other.typeName)", at: argument)
        }
    }

    /// A computed property of the view being expanded (`var total: Int { items.count }`): its
    /// one expression, evaluated where it is read, or what its `if`s and `switch`es return
    /// (`Evaluator+Getters.swift`); any other getter is a stand-in. One that reads itself is
    /// refused.
    func computedValue(_ name: String, at node: some SyntaxProtocol) throws(SourceError) -> Constant? {
        guard let getter = member(\.computed, name) else { return nil }
        try enterNesting(at: node)
        defer { budget.unnest() }
        guard budget.enter(name) else { throw unsupported("\(name) reads itself", at: node) }
        defer { budget.leave(name) }
        let typed = typedValue(getter.type)
        if let expr = singleExpression(getter.body), !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self) {
            return try typed(expr)
        }
        guard case let value?? = try returned(getter.body, implicit: true, as: typed) else { return unknown(node) }
        return value
    }
}

extension Translator {
    /// Goes one computed value or function deeper, refused past the depth declared views may
    /// nest to. The caller leaves it (`Budget.unnest`).
    func enterNesting(at node: some SyntaxProtocol) throws(SourceError) {
        guard budget.nesting < limits.wire.maxDepth else {
            throw fail(.tooDeep, "functions and computed values call each other more than \(limits.wire.maxDepth) deep", at: node)
        }
        budget.nest()
    }

    /// Evaluates a returned expression as a value of `type` (`CGFloat`, `[Double]`, …), or
    /// infers its type where none is written.
    func typedValue(_ type: TypeSyntax?) -> (ExprSyntax) throws(SourceError) -> Constant {
        { e throws(SourceError) in try constantValue(e, annotation: type).resolvedExpression { e throws(SourceError) in try inferred(e) } }
    }
}

extension Constant {
    /// The value, with an expression kept for an argument evaluated by `evaluate`.
    func resolvedExpression(_ evaluate: (ExprSyntax) throws(SourceError) -> Constant) throws(SourceError) -> Constant {
        if case .expression(let e) = self { return try evaluate(e) }
        return self
    }
}

extension Constant {
    var isProxyLength: Bool {
        if case .proxyLength = self { return true }
        return false
    }

    /// A number or a proxy length as an expression over the reader's size.
    var proxyExpression: GuideExpression? {
        switch self {
        case .int(let v): .number(Double(v))
        case .float(let v): .number(v)
        case .proxyLength(let e): e
        default: nil
        }
    }
}
