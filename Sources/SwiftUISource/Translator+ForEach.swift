import LayoutWire
import SwiftSyntax

/// `ForEach` over a literal range or array: its content once per element, the element bound as
/// a constant. Every element counts against `maxNodes`, so a huge range is refused quickly.
extension Translator {
    mutating func forEach(_ call: FunctionCallExprSyntax) throws(SourceError) -> [ViewNode] {
        let arguments = Array(call.arguments)
        guard let data = arguments.first, data.label == nil,
              arguments.dropFirst().allSatisfy({ $0.label?.text == "id" && $0.expression.is(KeyPathExprSyntax.self) }) else {
            throw unsupported("ForEach is read as ForEach(data, id: \\.self) { element in … } over literal data", at: call)
        }
        var content = call.trailingClosure.map(ExprSyntax.init)
        if content == nil, let last = arguments.last, last.label?.text == "content" { content = last.expression }
        guard let closure = content?.as(ClosureExprSyntax.self) else { throw unsupported("ForEach needs its content closure", at: call) }
        let elements = try forEachData(data.expression)
        var parameter: String?
        if let signature = closure.signature {
            guard case .simpleInput(let names)? = signature.parameterClause, names.count == 1 else {
                throw unsupported("ForEach's closure takes one element", at: signature)
            }
            parameter = names.first!.name.text == "_" ? nil : names.first!.name.text
        }
        var result: [ViewNode] = []
        for element in elements {
            try spend(at: call)
            scope.push()
            if let parameter { scope.bind(parameter, element) }
            defer { scope.pop() }
            result += try builder(closure.statements)
        }
        return result
    }

    /// `0..<n`, `1...3`, `[10, 20]`, or a constant holding an array.
    private func forEachData(_ e: ExprSyntax) throws(SourceError) -> [Constant] {
        if let sequence = e.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let at = elements.firstIndex(where: { ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }) {
                let lower = try fold(Array(elements[..<at]), .int)
                let upper = try fold(Array(elements[(at + 1)...]), .int)
                guard case .int(let l) = lower, case .int(var u) = upper else {
                    throw unsupported("a ForEach range is over Int constants", at: e)
                }
                let closed = elements[at].as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
                if closed { u = u == .max ? u : u + 1 }
                guard l <= u else { throw unsupported("the range's lower bound is above its upper bound", at: e) }
                // `u - l` overflows for bounds of opposite signs near Int's ends: checked.
                let (count, overflow) = u.subtractingReportingOverflow(l)
                guard !overflow, count <= limits.wire.maxNodes - nodes else {
                    let many = overflow ? "more than Int.max" : "\(count)"
                    throw fail(.tooManyNodes, "ForEach over \(many) elements makes more than \(limits.wire.maxNodes) views "
                               + "and modifiers (LAYOUT_MAX_NODES)", at: e)
                }
                return (l..<u).map { .int($0) }
            }
        }
        guard case .array(let array) = try inferred(e) else {
            throw unsupported("ForEach is read over a literal range or array", at: e)
        }
        return array.values
    }
}
