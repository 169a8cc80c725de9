import SwiftSyntax

/// Conversions between Swift's number and string types, as the standard library makes them.
extension Translator {
    /// `CGFloat(x)`, `Double(x)`, `Int(x)`, `String(x)`; `Double`, `Float` and `Int` of a String.
    func conversion(_ call: FunctionCallExprSyntax) throws(SourceError) -> Constant {
        let name = call.calledExpression.spelledName
        if name == "String", call.arguments.count > 1 { return try radixString(call) }
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil else {
            throw unsupported("\(text(call)) is not literal data", at: call)
        }
        let value = try inferred(argument.expression)
        switch (name, value) {
        case (_, .placeholder(let source)): return standIn("\(name)(\(source))")
        case ("CGFloat", .int(let v)), ("Double", .int(let v)), ("Float", .int(let v)): return .float(Double(v))
        case ("CGFloat", .float), ("Double", .float), ("Float", .float), ("Int", .int): return value
        case ("Int", .float(let v)) where v.isFinite && v.magnitude < 9e15: return .int(Int(v))
        // A number read from text (`Double(amountText) ?? 0`): Swift's own failable parse, nil
        // for text that is not a number.
        case ("Double", .string(let text)): return Double(text).map { .float($0) } ?? .null
        case ("Float", .string(let text)): return Float(text).map { .float(Double($0)) } ?? .null
        case ("Int", .string(let text)): return Int(text).map { .int($0) } ?? .null
        case ("String", _): return try made(.string(value.text), at: call)
        default: throw unsupported("\(text(call)) is not literal data", at: call)
        }
    }

    /// `String(255, radix: 16)`, `String(n, radix: 2, uppercase: true)`: the integer's digits in
    /// that base, a minus sign before a negative one, letters lowercase unless `uppercase` is
    /// true (the standard library's `String.init(_:radix:uppercase:)`, which traps outside
    /// bases 2 through 36: refused).
    private func radixString(_ call: FunctionCallExprSyntax) throws(SourceError) -> Constant {
        let labels = call.arguments.map { $0.label?.text }
        let arguments = call.arguments.map(\.expression)
        guard labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"], call.trailingClosure == nil else {
            throw unsupported("\(text(call)) is not literal data", at: call)
        }
        let value = try inferred(arguments[0])
        if case .placeholder(let source) = value { return standIn("String(\(source), radix: …)") }
        guard case .int(let number) = value else { throw unsupported("\(text(arguments[0])) is not an Int", at: arguments[0]) }
        let radix = try integer(arguments[1])
        guard (2...36).contains(radix) else { throw unsupported("the radix \(radix) is not from 2 to 36", at: arguments[1]) }
        let uppercase = labels.count == 3 ? try boolean(arguments[2]) : false
        return .string(String(number, radix: radix, uppercase: uppercase))
    }
}
