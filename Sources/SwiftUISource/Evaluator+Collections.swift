import LayoutWire
import SwiftSyntax

/// Arrays made from literal data as Swift makes them: a range of integers (`0..<10`, `1...5`)
/// as data is the array of its elements (`Array(1...5)`, `(1...5).map { … }`), and an array's
/// `map` with a closure of one expression (`(1...5).map { "Item \($0)" }`,
/// `widths.map { w in w * 2 }`) is the array of the closure's values, in order. Each is
/// bounded before it is built, and charged, as any array made here (`made`); together they
/// make at most `WireLimits.maxNodes` elements (`countElements`).
extension Translator {
    /// `a..<b` or `a...b` over integers: the integers from `a` up to `b`. A bound from outside
    /// the source makes the range one too (a stand-in); a lower bound above the upper, where
    /// Swift traps, is refused.
    func rangeValue(_ op: String, _ a: Constant, _ b: Constant, at node: ExprSyntax) throws(SourceError) -> Constant {
        switch (a, b) {
        case (.placeholder, _), (_, .placeholder): return standIn("\(a.brief)\(op)\(b.brief)")
        case (.int(let lower), .int(let upper)):
            // `u + 1` and `u - l` overflow near Int's ends: both checked before anything is built.
            let (end, pastMax) = op == "..." ? upper.addingReportingOverflow(1) : (upper, false)
            guard pastMax || lower <= end else {
                throw unsupported("the range's lower bound \(lower) is above its upper bound \(upper)", at: node)
            }
            let (count, overflow) = end.subtractingReportingOverflow(lower)
            try countElements(pastMax || overflow ? .max : count, at: node)
            return try made(.array(Constant.Elements((lower..<end).map { .int($0) })), at: node)
        default:
            throw unsupported("\(op) makes a range of Int constants here, not of \(a.typeName) and \(b.typeName)", at: node)
        }
    }

    /// `elements.map { element in expression }`: the expression's value for each element, the
    /// element bound to the closure's one parameter (or `$0`).
    func mappedArray(_ elements: [Constant], _ call: FunctionCallExprSyntax) throws(SourceError) -> Constant {
        guard let closure = mapClosure(call), let body = singleExpression(closure.statements) else {
            throw unsupported("map is read with a closure of one expression ({ $0 * 2 }, { item in item.name })", at: call)
        }
        let name: String?
        switch closure.signature?.parameterClause {
        case nil: name = "$0"
        case .simpleInput(let list)? where list.count == 1: name = list.first!.name.text
        case .parameterClause(let clause)? where clause.parameters.count == 1:
            name = (clause.parameters.first!.secondName ?? clause.parameters.first!.firstName).text
        default: throw unsupported("map's closure takes one element", at: closure)
        }
        try countElements(elements.count, at: call)
        try enterNesting(at: call)
        defer { budget.unnest() }
        var inner = self
        inner.scope.push()
        var values: [Constant] = []
        values.reserveCapacity(elements.count)
        var weight = 0
        for element in elements {
            if let name, name != "_" { inner.scope.bind(name, element) }
            let value = try inner.inferred(body)
            // Weighed as it grows: a map of maps would otherwise build its whole square first.
            weight += value.weight
            guard weight <= limits.wire.maxTextBytes else {
                throw fail(.tooComplex, "this map's array is larger than \(limits.wire.maxTextBytes) bytes or elements "
                           + "(LAYOUT_MAX_TEXT_BYTES)", at: call)
            }
            values.append(value)
        }
        return try made(.array(Constant.Elements(values)), at: call)
    }

    /// Counts `count` more elements made as data. Data is there to be shown, and a layout shows
    /// at most `maxNodes` views, so ranges and maps together make no more elements than that:
    /// each of a map's elements is an evaluation, and a map of maps of a few bytes would
    /// otherwise take its square.
    func countElements(_ count: Int, at node: some SyntaxProtocol) throws(SourceError) {
        guard count <= limits.wire.maxNodes - budget.collectionElements else {
            throw fail(.tooComplex, "ranges and maps as data make more than \(limits.wire.maxNodes) elements in all, "
                       + "more than a layout shows (LAYOUT_MAX_NODES)", at: node)
        }
        budget.collectionElements += count
        try charge(count, at: node)
    }
}
