import LayoutWire
import SwiftSyntax

/// `ForEach` over a literal range or array, `enumerated()` or data from outside (a stand-in of
/// three elements): its content once per element, the element bound as a constant. Every element counts against `maxNodes`, so a huge range is refused quickly.
extension Translator {
    mutating func forEach(_ call: FunctionCallExprSyntax) throws(SourceError) -> [ViewNode] {
        var arguments = Array(call.arguments)
        var content = call.trailingClosure.map(ExprSyntax.init)
        if content == nil, let last = arguments.last, last.label?.text == "content" { content = arguments.removeLast().expression }
        return try forEach(arguments, content, "ForEach", at: call)
    }

    /// The rows of `owner(data, id: \.key) { element in … }` (a ForEach, or a List over data), its
    /// content closure given apart from the other arguments.
    mutating func forEach(_ arguments: [LabeledExprSyntax], _ content: ExprSyntax?, _ owner: String,
                          at call: FunctionCallExprSyntax) throws(SourceError) -> [ViewNode] {
        guard let data = arguments.first, data.label == nil,
              arguments.dropFirst().allSatisfy({ $0.label?.text == "id" && $0.expression.is(KeyPathExprSyntax.self) }) else {
            throw unsupported("\(owner) is read as \(owner)(data, id: \\.self) { element in … } over literal data", at: call)
        }
        guard let closure = content?.as(ClosureExprSyntax.self) else { throw unsupported("\(owner) needs its content closure", at: call) }
        let (source, enumerated) = enumeration(data.expression)
        let elements = try forEachData(source)
        let names = try closureParameters(closure, count: enumerated ? 2 : 1, tuple: !enumerated)
        let taggedBySelf = !enumerated && arguments.dropFirst().allSatisfy { $0.expression.trimmedDescription == "\\.self" }
        var result: [ViewNode] = []
        for (i, element) in elements.enumerated() {
            try spend(at: call)
            scope.push()
            defer { scope.pop() }
            if enumerated {
                if let offset = names[0] { scope.bind(offset, .int(i)) }
                if let name = names[1] { scope.bind(name, element) }
            } else if names.count > 1 {
                try bindTuple(names, element, at: closure)
            } else if let name = names[0] {
                scope.bind(name, element)
            }
            // The element is each view's tag unless the view sets one, where it is the identity
            // (`id: \.self`, or a range); a Picker reads it.
            var views = try builder(closure.statements)
            if taggedBySelf { for i in views.indices where views[i].tag == nil { views[i].tag = element } }
            result += views
        }
        return result
    }

    /// `Array(items.enumerated())` or `items.enumerated()`: the sequence enumerated, and whether
    /// it is.
    private func enumeration(_ e: ExprSyntax) -> (ExprSyntax, Bool) {
        var inner = e
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil {
            inner = argument.expression
        }
        guard let call = inner.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
              let base = member.base else { return (e, false) }
        return (base, true)
    }

    /// `{ (role, astronaut) in … }` over tuples: Swift destructures each element into the
    /// parameters (SE-0110's exception for closures). Only data from outside is read as tuples:
    /// each part is a stand-in of its own (`items[0].0`, `items[0].1`).
    private mutating func bindTuple(_ names: [String?], _ element: Constant, at closure: ClosureExprSyntax) throws(SourceError) {
        guard case .placeholder(let source) = element else {
            throw unsupported("ForEach's closure takes \(names.count) parameters, and the data's elements are not tuples", at: closure)
        }
        for (i, name) in names.enumerated() { if let name { scope.bind(name, standIn("\(source).\(i)")) } }
    }

    /// The names of a ForEach closure's `count` parameters (`nil` for `_`), or none named; with
    /// `tuple`, two or more names also do (a tuple's parts, `bindTuple`).
    func closureParameters(_ closure: ClosureExprSyntax, count: Int, tuple: Bool = false,
                           owner: String = "ForEach") throws(SourceError) -> [String?] {
        // No signature: the element is `$0` (an enumerated pair's offset `$0`, element `$1`).
        guard let signature = closure.signature else { return (0..<count).map { "$\($0)" } }
        var names: [String] = []
        switch signature.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        guard names.count == count || (tuple && names.count > 1) else {
            throw unsupported("\(owner)'s closure takes \(count == 1 ? "one element" : "an offset and an element")", at: signature)
        }
        return names.map { $0 == "_" ? nil : $0 }
    }

    /// `0..<n`, `1...3`, `[10, 20]`, or a constant holding an array.
    private func forEachData(_ e: ExprSyntax) throws(SourceError) -> [Constant] {
        if let (lower, upper, closed) = try rangeBounds(e) {
            // `0..<items.count` over data from outside: as many elements as its stand-in has.
            if case .int(let l) = lower, case .placeholder(let source) = upper, l == 0 {
                return collectionStandIn(source, at: e).indices.map { .int($0) }
            }
            guard case .int(let l) = lower, case .int(let u) = upper else {
                throw unsupported("a ForEach range is over Int constants", at: e)
            }
            let range = try integers(l, u, closed: closed, at: e)
            // `u - l` overflows for bounds of opposite signs near Int's ends: checked.
            let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            guard !overflow, count <= limits.wire.maxNodes - nodes else {
                let many = overflow ? "more than Int.max" : "\(count)"
                throw fail(.tooManyNodes, "ForEach over \(many) elements makes more than \(limits.wire.maxNodes) views "
                           + "and modifiers (LAYOUT_MAX_NODES)", at: e)
            }
            return range.map { .int($0) }
        }
        switch try inferred(e) {
        case .array(let array): return array.values
        case .placeholder(let source): return collectionStandIn(source, at: e)
        default: throw unsupported("ForEach is read over a literal range or array", at: e)
        }
    }
}
