import LayoutWire
import SwiftSyntax

/// View-valued arguments: one view (a safe-area inset's content), or an overlay's or
/// background's layers, read one level below the view they are attached to.
extension Translator {
    /// One view (a safe-area inset's content), one level below the view it is attached to; a
    /// builder that makes none (`if` not taken) is an EmptyView, as ViewBuilder's nil Optional is.
    mutating func singleView(_ expr: ExprSyntax) throws(SourceError) -> ViewNode {
        let nodes = try viewList(expr)
        if nodes.isEmpty { return ViewNode(type: .emptyView, range: range(of: expr)) }
        guard nodes.count == 1 else {
            throw unsupported("one view is wanted here, not \(nodes.count) (wrap them in a stack)", at: expr)
        }
        return nodes[0]
    }

    /// The views a view-valued argument makes (a `@ViewBuilder` closure, a colour as a
    /// ShapeStyle, a view expression), read one level below the view it is attached to.
    mutating func viewList(_ expr: ExprSyntax) throws(SourceError) -> [ViewNode] {
        depth += 1
        defer { depth -= 1 }
        if let closure = expr.as(ClosureExprSyntax.self) { return try closureViews(ExprSyntax(closure)) }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            return [try colorView(member)]  // `.background(.red)`: a colour as a ShapeStyle
        }
        return try views(expr)
    }

    /// An overlay's or background's layers as one view: none is an EmptyView, one is itself,
    /// several are "an implicit ZStack, taking them in order from back to front" whose position
    /// the modifier's alignment gives (Apple, `overlay(alignment:content:)`). Apple does not
    /// state the stack's own alignment; it is given the modifier's, so that each layer lands
    /// where an overlay of its own with that alignment would put it (docs/fidelity.md).
    func implicitZStack(_ layers: [ViewNode], alignment: JSONValue?, range: LayoutWire.SourceRange) -> ViewNode {
        guard let first = layers.first, let last = layers.last else { return ViewNode(type: .emptyView, range: range) }
        guard layers.count > 1 else { return first }
        let span = LayoutWire.SourceRange(line: first.range.line, column: first.range.column,
                               endLine: last.range.endLine, endColumn: last.range.endColumn)
        var stack = ViewNode(type: .zStack, children: layers, range: span)
        if let alignment { stack.members = [.init(.alignment, alignment)] }
        return stack
    }

    /// An overlay's or background's layers (`ArgumentKind.layers`): several are an implicit
    /// ZStack (`implicitZStack`), which is one more view and puts them one level deeper than
    /// they were read, so both are counted here, as any view is.
    mutating func layers(_ expr: ExprSyntax) throws(SourceError) -> [ViewNode] {
        let outer = deepest
        deepest = depth
        let views = try viewList(expr)
        let reached = deepest
        deepest = max(outer, reached)
        guard views.count > 1 else { return views }
        depth += 1
        defer { depth -= 1 }
        try spendView(at: expr)
        guard reached + 1 < limits.wire.maxDepth else {
            throw fail(.tooDeep, "views nest more than \(limits.wire.maxDepth) levels deep (LAYOUT_MAX_DEPTH) "
                       + "in the implicit ZStack of these layers", at: expr)
        }
        return views
    }
}
