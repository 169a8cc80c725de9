import LayoutWire
import SwiftSyntax

/// `[GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 0, alignment: .leading)]`.
extension Translator {
    func gridItems(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        guard let array = e.as(ArrayExprSyntax.self) else { throw unsupported("columns and rows are an array of GridItem", at: e) }
        var items: [JSONValue] = []
        for element in array.elements { items.append(try gridItem(resolved(element.expression))) }
        return .array(items)
    }

    private func gridItem(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        guard let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.spelledName == "GridItem" else {
            throw unsupported("\(text(e)) is not a GridItem", at: e)
        }
        var size = JSONValue.object([.init(.flexible, .object([]))])
        var members: [JSONValue.Member] = []
        for argument in call.arguments {
            switch argument.label?.text {
            case nil: size = try gridItemSize(argument.expression)
            case "spacing": members.append(.init(.spacing, try argument.expression.is(NilLiteralExprSyntax.self) ? .null
                                                  : .number(number(argument.expression))))
            case "alignment":
                members.append(.init(.alignment, .string(try name(argument.expression, SwiftUIAlignmentName.spellings, "an Alignment"))))
            default: throw unsupported("GridItem takes a size, spacing: and alignment:", at: argument)
            }
        }
        return .object([.init(.size, size)] + members)
    }

    /// `.fixed(70)`, `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive(minimum: 40)`.
    private func gridItemSize(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        guard let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw unsupported("a GridItem's size is .fixed(…), .flexible(…) or .adaptive(…)", at: e)
        }
        let kind = member.declName.baseName.text
        switch kind {
        case "fixed":
            guard call.arguments.count == 1, let value = call.arguments.first?.expression else {
                throw unsupported(".fixed takes one length", at: call)
            }
            return .object([.init(.fixed, .number(try number(value)))])
        case "flexible", "adaptive":
            var bounds: [JSONValue.Member] = []
            for argument in call.arguments {
                guard let label = argument.label?.text, label == "minimum" || label == "maximum" else {
                    throw unsupported(".\(kind) takes minimum: and maximum:", at: argument)
                }
                bounds.append(.init(label, .number(try number(argument.expression, allowInfinity: label == "maximum"))))
            }
            return .object([.init(kind, .object(bounds))])
        default: throw unsupported(".\(kind) is not a GridItem size", at: e)
        }
    }
}
