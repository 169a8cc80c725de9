import LayoutWire
import SwiftSyntax

/// The root view, and views the source declares (`struct Row: View`), expanded where used with
/// their stored constants bound from the call's arguments or their initial values.
extension Translator {
    mutating func translateRoot(named root: String?) throws(SourceError) -> ViewNode {
        try collectDeclarations()
        depth = 0
        var nodes: [ViewNode]
        var preview = false
        if let root {
            guard let decl = declarations.view(named: root) else {
                throw fail(.unsupported, "the source declares no view named \(root)", at: file)
            }
            nodes = try customView(decl, nil)
        } else if let first = declarations.previews.first {
            (nodes, preview) = (try builder(first.statements), true)
        } else if let previews = declarations.previewProviders.first {
            (nodes, preview) = (try builder(previews), true)
        } else if let expr = declarations.roots.last {
            guard declarations.roots.count == 1 else {
                throw unsupported("the source holds more than one top-level view expression", at: expr)
            }
            nodes = try views(expr)
        } else if let decl = try rootView() {
            nodes = try customView(decl, nil)
        } else {
            throw fail(.unsupported, "the source holds no view: write a view expression or `struct Name: View`", at: file)
        }
        // Xcode's canvas shows each view a preview makes (a Group or ForEach of previews) as a
        // preview of its own, the first one first: that is the one laid out.
        if preview, nodes.count > 1 { nodes = [nodes[0]] }
        guard nodes.count == 1 else {
            throw fail(.unsupported, "the root makes \(nodes.count) views; wrap them in a stack", at: file)
        }
        return nodes[0]
    }

    /// With no preview and no expression: the last `View` struct that can be made without
    /// arguments (every stored property has a value or a wrapper that gives one), as a
    /// screen can; else the last `View` struct, its inputs laid out with stand-ins.
    private func rootView() throws(SourceError) -> StructDeclSyntax? {
        for (_, decl) in declarations.views.reversed() {
            let parts = try viewParts(decl)
            if parts.initializers.isEmpty, parts.stored.allSatisfy({ $0.binding.initializer != nil || $0.wrapper != nil }) {
                return decl
            }
        }
        return declarations.views.last?.decl
    }

    /// The views of `decl`'s body, with its properties bound; `call` gives their values.
    mutating func customView(_ decl: StructDeclSyntax, _ call: FunctionCallExprSyntax?) throws(SourceError) -> [ViewNode] {
        let name = decl.name.text
        guard !expanding.contains(name) else { throw unsupported("\(name) uses itself", at: call.map(Syntax.init) ?? Syntax(decl)) }
        guard expanding.count < limits.wire.maxDepth else {
            throw fail(.tooDeep, "declared views nest more than \(limits.wire.maxDepth) deep", at: decl.name)
        }
        expanding.append(name)
        defer { expanding.removeLast() }
        let parts = try viewParts(decl)
        guard let body = parts.body else { throw unsupported("\(name) has no `var body: some View`", at: decl.name) }
        // Arguments are read in the caller's scope, before the view's own is opened.
        let bound = try boundProperties(parts, call, view: name)
        scope.push()
        members.append(parts.table)
        defer {
            scope.pop()
            members.removeLast()
        }
        for (property, value) in bound { scope.bind(property, value) }
        return try builder(body)
    }

    /// Every stored property's value: from `call`, else its default (`defaultValue`).
    mutating func boundProperties(_ parts: ViewParts, _ call: FunctionCallExprSyntax?,
                                  view name: String) throws(SourceError) -> [(String, Constant)] {
        var given = try initialized(parts, call, view: name)
        var bound: [(String, Constant)] = []
        for property in parts.stored {
            if let value = given.removeValue(forKey: property.name) {
                bound.append((property.name, value))
            } else if call == nil, let value = inputs[property.name] {
                // The root's property from the request's `inputs`, typed as it is declared.
                bound.append((property.name, Self.typed(value, property.binding.typeAnnotation?.type)))
            } else if call != nil, Self.isImplicitlyNil(property) {
                // `var icon: Image?` that the call leaves out is nil, as Swift's memberwise
                // initializer makes it (a root's stays a stand-in: a value from outside).
                bound.append((property.name, .null))
            } else {
                bound.append((property.name, try defaultValue(property)))
            }
        }
        return bound
    }

    /// A `var` of optional type with no initial value and no property wrapper: Swift gives it
    /// `nil` (The Swift Programming Language, "Initialization": optional property types).
    static func isImplicitlyNil(_ property: ViewParts.Stored) -> Bool {
        guard property.wrapper == nil, property.binding.initializer == nil,
              property.binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var),
              let type = property.binding.typeAnnotation?.type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// A whole number given where a `CGFloat` or `Double` is declared is one, as a literal is.
    static func typed(_ value: Constant, _ type: TypeSyntax?) -> Constant {
        guard case .int(let v) = value, ["CGFloat", "Double", "Float"].contains(type?.spelledName) else { return value }
        return .float(Double(v))
    }

    /// The stored properties `call` sets: through the memberwise initializer (arguments in
    /// the properties' order, by their names) or through an `init` the view declares.
    private mutating func initialized(_ parts: ViewParts, _ call: FunctionCallExprSyntax?,
                                      view name: String) throws(SourceError) -> [String: Constant] {
        var arguments = Arguments(call)
        // The root is made without arguments: its inputs are stand-ins, whatever its `init`s take.
        if !parts.initializers.isEmpty, call != nil { return try explicitInit(parts, arguments, call, view: name) }
        var values: [String: Constant] = [:]
        for property in parts.stored {
            if let first = arguments.list.first, first.label == property.name {
                arguments.list.removeFirst()
                values[property.name] = try constantValue(first.expr, annotation: property.binding.typeAnnotation?.type)
            } else if arguments.list.isEmpty, let closure = arguments.trailing, takesContent(property) {
                values[property.name] = .expression(ExprSyntax(closure))
                arguments.trailing = nil
            } else if takesContent(property), let closure = arguments.takeLabelledClosure(property.name, untakenArguments: arguments.list.count) {
                values[property.name] = .expression(ExprSyntax(closure))
            }
        }
        if let extra = arguments.list.first { throw unsupported("\(name) has no property \(extra.label ?? "_")", at: extra.expr) }
        if let closure = arguments.trailing { throw unsupported("\(name) takes no closure", at: closure) }
        if let extra = arguments.labelledTrailing.first {
            throw unsupported("\(name) has no closure property \(extra.label) after the ones before it", at: extra.closure)
        }
        return values
    }

    /// A property a `@ViewBuilder` closure sets: `let content: Content` or `() -> Content`.
    private func takesContent(_ property: ViewParts.Stored) -> Bool {
        guard let type = property.binding.typeAnnotation?.type else { return false }
        if let function = type.as(FunctionTypeSyntax.self) { return function.parameters.isEmpty }
        return type.spelledName == "Content"
    }
}
