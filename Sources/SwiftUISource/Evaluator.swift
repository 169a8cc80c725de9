import LayoutWire
import SwiftSyntax

/// Literal data: numbers, strings and Booleans, `let` constants and arithmetic on them, typed as
/// Swift types them (integer literals take their context's type; `7 / 2` is 3 as an `Int` and
/// 3.5 as a `CGFloat`). Anything that is not known from the source alone is refused.
extension Translator {
    /// A number as `context` wants it; `CGFloat.infinity` only where `allowInfinity`. A value
    /// from outside the source is `standIn` (0 adds no length; a font size or a scale factor
    /// takes a neutral value of its own).
    func number(_ e: ExprSyntax, _ context: NumberContext = .float, allowInfinity: Bool = false,
                standIn: Double = 0) throws(SourceError) -> Double {
        switch try evaluate(e, context) {
        case .int(let v): return Double(v)
        case .placeholder(let source): return numberStandIn(source, standIn, at: e)
        case .float(let v):
            guard v.isFinite || (allowInfinity && v == .infinity) else {
                throw unsupported("\(text(e)) is not a finite number", at: e)
            }
            return v
        case let other: throw unsupported("\(text(e)) is \(other.typeName) where a number is wanted", at: e)
        }
    }

    /// An `Int`: a `CGFloat` where an `Int` is wanted is refused, as Swift refuses it.
    func integer(_ e: ExprSyntax) throws(SourceError) -> Int {
        switch try evaluate(e, .int) {
        case .int(let v): return v
        case .placeholder(let source): return Int(numberStandIn(source, at: e))
        case let other: throw unsupported("\(text(e)) is \(other.typeName) where an Int is wanted", at: e)
        }
    }

    func string(_ e: ExprSyntax) throws(SourceError) -> String {
        if let literal = e.as(StringLiteralExprSyntax.self) { return try stringLiteral(literal) }
        switch try inferred(e) {
        case .string(let v): return v
        case .placeholder(let source): return stringStandIn(source, at: e)
        default: throw unsupported("\(text(e)) is not a string", at: e)
        }
    }

    func boolean(_ e: ExprSyntax) throws(SourceError) -> Bool {
        switch try inferred(e) {
        case .bool(let v): return v
        case .placeholder(let source): return boolStandIn(source, at: e)
        default: throw unsupported("\(text(e)) is not a Bool", at: e)
        }
    }

    /// The value of a `let` with no annotation: integers unless a floating-point literal or
    /// constant takes part, as Swift infers.
    func inferred(_ e: ExprSyntax) throws(SourceError) -> Constant {
        try evaluate(e, involvesFloatingPoint(e) ? .float : .int)
    }

    /// Whether `e` involves a floating-point literal or constant. Each expression asked about
    /// (a constant's value, a conversion's argument) keeps its answer, and so does each call
    /// inside it: an expression evaluated again (a `ForEach`'s body, a view used twice) is not
    /// walked again, and a walk stops at a call another has walked, so `Int(Int(Int(…)))` walks
    /// each node at most twice. Calls rather than every node: a table of every node and token
    /// was most of the work (on 2 cores, a sum of 8,000 strings, 48 KB, took 70–80 ms of CPU,
    /// now 41; a sum of 30,000 ones, 120 KB, 170 ms, now 80).
    private func involvesFloatingPoint(_ e: ExprSyntax) -> Bool {
        if let known = budget.floating[e.id] { return known }
        let result = walkForFloatingPoint(e)
        budget.floating[e.id] = result
        return result
    }

    private func walkForFloatingPoint(_ node: some SyntaxProtocol) -> Bool {
        if let token = node.as(TokenSyntax.self) {
            switch token.tokenKind {
            case .floatLiteral: return true
            // `$0` is a name as any other: a closure's element bound in the scope.
            case .identifier(let name), .dollarIdentifier(let name):
                // A `let` held as its expression (`let clamped = min(max(p, 0.0), 1.0)`) is
                // floating if that is, followed as deep as declared views nest.
                guard case .expression(let held)? = scope.lookup(name) else { return scope.lookup(name)?.isFloating ?? false }
                // One that leads back to itself is not followed again (`enterHeld`).
                guard budget.nesting < limits.wire.maxDepth, budget.enter(held) else { return false }
                budget.nest()
                defer { budget.unnest(); budget.leave(held) }
                return involvesFloatingPoint(held)
            default: return false
            }
        }
        let kept = node.is(FunctionCallExprSyntax.self)
        if kept, let known = budget.floating[node.id] { return known }
        let result = node.children(viewMode: .sourceAccurate).contains { walkForFloatingPoint($0) }
        if kept { budget.floating[node.id] = result }
        return result
    }

    /// Evaluates `e`, integer literals typed by `context`.
    func evaluate(_ e: ExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        try charge(1, at: e)
        if let literal = e.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int(literal.literal.text.filter { $0 != "_" }) else {
                throw unsupported("\(literal.literal.text) is not a decimal integer the front end reads", at: e)
            }
            return context == .float ? .float(Double(value)) : .int(value)
        }
        if let literal = e.as(FloatLiteralExprSyntax.self) {
            guard context == .float, let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw unsupported("\(literal.literal.text) is a fractional number where an Int is wanted", at: e)
            }
            return .float(value)
        }
        if e.is(NilLiteralExprSyntax.self) { return .null }
        // An action (`state.onTap ?? {}`): kept, as a `let` keeps a closure, for a view to read.
        if e.is(ClosureExprSyntax.self) { return .expression(e) }
        if let literal = e.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if let literal = e.as(StringLiteralExprSyntax.self) { return .string(try stringLiteral(literal)) }
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            let value = try constant(reference, context)
            guard case .expression(let expr) = value else { return value }
            try enterHeld(expr, named: reference.baseName.text, at: reference)
            defer { budget.leave(expr) }
            return try evaluate(expr, context)
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first,
           inner.label == nil {
            return try evaluate(inner.expression, context)
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self) { return try prefixOperation(prefix, context) }
        if let sequence = e.as(SequenceExprSyntax.self) { return try fold(sequence, context) }
        if let array = e.as(ArrayExprSyntax.self) {
            var elements: [Constant] = []
            for element in array.elements { elements.append(try evaluate(element.expression, context)) }
            return try made(.array(Constant.Elements(elements)), at: e)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "infinity",
           ["", "CGFloat", "Double"].contains(member.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "?" } ?? "") {
            return .float(.infinity)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero",
           ["", "CGFloat", "Double", "Int"].contains(member.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "?" } ?? "") {
            return context == .float ? .float(0) : .int(0)
        }
        if let member = e.as(MemberAccessExprSyntax.self) { return try memberValue(member, context) }
        if let call = e.as(FunctionCallExprSyntax.self) { return try callValue(call, context) }
        if let force = e.as(ForceUnwrapExprSyntax.self) { return try evaluate(force.expression, context) }
        if let chain = e.as(OptionalChainingExprSyntax.self) { return try evaluate(chain.expression, context) }
        if let subscriptCall = e.as(SubscriptCallExprSyntax.self) { return try element(subscriptCall, context) }
        throw unsupported("\(text(e)) is not literal data (only literals, `let` constants and arithmetic on them are read)", at: e)
    }

    private func constant(_ reference: DeclReferenceExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        var name = reference.baseName.text
        // `$flag` is a binding to `flag`, which the layout reads as its value.
        if name.hasPrefix("$"), !(name.dropFirst().first?.isNumber ?? true) { name.removeFirst() }  // not `$0`
        guard let value = scope.lookup(name) else {
            return try computedValue(name, at: reference) ?? inputs[name] ?? unknown(reference)
        }
        if case .int = value, context == .float {
            throw unsupported("\(name) is an Int where SwiftUI takes a CGFloat: write CGFloat(\(name))", at: reference)
        }
        return value
    }

    private func element(_ call: SubscriptCallExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant {
        let base = try evaluate(call.calledExpression, context)
        if case .placeholder(let source) = base { return standIn("\(source)[\(text(call.arguments))]") }
        guard case .array(let array) = base, call.arguments.count == 1,
              let index = call.arguments.first?.expression else {
            throw unsupported("\(text(call)) is not literal data", at: call)
        }
        let i = try integer(index)
        let elements = array.values
        guard elements.indices.contains(i) else { throw unsupported("index \(i) is out of the array's range", at: index) }
        return elements[i]
    }

    /// A string literal, its interpolations evaluated.
    func stringLiteral(_ literal: StringLiteralExprSyntax) throws(SourceError) -> String {
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                guard let text = unescape(piece.content.text, raw: literal.openingPounds != nil) else {
                    throw unsupported("this escape sequence is not read", at: piece)
                }
                result += text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let e = interpolation.expressions.first?.expression else {
                    throw unsupported("an interpolation holds one value", at: interpolation)
                }
                var value = try inferred(e)
                if case .placeholder(let source) = value { value = .string(stringStandIn(source, at: e)) }
                // An array's text is as long as its weight in digits and separators, at most.
                try charge(value.weight * 24, at: e)
                result += value.text
                try charge(result.utf8.count, at: e)
            }
        }
        _ = try made(.string(result), at: literal)
        return result
    }

    /// Swift's escapes: `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{…}`.
    private func unescape(_ text: String, raw: Bool) -> String? {
        guard !raw, text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let c = iterator.next() {
            guard c == "\\" else { result.unicodeScalars.append(c); continue }
            switch iterator.next() {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\\": result += "\\"
            case "\"": result += "\""
            case "'": result += "'"
            case "u":
                guard iterator.next() == "{" else { return nil }
                var hex = ""
                while let h = iterator.next(), h != "}" { hex.unicodeScalars.append(h) }
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(scalar)
            default: return nil
            }
        }
        return result
    }
}
