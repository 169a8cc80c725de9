import LayoutEngine
import SwiftSyntax

/// Alignment guides: `alignmentGuide(.leading) { d in d[.trailing] - 10 }` becomes the wire's
/// guide name and guide expression (`"d[.trailing] - 10"`), constants folded in.
extension Translator {
    /// A built-in guide on one axis, or a custom guide the source declares.
    func guideName(_ e: ExprSyntax) throws(SourceError) -> String {
        let member = try memberName(e, "an alignment guide")
        let base = e.as(MemberAccessExprSyntax.self)?.base?.spelledName
        switch (base, member) {
        case ("HorizontalAlignment", "center"): return "horizontalCenter"
        case ("VerticalAlignment", "center"): return "verticalCenter"
        case (_, "center"):
            throw unsupported(".center is ambiguous here, as in Swift: write HorizontalAlignment.center or VerticalAlignment.center", at: e)
        default:
            if HorizontalAlignmentName.spellings.contains(member) || VerticalAlignmentName.spellings.contains(member)
                || declarations.guides[member] != nil {
                return member
            }
            throw unsupported(".\(member) is not an alignment guide the source declares or SwiftUI has", at: e)
        }
    }

    /// `{ d in d[.bottom] - 10 }`, `{ $0.width / 2 }`, `{ _ in 30 }`.
    func guideValue(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        guard let closure = e.as(ClosureExprSyntax.self), let body = singleExpression(closure.statements) else {
            throw unsupported("an alignment guide's value is a closure returning one expression", at: e)
        }
        var parameter = "$0"
        if let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let names): parameter = names.first?.name.text ?? "$0"
            case .parameterClause(let clause): parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
            case nil: break
            }
        }
        return try guideExpression(body, parameter: parameter)
    }

    /// The wire's guide expression for `e`, where `parameter` names the ViewDimensions: a
    /// number when it is constant, else its text over `width`, `height` and `d[guide]`.
    func guideExpression(_ e: ExprSyntax, parameter: String) throws(SourceError) -> JSONValue {
        if !mentions(e, parameter) { return .number(try number(e)) }
        return .string(try guideText(e, parameter))
    }

    private func mentions(_ e: ExprSyntax, _ parameter: String) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { $0.text == parameter }
    }

    private func guideText(_ e: ExprSyntax, _ d: String) throws(SourceError) -> String {
        if !mentions(e, d) {
            let value = try number(e)
            return value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.spelledName == d,
           ["width", "height"].contains(member.declName.baseName.text) {
            return member.declName.baseName.text
        }
        if let subscriptCall = e.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.spelledName == d,
           subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label == nil {
            let guide = try guideName(argument.expression)
            return declarations.guides[guide] != nil ? "d[\(guide)]" : "d[.\(guide)]"
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return "(" + (try guideText(inner, d)) + ")"
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return "-" + (try guideText(prefix.expression, d))
        }
        if let sequence = e.as(SequenceExprSyntax.self) {
            var parts: [String] = []
            for (i, element) in sequence.elements.enumerated() {
                if i % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else {
                        throw unsupported("a guide's value is read with + - * / only", at: element)
                    }
                    parts.append(op)
                } else {
                    parts.append(try guideText(element, d))
                }
            }
            return parts.joined(separator: " ")
        }
        throw unsupported("\(text(e)) is not read in a guide's value (numbers, \(d).width, \(d).height, \(d)[guide], + - * /)", at: e)
    }
}

extension Translator {
    /// `{ length, axis in length * 0.8 }` (`containerRelativeFrame`'s closure form): its one
    /// expression, the length a `.proxyLength` over the container's length, as the wire writes it.
    mutating func containerLength(_ e: ExprSyntax) throws(SourceError) -> String {
        guard let closure = e.as(ClosureExprSyntax.self), let body = singleExpression(closure.statements) else {
            throw unsupported("containerRelativeFrame's closure is read as { length, axis in … } with one expression", at: e)
        }
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        scope.push()
        defer { scope.pop() }
        if names.count == 2 {
            scope.bind(names[0], .proxyLength(.width))
            scope.bind(names[1], .layoutTime(names[1]))
        } else {
            scope.bind("$0", .proxyLength(.width))
            scope.bind("$1", .layoutTime("$1"))
        }
        guard let length = try inferred(body).proxyExpression else {
            throw unsupported("\(text(body)) is not a length over the container's", at: body)
        }
        return length.wireText(width: "length")
    }
}
