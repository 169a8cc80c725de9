import LayoutEngine

/// Why an alignment-guide expression did not parse, and where (1-based byte column).
struct ExpressionError: Error {
    var message: String
    var column: Int
}

/// Parses the arithmetic of an `alignmentGuide` value or a custom guide's default into a
/// `GuideExpression`:
///
///     sum     = product (("+" | "-") product)*
///     product = unary (("*" | "/") unary)*
///     unary   = ("-" | "+") unary | primary
///     primary = number | "width" | "height" | "d.width" | "d.height" | "d[" guide "]" | "(" sum ")"
///             | ("min" | "max") "(" sum "," sum ")"
///     guide   = "."? name | "HorizontalAlignment." name | "VerticalAlignment." name
///             | ".custom(" name ")"
///
/// `center` means the centre on the axis of the guide being defined. Nesting is capped at 32
/// levels and the text at 500 bytes, so a hostile expression cannot exhaust the stack.
struct GuideExpressionParser {
    let text: UnsafeRawBufferPointer
    /// The axis of the guide being defined.
    let axis: Axis
    /// The request's custom guides, or `nil` where custom guides may not be read (a custom
    /// guide's own default, which could otherwise refer to itself).
    let guides: GuideTable?
    /// Whether `length` names the value measured against (`containerRelativeFrame`'s closure
    /// form, whose parameter is the container's length), read as `width`.
    var readsLength = false
    var pos = 0
    var depth = 0

    static let maxDepth = 32
    static let maxLength = 500

    static func parse(_ text: UnsafeRawBufferPointer, axis: Axis, guides: GuideTable?,
                      readsLength: Bool = false) -> Result<GuideExpression, ExpressionError> {
        guard text.count <= maxLength else {
            return .failure(ExpressionError(message: "expressions are limited to \(maxLength) bytes", column: maxLength + 1))
        }
        var parser = GuideExpressionParser(text: text, axis: axis, guides: guides)
        parser.readsLength = readsLength
        do throws(ExpressionError) {
            let expression = try parser.sum()
            parser.skipSpaces()
            guard parser.pos == text.count else { throw parser.fail("unexpected \(parser.describeNext())") }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    private mutating func sum() throws(ExpressionError) -> GuideExpression {
        var left = try product()
        while true {
            skipSpaces()
            guard let op = next(in: "+-") else { return left }
            left = .binary(op == "+" ? .add : .subtract, left, try product())
        }
    }

    private mutating func product() throws(ExpressionError) -> GuideExpression {
        var left = try unary()
        while true {
            skipSpaces()
            guard let op = next(in: "*/") else { return left }
            left = .binary(op == "*" ? .multiply : .divide, left, try unary())
        }
    }

    private mutating func unary() throws(ExpressionError) -> GuideExpression {
        skipSpaces()
        guard let sign = next(in: "-+") else { return try primary() }
        try descend()
        defer { depth -= 1 }
        let operand = try unary()
        return sign == "-" ? .negate(operand) : operand
    }

    private mutating func primary() throws(ExpressionError) -> GuideExpression {
        skipSpaces()
        guard pos < text.count else { throw fail("expected a number, width, height, d[guide] or '('") }
        let b = text[pos]
        if b == UInt8(ascii: "(") {
            pos += 1
            try descend()
            let inner = try sum()
            try expect(")")
            depth -= 1
            return inner
        }
        if isDigit(b) || b == UInt8(ascii: ".") { return .number(try number()) }
        let start = pos
        switch try identifier() {
        case "width": return .width
        case "height": return .height
        case "d": return try dimension()
        case "length" where readsLength: return .width
        case let name where name == "min" || name == "max":
            let op: GuideExpression.Operator = name == "min" ? .minimum : .maximum
            skipSpaces()
            try expect("(")
            try descend()
            defer { depth -= 1 }
            let first = try sum()
            skipSpaces()
            try expect(",")
            let second = try sum()
            skipSpaces()
            try expect(")")
            return .binary(op, first, second)
        case let name:
            pos = start
            throw fail("unknown name \"\(name)\"; use width, height, d.width, d.height, d[guide], min(a, b) or max(a, b)")
        }
    }
}
