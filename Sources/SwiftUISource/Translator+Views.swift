import LayoutWire
import SwiftSyntax

/// View expressions: a base view (an initializer, `Color.red`, a ForEach, a Group, a view the
/// source declares) and its chain of modifiers, read innermost first without recursion.
extension Translator {
    /// The views `expr` makes: one, or several for a ForEach, a Group or a custom view whose
    /// body holds several (their modifiers apply to each, as in a stack).
    mutating func views(_ expr: ExprSyntax) throws(SourceError) -> [ViewNode] {
        var calls: [FunctionCallExprSyntax] = []
        var base = expr
        while calls.count <= limits.wire.maxLayers, let call = base.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base,
              !isTypeName(inner) {
            calls.append(call)
            base = inner
        }
        guard calls.count <= limits.wire.maxLayers else {
            throw fail(.tooDeep, "more than \(limits.wire.maxLayers) modifiers in one chain (LAYOUT_MAX_LAYERS)", at: expr)
        }
        var nodes = try baseViews(base)
        for call in calls.reversed() {
            for i in nodes.indices { try applyModifier(call, to: &nodes[i]) }
        }
        return nodes
    }

    /// Exactly one view (an overlay's content), one level below the view it is attached to.
    mutating func singleView(_ expr: ExprSyntax) throws(SourceError) -> ViewNode {
        depth += 1
        defer { depth -= 1 }
        let nodes: [ViewNode]
        if let closure = expr.as(ClosureExprSyntax.self) { nodes = try closureViews(ExprSyntax(closure), proxy: false) }
        else if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            nodes = [try colorView(member)]  // `.background(.red)`: a colour as a ShapeStyle
        } else { nodes = try views(expr) }
        guard nodes.count == 1 else {
            throw unsupported("one view is wanted here, not \(nodes.count) (wrap them in a stack)", at: expr)
        }
        return nodes[0]
    }

    /// `Color`, `HStack`: a capitalised name, which a member access calls on rather than modifies.
    private func isTypeName(_ e: ExprSyntax) -> Bool {
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isUppercase ?? false
    }

    private mutating func baseViews(_ e: ExprSyntax) throws(SourceError) -> [ViewNode] {
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, isTypeName(base) {
            return [try colorView(member)]
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            if e.is(DeclReferenceExprSyntax.self), let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name.first?.isUppercase ?? false {
                throw unsupported("\(name) is a type, not a view: write \(name)(…)\(name == "Color" ? " or Color.red" : "")", at: e)
            }
            throw unsupported("\(text(e)) is not a view the front end reads", at: e)
        }
        guard call.additionalTrailingClosures.isEmpty else {
            throw unsupported("more than one trailing closure is not read", at: call.additionalTrailingClosures)
        }
        let type = name.baseName.text
        switch type {
        case "ForEach": return try forEach(call)
        case "Group": return try closureViews(try groupContent(call), proxy: false)
        default: break
        }
        if let decl = declarations.view(named: type) { return try customView(decl, call) }
        guard let wire = WireViewType(rawValue: type), wire != .color else {
            throw unsupported("\(type) is not a view the wire has (\(Self.viewNames))", at: name)
        }
        return [try wireView(wire, call)]
    }

    static let viewNames = WireViewType.allCases.map(\.rawValue).joined(separator: ", ")

    /// `Color.red`.
    mutating func colorView(_ member: MemberAccessExprSyntax) throws(SourceError) -> ViewNode {
        if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "Color" {
            throw unsupported("\(text(member)) is not a view the front end reads", at: member)
        }
        try spend(at: member)
        guard depth < limits.wire.maxDepth else {
            throw fail(.tooDeep, "views nest more than \(limits.wire.maxDepth) levels deep (LAYOUT_MAX_DEPTH)", at: member)
        }
        let color = try name(ExprSyntax(member), Names.colors, "a Color")
        return ViewNode(type: "Color", members: [.init("color", .string(color))], range: range(of: member))
    }

    private mutating func wireView(_ type: WireViewType, _ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spend(at: call)
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.wire.maxDepth else {
            throw fail(.tooDeep, "views nest more than \(limits.wire.maxDepth) levels deep (LAYOUT_MAX_DEPTH)", at: call)
        }
        var node = ViewNode(type: type.rawValue, range: range(of: call))
        if type.isContainer { node.children = [] }
        for (param, value) in try readArguments(type.rawValue, type.swiftSignatures, Arguments(call), at: call) {
            switch value {
            case .member(let json): if let key = param.key { node.members.append(JSONValue.Member(key, json)) }
            case .children(let children): node.children = children
            case .omitted, .view: break
            }
        }
        return node
    }

    /// `Group { … }`: its views, no node of its own.
    private func groupContent(_ call: FunctionCallExprSyntax) throws(SourceError) -> ExprSyntax {
        if let closure = call.trailingClosure, call.arguments.isEmpty { return ExprSyntax(closure) }
        if call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "content",
           call.trailingClosure == nil {
            return argument.expression
        }
        throw unsupported("Group is read as Group { … }", at: call)
    }

    /// A `@ViewBuilder` closure's views; a GeometryReader's proxy parameter is left unbound,
    /// so reading it is refused as data known only while laying out.
    mutating func closureViews(_ e: ExprSyntax, proxy: Bool) throws(SourceError) -> [ViewNode] {
        guard let closure = e.as(ClosureExprSyntax.self) else {
            throw unsupported("\(text(e)) is not a closure of views", at: e)
        }
        if closure.signature != nil, !proxy { throw unsupported("this closure takes no parameters", at: closure.signature!) }
        return try builder(closure.statements)
    }
}
