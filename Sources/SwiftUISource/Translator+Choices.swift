import SwiftSyntax

/// The choices a body makes on data: `if let` and `switch`.
extension Translator {
    /// `let x = y` or `let x` in an `if`: binds `x` and holds unless the value is nil. A value
    /// from outside is present (`Placeholder`).
    mutating func unwrap(_ binding: OptionalBindingConditionSyntax) throws(SourceError) -> Bool {
        let name: String
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            name = identifier
        } else if binding.pattern.trimmedDescription == "_", binding.initializer != nil {
            name = "_"
        } else {
            throw unsupported("`if let` is read with one name", at: binding.pattern)
        }
        let expr = binding.initializer?.value
        var value: Constant
        if let reference = (expr ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))).as(DeclReferenceExprSyntax.self),
           let bound = scope.lookup(reference.baseName.text) {
            value = bound  // a closure or a view kept as a value is unwrapped as it is
        } else if let expr {
            value = try inferred(expr)
        } else {
            value = .placeholder(name)
        }
        switch value {
        case .null: return false
        case .placeholder(let source): optionalStandIn(source, at: expr.map(Syntax.init) ?? Syntax(binding))
        default: break
        }
        if name != "_" { scope.bind(name, value) }
        return true
    }

    /// `switch value { case .a: … case 1, 2: … default: … }`: the views of the case taken
    /// (`takenCase`), with the names it binds bound as values from outside, stand-ins where
    /// they are used; none when no case is taken.
    mutating func switchViews(_ choice: SwitchExprSyntax) throws(SourceError) -> [ViewNode] {
        switch try takenCase(choice) {
        case .taken(let statements, let bound):
            scope.push()
            defer { scope.pop() }
            for name in bound { scope.bind(name, .placeholder(name)) }
            return try builder(statements)
        case .none: return []
        case .unread(let message, let node): throw unsupported(message, at: node)
        }
    }

    /// The case a `switch` takes, the names it binds, or why it is not read.
    enum CaseChoice {
        case taken(CodeBlockItemListSyntax, bound: [String])
        case none
        case unread(String, Syntax)
    }

    /// The first case whose patterns equal the value, else `default`. A value from outside takes
    /// the first case. A case that binds an enum case's values (`case let .loaded(items)`,
    /// `case .failed(let error)`) is matched by the case's name, since a case's values are not
    /// kept as data. Shared by a view body's `switch` and a computed value's.
    func takenCase(_ choice: SwitchExprSyntax) throws(SourceError) -> CaseChoice {
        let tuple = try tupleSubject(choice.subject)
        let subject = tuple == nil ? try inferred(choice.subject) : .null
        var fallback: CodeBlockItemListSyntax?
        for element in choice.cases {
            guard case .switchCase(let branch) = element else { return .unread("#if inside a switch is not read", Syntax(element)) }
            try charge(1, at: branch)
            switch branch.label {
            case .default: fallback = branch.statements
            case .case(let label):
                if tuple == nil, case .placeholder(let source) = subject, Self.caseName(source) == nil {
                    caseStandIn(source, at: choice.subject)
                    let bound = label.caseItems.lazy.compactMap { Self.bindingPattern($0.pattern) }.first?.names ?? []
                    return .taken(branch.statements, bound: bound)
                }
                for item in label.caseItems {
                    guard item.whereClause == nil else { return .unread("case patterns with `where` are not read", Syntax(item)) }
                    if let tuple {
                        guard let matched = try Self.tuple(tuple, matches: item.pattern, by: self) else {
                            return .unread("a tuple's case is read as a tuple of values and `_`", Syntax(item))
                        }
                        if matched { return .taken(branch.statements, bound: []) }
                        continue
                    }
                    if let binding = Self.bindingPattern(item.pattern) {
                        guard Self.same(subject, .enumCase(binding.name)) else { continue }
                        return .taken(branch.statements, bound: binding.names)
                    }
                    guard !Self.bindsValues(item.pattern), let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        return .unread("case patterns other than values and `let .name(a, b)` are not read", Syntax(item))
                    }
                    if try fits(subject, pattern.expression) { return .taken(branch.statements, bound: []) }
                }
            }
        }
        return fallback.map { .taken($0, bound: []) } ?? .none
    }

    /// `switch (isSelected, colorScheme)`: the values of a tuple subject, each read as a single
    /// subject is (a value from outside, listed, fits any pattern in its place, so the first
    /// case whose other values fit is taken; `Kind.b` from outside is the case `.b`); `nil` for
    /// a subject that is not a tuple.
    private func tupleSubject(_ e: ExprSyntax) throws(SourceError) -> [Constant]? {
        guard let tuple = e.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return nil }
        var values: [Constant] = []
        for element in tuple.elements {
            guard element.label == nil else { throw unsupported("a labelled tuple is not read as a switch's subject", at: element) }
            let value = try inferred(element.expression)
            if case .placeholder(let source) = value, Self.caseName(source) == nil { caseStandIn(source, at: element.expression) }
            values.append(value)
        }
        return values
    }

    /// Whether `(false, _)` or `(true, .dark)` fits the tuple `values`, element by element
    /// (`_` fits anything); `nil` for a pattern that is not such a tuple of the same length.
    private static func tuple(_ values: [Constant], matches pattern: PatternSyntax, by reader: Translator) throws(SourceError) -> Bool? {
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
              tuple.elements.count == values.count, !bindsValues(pattern) else { return nil }
        for (value, element) in zip(values, tuple.elements) {
            if element.expression.is(DiscardAssignmentExprSyntax.self) { continue }
            if case .placeholder(let source) = value, caseName(source) == nil { continue }
            guard try reader.fits(value, element.expression) else { return false }
        }
        return true
    }

    /// Whether `value` fits a case's value pattern: a range (`case 0..<50`, `case 90...100`)
    /// when it holds the value (Swift's `~=` on a range), any other value when it is the same.
    func fits(_ value: Constant, _ pattern: ExprSyntax) throws(SourceError) -> Bool {
        let context: NumberContext = if case .float = value { .float } else { .int }
        guard let (lower, upper, closed) = try rangeBounds(pattern, context) else { return Self.same(value, try inferred(pattern)) }
        guard let v = value.number, let l = lower.number, let u = upper.number else {
            throw unsupported("a range pattern is read over numbers", at: pattern)
        }
        guard l <= u else { throw unsupported("the range's lower bound is above its upper bound", at: pattern) }
        return l <= v && (closed ? v <= u : v < u)
    }

    /// Whether `a` and `b` are the same value, as a `switch` case or a Picker's tag compares
    /// them: a type's member from outside (`Kind.b`) equals the case `.b`.
    static func same(_ a: Constant, _ b: Constant) -> Bool {
        switch (a, b) {
        case (.placeholder(let p), .enumCase(let c)), (.enumCase(let c), .placeholder(let p)): caseName(p).map { $0 == c } ?? false
        case (.int(let x), .int(let y)): x == y
        case (.int(let x), .float(let y)), (.float(let y), .int(let x)): Double(x) == y
        case (.float(let x), .float(let y)): x == y
        case (.string(let x), .string(let y)), (.enumCase(let x), .enumCase(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        default: false
        }
    }

    /// The case name and bound names of `case let .loaded(items, _)` or `case .failed(let error)`;
    /// `nil` for a pattern that binds nothing.
    static func bindingPattern(_ pattern: PatternSyntax) -> (name: String, names: [String])? {
        var outerLet = false
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            outerLet = true
            pattern = binding.pattern
        }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        var names: [String] = []
        for argument in call.arguments {
            let e = argument.expression
            if e.is(DiscardAssignmentExprSyntax.self) { continue }
            if outerLet, let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? e.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                names.append(name)
            } else if let inner = e.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self),
                      let name = inner.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                names.append(name)
            } else {
                return nil
            }
        }
        return outerLet || !names.isEmpty ? (member.declName.baseName.text, names) : nil
    }

    /// Whether `pattern` binds a name anywhere (`let`, `var`) though not in a form
    /// `bindingPattern` reads (`case .a(let x, 5)`): such a case is refused, not matched by
    /// its name alone.
    static func bindsValues(_ pattern: PatternSyntax) -> Bool {
        bindingPattern(pattern) == nil && pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) }
    }
}
