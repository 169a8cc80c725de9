import LayoutWire
import SwiftSyntax

/// Arrays made from literal data as Swift makes them: a range of integers where a collection is
/// taken (`ForEach(0..<5)`, `Array(1...5)`, `(1...5).map { … }`) is its elements, and an
/// array's `map` with a closure of one expression (`(1...5).map { "Item \($0)" }`,
/// `widths.map { w in w * 2 }`) is the array of the closure's values, in order. A range
/// anywhere else (interpolated, kept as a value) is not read. Each array is bounded before it
/// is built, and charged, as any array made here (`made`); together ranges and maps make at
/// most `WireLimits.maxNodes` elements (`countElements`).
extension Translator {
    /// The bounds of `a..<b` or `a...b` written as `e` (in parentheses, or held by a `let`),
    /// each side folded in `context` (Int for a collection's ranges, which are of Int); nil when
    /// `e` is not a range.
    func rangeBounds(_ e: ExprSyntax, _ context: NumberContext = .int) throws(SourceError) -> (lower: Constant, upper: Constant, closed: Bool)? {
        guard let sequence = resolved(e).as(SequenceExprSyntax.self) else { return nil }
        let parts = elements(of: sequence)
        let isRange = { (e: ExprSyntax) in ["..<", "..."].contains(e.as(BinaryOperatorExprSyntax.self)?.operator.text) }
        guard let at = parts.firstIndex(where: isRange), at > 0, at < parts.count - 1 else { return nil }
        let closed = parts[at].as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
        return (try fold(parts[..<at], context), try fold(parts[(at + 1)...], context), closed)
    }

    /// The integers `lower..<upper` or `lower...upper` hold, as a half-open range: Swift traps on
    /// a lower bound above the upper, which is refused, and `upper + 1` past `Int.max` is more
    /// than any bound here admits.
    func integers(_ lower: Int, _ upper: Int, closed: Bool, at node: some SyntaxProtocol) throws(SourceError) -> Range<Int> {
        guard lower <= upper else {
            throw unsupported("the range's lower bound \(lower) is above its upper bound \(upper)", at: node)
        }
        guard closed else { return lower..<upper }
        guard upper < .max else {
            throw fail(.tooComplex, "a range to Int.max has more elements than a layout shows", at: node)
        }
        return lower..<(upper + 1)
    }

    /// `e` as a collection's data when it is a range: its integers, or a stand-in when a bound
    /// comes from outside the source; nil when `e` is not a range.
    func rangeArray(_ e: ExprSyntax) throws(SourceError) -> Constant? {
        guard let (lower, upper, closed) = try rangeBounds(e) else { return nil }
        guard case .int(let l) = lower, case .int(let u) = upper else {
            if case .placeholder = lower { return standIn(text(e)) }
            if case .placeholder = upper { return standIn(text(e)) }
            throw unsupported("a range is read over Int constants", at: e)
        }
        let range = try integers(l, u, closed: closed, at: e)
        // `u - l` overflows for bounds of opposite signs near Int's ends.
        let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        try countElements(overflow ? .max : count, at: e)
        return try made(.array(Constant.Elements(range.map { .int($0) })), at: e)
    }

    /// `elements.map { element in expression }`: the expression's value for each element, the
    /// element bound to the closure's one parameter (or `$0`).
    func mappedArray(_ elements: [Constant], _ call: FunctionCallExprSyntax) throws(SourceError) -> Constant {
        guard let closure = mapClosure(call), let body = singleExpression(closure.statements) else {
            throw unsupported("map is read with a closure of one expression ({ $0 * 2 }, { item in item.name })", at: call)
        }
        let name = try closureParameters(closure, count: 1, owner: "map")[0]
        try countElements(elements.count, at: call)
        try enterNesting(at: call)
        defer { budget.unnest() }
        var inner = self
        inner.scope.push()
        var values: [Constant] = []
        values.reserveCapacity(elements.count)
        var weight = 0
        for element in elements {
            if let name { inner.scope.bind(name, element) }
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
