import LayoutWire
import SwiftSyntax

/// Fonts the source does not define: stand-ins for `.font(…)`.
extension Translator {
    /// Whether `e`'s chain of members and calls starts at an implicit member (`.caption`) or at
    /// `Font`.
    static func startsAtFont(_ e: ExprSyntax) -> Bool {
        var e = e
        for _ in 0..<64 {
            if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression; continue }
            guard let member = e.as(MemberAccessExprSyntax.self) else { break }
            guard let base = member.base else { return true }
            e = base
        }
        return e.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font"
    }

    /// `.font(theme.titleFont)`, `.font(Font(uiFont))`: a font the source does not define, which
    /// the reader cannot read (`font(_:)` refuses it), leaves the text in the font around it and
    /// is listed; `.font(.custom("Avenir", size: 20))` (or `fixedSize:`) is set in the system
    /// font at that size, since the face does not ship, and listed too. Apple's `custom(_:size:)`
    /// scales with the body style; that scaling is not applied (docs/fidelity.md). Whether the
    /// call, whose font the reader refused, was one of these.
    mutating func fontStandIn(_ call: FunctionCallExprSyntax, range modifierRange: LayoutWire.SourceRange,
                              on node: inout ViewNode) throws(SourceError) -> Bool {
        guard call.arguments.count == 1, let e = call.arguments.first?.expression, call.arguments.first?.label == nil,
              call.trailingClosure == nil else { return false }
        let source = range(of: e)
        if let custom = e.as(FunctionCallExprSyntax.self), let member = custom.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "custom", member.base.map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" }) ?? true {
            let labels = custom.arguments.map { $0.label?.text }
            guard labels.count >= 2, labels[0] == nil, let sized = custom.arguments.first(where: { ["size", "fixedSize"].contains($0.label?.text) }),
                  labels.dropFirst().allSatisfy({ ["size", "fixedSize", "relativeTo"].contains($0 ?? "") }) else { return false }
            var modifier = ModifierNode(type: .font, range: modifierRange)
            modifier.members = [.init(.font, .object([.init(.size, .number(try number(sized.expression, standIn: 17)))]))]
            node.modifiers.append(modifier)
            placeholders.record(Placeholder(expression: text(e), role: .font, source: source))
            return true
        }
        // `Font(uiFont)`, `.init(uiFont)` where a Font is taken, `Font.init(ctFont)`.
        let isFontInit = ["Font", ".init", "Font.init"].contains(e.as(FunctionCallExprSyntax.self)?.calledExpression.spelledName ?? "")
        // A chain from `.caption` or `Font` (`.caption.monospaced()`) is SwiftUI's own font, which
        // the reader refuses rather than stand in for.
        guard isFontInit || (!Self.startsAtFont(e) && { if case .placeholder? = try? inferred(e) { true } else { false } }()) else {
            return false
        }
        placeholders.record(Placeholder(expression: text(e), role: .font, source: source))
        return true
    }
}
