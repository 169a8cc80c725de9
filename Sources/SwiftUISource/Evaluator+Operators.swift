import LayoutEngine
import SwiftSyntax

/// Swift's binary operators on literal data, folded by their precedence groups.
extension Translator {
    private static func precedence(_ op: String) -> Int? {
        switch op {
        case "*", "/", "%": 150
        case "+", "-": 140
        case "..<", "...": 135  // RangeFormationPrecedence: below addition, above casting
        case "as": 132  // CastingPrecedence: `x as? T`, above nil-coalescing
        case "??": 131  // NilCoalescingPrecedence: above comparison, below addition
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==": 130
        case "&&": 120
        case "||": 110
        default: nil
        }
    }

    /// Folds `a op b op c …` (a flat list from the parser) with an operator stack.
    func fold(_ sequence: SequenceExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        try fold(elements(of: sequence)[...], context)
    }

    /// A sequence's elements, listed once a translation: one evaluated again (in each of a
    /// `ForEach`'s elements) is not copied out of the tree again, nor its untaken branch, which
    /// went uncounted (`true ? 0 : 1 + 1 + …` in 2,000 elements: 4 KB took 230 ms).
    func elements(of sequence: SequenceExprSyntax) -> [ExprSyntax] {
        if let known = budget.sequences[sequence.id] { return known }
        let elements = Array(sequence.elements)
        budget.sequences[sequence.id] = elements
        return elements
    }

    func fold(_ elements: [ExprSyntax], _ context: NumberContext) throws(SourceError) -> Constant {
        try fold(elements[...], context)
    }

    /// Folds a run of a sequence's elements (operand, operator, operand …).
    func fold(_ elements: ArraySlice<ExprSyntax>, _ context: NumberContext) throws(SourceError) -> Constant {
        // `c ? a : b` binds loosest and to the right: the condition is everything before the
        // first `?`, the else branch everything after it.
        if let (condition, then, rest) = ternary(elements) {
            return try booleanOf(condition) ? evaluate(then, context) : fold(rest, context)
        }
        var operands: [Constant] = []
        var operators: [(op: String, at: ExprSyntax)] = []
        func reduce() throws(SourceError) {
            let (op, at) = operators.removeLast()
            let right = operands.removeLast()
            let left = operands.removeLast()
            operands.append(try apply(op, left, right, at: at))
        }
        for (i, element) in elements.enumerated() {
            if i % 2 == 0 {
                // The type a cast names is not a value: the cast keeps its operand (`apply`).
                operands.append(element.is(TypeExprSyntax.self) ? .null : try evaluate(element, context))
                continue
            }
            let op = element.is(UnresolvedAsExprSyntax.self) ? "as" : element.as(BinaryOperatorExprSyntax.self)?.operator.text
            guard let op, let p = Self.precedence(op) else {
                throw unsupported("\(text(element)) is not an operator the front end reads (+ - * / % ..< ... == != < > <= >= && || === !== as)",
                                  at: element)
            }
            while let last = operators.last, let q = Self.precedence(last.op), q >= p { try reduce() }
            operators.append((op, element))
        }
        while !operators.isEmpty { try reduce() }
        return operands[0]
    }

    /// A ternary's parts, split at its first `?`.
    func ternary(_ elements: ArraySlice<ExprSyntax>) -> (condition: ArraySlice<ExprSyntax>, then: ExprSyntax, rest: ArraySlice<ExprSyntax>)? {
        guard let at = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
        let then = elements[at].as(UnresolvedTernaryExprSyntax.self)!.thenExpression
        return (elements[..<at], then, elements[(at + 1)...])
    }

    /// A condition spread over a run of a sequence's elements.
    func booleanOf(_ elements: ArraySlice<ExprSyntax>) throws(SourceError) -> Bool {
        let first = elements[elements.startIndex]
        switch try fold(elements, .int) {
        case .bool(let v): return v
        case .placeholder(let source): return boolStandIn(source, at: first)
        case let other: throw unsupported("\(text(first)) is \(other.typeName) where a Bool is wanted", at: first)
        }
    }

    private func apply(_ op: String, _ a: Constant, _ b: Constant, at: ExprSyntax) throws(SourceError) -> Constant {
        switch (a, b) {
        // `x as? T`, `x as! T`, `x as T`: the value, its cast taken to succeed (a value from
        // outside is of the type the source expects, as a stand-in is present).
        case (_, _) where op == "as": return a
        // `a ?? b`: `b` when `a` is nil; a value from outside is present.
        case (.null, _) where op == "??": return b
        case (_, _) where op == "??": return a
        // A range is read only where a collection is taken (`Evaluator+Collections.swift`).
        case (_, _) where op == "..<" || op == "...":
            throw unsupported("a range is read as a collection's data (ForEach, Array(…), .map { … }), not as a value", at: at)
        case (.null, .null) where op == "==" || op == "!=": return .bool(op == "==")
        case (.null, _) where op == "==" || op == "!=", (_, .null) where op == "==" || op == "!=": return .bool(op == "!=")
        case (.placeholder(let p), .enumCase(let c)) where (op == "==" || op == "!=") && Self.caseName(p) != nil,
             (.enumCase(let c), .placeholder(let p)) where (op == "==" || op == "!=") && Self.caseName(p) != nil:
            return .bool((Self.caseName(p)! == c) == (op == "=="))
        case (.placeholder, _), (_, .placeholder): return standIn("\(a.brief) \(op) \(b.brief)")
        // Identity compares class instances, which only a value from outside (above) can be.
        case (_, _) where op == "===" || op == "!==": break
        case (.proxyLength, _), (_, .proxyLength): return try proxyArithmetic(op, a, b, at: at)
        case (.enumCase(let x), .enumCase(let y)) where op == "==" || op == "!=": return .bool((x == y) == (op == "=="))
        case (.int(let x), .int(let y)): return try integers(op, x, y, at: at)
        case (.float(let x), .float(let y)): return try floats(op, x, y, at: at)
        case (.string(let x), .string(let y)) where op == "+":
            // Each `+` writes the whole result: a long run folding one string costs its square.
            try charge(x.utf8.count + y.utf8.count, at: at)
            return try made(.string(x + y), at: at)
        case (.string(let x), .string(let y)) where op == "==" || op == "!=": return .bool((x == y) == (op == "=="))
        case (.bool(let x), .bool(let y)):
            switch op {
            case "&&": return .bool(x && y)
            case "||": return .bool(x || y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            default: break
            }
        default: break
        }
        throw unsupported("\(op) does not apply to \(a.typeName) and \(b.typeName)", at: at)
    }

    private func integers(_ op: String, _ x: Int, _ y: Int, at: ExprSyntax) throws(SourceError) -> Constant {
        if (op == "/" || op == "%") && y == 0 { throw unsupported("division by zero", at: at) }
        let result: (Int, Bool)
        switch op {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "/": result = x.dividedReportingOverflow(by: y)
        case "%": result = x.remainderReportingOverflow(dividingBy: y)
        default: return .bool(compare(op, x, y))
        }
        guard !result.1 else { throw unsupported("the arithmetic overflows an Int", at: at) }
        return .int(result.0)
    }

    private func floats(_ op: String, _ x: Double, _ y: Double, at: ExprSyntax) throws(SourceError) -> Constant {
        switch op {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/": return .float(x / y)
        case "%": throw unsupported("% does not apply to CGFloat (Swift has truncatingRemainder)", at: at)
        default: return .bool(compare(op, x, y))
        }
    }

    private func compare<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool {
        switch op {
        case "==": x == y
        case "!=": x != y
        case "<": x < y
        case ">": x > y
        case "<=": x <= y
        default: x >= y
        }
    }

    func prefixOperation(_ prefix: PrefixOperatorExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        let value = try evaluate(prefix.expression, context)
        switch (prefix.operator.text, value) {
        case ("-", .int(let v)) where v != .min: return .int(-v)
        case ("-", .float(let v)): return .float(-v)
        case ("+", .int), ("+", .float): return value
        case ("!", .bool(let v)): return .bool(!v)
        case (_, .placeholder(let source)): return standIn(prefix.operator.text + source)
        case ("-", .proxyLength(let e)): return .proxyLength(.negate(e))
        default: throw unsupported("\(prefix.operator.text) does not apply to \(value.typeName)", at: prefix)
        }
    }

    /// `geo.size.width * 0.5 - 8`: arithmetic on a proxy length stays an expression.
    private func proxyArithmetic(_ op: String, _ a: Constant, _ b: Constant, at: ExprSyntax) throws(SourceError) -> Constant {
        let operators: [String: GuideExpression.Operator] = ["+": .add, "-": .subtract, "*": .multiply, "/": .divide]
        guard let x = a.proxyExpression, let y = b.proxyExpression, let o = operators[op] else {
            throw unsupported("\(op) does not apply to \(a.typeName) and \(b.typeName): a proxy's size is known only "
                              + "while laying out, so only + - * / min max combine it with numbers", at: at)
        }
        return .proxyLength(.binary(o, x, y))
    }
}
