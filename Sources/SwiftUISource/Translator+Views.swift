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
        var optionalMap: FunctionCallExprSyntax?
        while calls.count <= limits.wire.maxLayers {
            if let postfix = base.as(PostfixIfConfigExprSyntax.self), let inner = postfix.base {
                calls += activeModifiers(postfix)
                base = inner
                continue
            }
            guard let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let inner = member.base, !isTypeName(inner), inner.as(DeclReferenceExprSyntax.self)?.baseName.text != "self" else { break }
            if member.declName.baseName.text == "map", mapClosure(call) != nil {
                optionalMap = call  // `value.map { v in view }`: the chain's base is the mapped view
                break
            }
            calls.append(call)
            base = inner
        }
        guard calls.count <= limits.wire.maxLayers else {
            throw fail(.tooDeep, "more than \(limits.wire.maxLayers) modifiers in one chain (LAYOUT_MAX_LAYERS)", at: expr)
        }
        var nodes: [ViewNode]
        if let optionalMap { nodes = try mappedViews(optionalMap) } else { nodes = try baseViews(base) }
        for call in calls.reversed() {
            for i in nodes.indices { try applyModifier(call, to: &nodes[i]) }
        }
        return nodes
    }

    /// `Color`, `HStack`: a capitalised name, which a member access calls on rather than modifies.
    private func isTypeName(_ e: ExprSyntax) -> Bool {
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isUppercase ?? false
    }

    private mutating func baseViews(_ e: ExprSyntax) throws(SourceError) -> [ViewNode] {
        // Each cast once: a cast costs a reference count, and most expressions here are calls.
        let call = e.as(FunctionCallExprSyntax.self)
        if call == nil, let sequence = e.as(SequenceExprSyntax.self) {
            // `isOn ? onImage : offImage`: the branch the condition takes.
            if let (condition, then, rest) = ternary(elements(of: sequence)[...]), rest.count == 1 {
                return try views(booleanOf(condition) ? then : rest[rest.startIndex])
            }
            if let text = try concatenatedText(sequence) { return [text] }
        }
        // `(Text("a") + Text("b")).font(.title)`: parentheses around a view are the view.
        if call == nil, let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try views(only.expression)
        }
        if call == nil, let member = e.as(MemberAccessExprSyntax.self), let base = member.base, isTypeName(base),
           ["Color", "UIColor"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text) {
            return [try colorView(member)]
        }
        if let call {
            // `Color.sbbColor(.viewBackground)`: a colour an app's own function makes (`colorValue`).
            if Self.isAppColorFunction(call) { return [try colorView(call)] }
            if let node = try layoutContainerView(call) { return [node] }
            if let own = ownName(call.calledExpression), own.first?.isLowercase ?? false {
                if let nodes = try calledViews(own, call) { return nodes }
                // `padding(8)` or `self.padding(8)` in a View extension's method: a modifier of `self`.
                if case .view(let box)? = scope.lookup("self") {
                    var node = box.node
                    try applyModifier(call, to: &node)
                    return [node]
                }
            }
        } else if let own = ownName(e), let nodes = try namedViews(own, at: e) {
            return nodes
        }
        // `SwiftUI.Button(…)`: a view named with its module, as code that declares a Button of
        // its own writes SwiftUI's.
        let callee = call?.calledExpression
        guard let call, let name = callee?.as(DeclReferenceExprSyntax.self) ?? callee?.as(MemberAccessExprSyntax.self)
            .flatMap({ $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" ? $0.declName : nil }) else {
            if e.is(DeclReferenceExprSyntax.self), let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name.first?.isUppercase ?? false {
                throw unsupported("\(name) is a type, not a view: write \(name)(…)\(name == "Color" ? " or Color.red" : "")", at: e)
            }
            // `landmark.image`, `Theme.background`, `Palette.color(for: kind).view`: a view (or a
            // colour, which takes the space offered as the stand-in does) from outside.
            if e.is(MemberAccessExprSyntax.self) || e.is(DeclReferenceExprSyntax.self),
               let value = try? evaluate(e, .int), case .placeholder(let source) = value {
                return [try viewStandIn(source, at: e)]
            }
            throw unsupported("\(text(e)) is not a view the front end reads", at: e)
        }
        let type = name.baseName.text
        // SwiftUI's views with readers of their own, unless the source declares one of that name.
        let decl = declarations.view(named: type)
        if decl == nil, let node = try controlView(type, call) { return [node] }
        let wire = WireViewType(rawValue: type)
        let anyView = type == "AnyView" && call.arguments.count == 1 && call.arguments.first?.label == nil
        guard decl != nil || wire != nil || anyView || ["ForEach", "Group", "ScrollViewReader", "Color"].contains(type) else {
            guard !SwiftUIViews.names.contains(type) else {
                throw unsupported("\(type) is not a view the wire has (\(Self.viewNames))", at: name)
            }
            // A view from outside: its arguments, closures however many included, are not read.
            return [try viewStandIn(type, at: call)]
        }
        // A declared view matches labelled trailing closures to its parameters (`Arguments`).
        guard call.additionalTrailingClosures.isEmpty || decl != nil else {
            throw unsupported("more than one trailing closure is not read", at: call.additionalTrailingClosures)
        }
        switch type {
        case "ForEach": return try forEach(call)
        case "Group": return try closureViews(try builderContent(call, of: type))
        // A reader whose proxy scrolls (Apple, `ScrollViewReader`): Apple states no layout of its
        // own, and its content is laid out where the reader stands, as a Group's is; the proxy is
        // read only by actions, which change no layout (docs/fidelity.md).
        case "ScrollViewReader": return try closureViews(try builderContent(call, of: type), taking: .scrollProxy)
        case _ where anyView: return try views(call.arguments.first!.expression)
        default: break
        }
        if let decl { return try customView(decl, call) }
        if type == "Color" { return [try colorView(call)] }
        return [try wireView(wire!, call)]
    }

    /// A view the source uses but declares elsewhere (`MovieHeader(movie: movie)` from another
    /// file of the app, `landmark.image` from a model): a `Rectangle`, which takes the space
    /// it is offered, listed as a stand-in. Its arguments and content are not read.
    private mutating func viewStandIn(_ name: String, at node: some SyntaxProtocol) throws(SourceError) -> ViewNode {
        try spendView(at: node)
        placeholders.record(Placeholder(expression: name, role: .view, source: range(of: node)))
        var view = ViewNode(type: .rectangle, range: range(of: node))
        view.isStandIn = true
        return view
    }

    static let viewNames = WireViewType.allCases.map(\.rawValue).joined(separator: ", ")

    /// A view of the wire's, its arguments `call`'s unless others are given (a layout
    /// container's, `Translator+LayoutContainers.swift`).
    mutating func wireView(_ type: WireViewType, _ call: FunctionCallExprSyntax, _ arguments: Arguments? = nil) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        if type == .image, let standIn = imageStandIn(call) { return standIn }
        depth += 1
        defer { depth -= 1 }
        var node = ViewNode(type: type, range: range(of: call))
        if type.isContainer { node.children = [] }
        for (param, value) in try readArguments(type.rawValue, type.swiftSignatures, arguments ?? Arguments(call), at: call) {
            switch value {
            case .member(let json): if let key = param.key { node.members.append(JSONValue.Member(key, json)) }
            case .children(let children): node.children = children
            case .omitted, .view: break
            }
        }
        return node
    }

    /// `Image(systemSymbol: .star)`: an initializer SwiftUI's `Image` does not have (its first
    /// label is none of SwiftUI's), so an extension another file or module declares. What
    /// image it makes is not in the source: it is a named image of unknown size, named by the
    /// call's text, listed as a stand-in; its arguments are not read.
    private mutating func imageStandIn(_ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let first = call.arguments.first, !Self.imageLabels.contains(first.label?.text) else { return nil }
        let name = standIn(text(call))
        guard case .placeholder(let expression) = name else { return nil }
        placeholders.record(Placeholder(expression: expression, role: .image, source: range(of: call)))
        return ViewNode(type: .image, members: [.init(.name, .string(expression))], range: range(of: call))
    }

    /// The first argument labels of SwiftUI's own `Image` initializers.
    private static let imageLabels: Set<String?> = [nil, "systemName", "decorative", "uiImage", "nsImage", "size", "resource"]

    /// `Group { … }`: its views, no node of its own.
    private func builderContent(_ call: FunctionCallExprSyntax, of type: String) throws(SourceError) -> ExprSyntax {
        if let closure = call.trailingClosure, call.arguments.isEmpty { return ExprSyntax(closure) }
        if call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "content",
           call.trailingClosure == nil {
            return argument.expression
        }
        throw unsupported("\(type) is read as \(type) { … }", at: call)
    }

    /// The parameter a `@ViewBuilder` closure takes.
    enum ClosureParameter {
        /// None: `{ Text("a") }`.
        case none
        /// A GeometryReader's proxy, bound to a value known only while laying out, which data
        /// cannot read (not a stand-in: its size is what the layout gives, not 0).
        case geometryProxy
        /// A ScrollViewReader's proxy, which has no data: a stand-in.
        case scrollProxy
    }

    /// A `@ViewBuilder` closure's views, with its parameter bound as `parameter` says.
    mutating func closureViews(_ e: ExprSyntax, taking parameter: ClosureParameter = .none) throws(SourceError) -> [ViewNode] {
        guard let closure = e.as(ClosureExprSyntax.self) else {
            throw unsupported("\(text(e)) is not a closure of views", at: e)
        }
        guard let signature = closure.signature else { return try builder(closure.statements) }
        let bound: (String) -> Constant
        switch parameter {
        case .none: throw unsupported("this closure takes no parameters", at: signature)
        case .geometryProxy: bound = { .layoutTime($0) }
        case .scrollProxy: bound = { .placeholder($0) }
        }
        scope.push()
        defer { scope.pop() }
        if case .simpleInput(let names)? = signature.parameterClause, let name = names.first?.name.text {
            scope.bind(name, bound(name))
        } else if case .parameterClause(let clause)? = signature.parameterClause, let first = clause.parameters.first {
            scope.bind((first.secondName ?? first.firstName).text, bound(first.firstName.text))
        }
        return try builder(closure.statements)
    }
}
