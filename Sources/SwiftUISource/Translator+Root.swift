import LayoutWire
import SwiftSyntax

/// The root view, and views the source declares (`struct Row: View`), expanded where used with
/// their stored constants bound from the call's arguments or their initial values.
extension Translator {
    mutating func translateRoot(named root: String?) throws(SourceError) -> ViewNode {
        try collectDeclarations()
        let nodes: [ViewNode]
        if let root {
            guard let decl = declarations.view(named: root) else {
                throw fail(.unsupported, "the source declares no view named \(root)", at: file)
            }
            nodes = try customView(decl, nil)
        } else if let expr = declarations.roots.last {
            guard declarations.roots.count == 1 else {
                throw unsupported("the source holds more than one top-level view expression", at: expr)
            }
            depth = 0
            nodes = try views(expr)
        } else if let last = declarations.views.last {
            nodes = try customView(last.decl, nil)
        } else {
            throw fail(.unsupported, "the source holds no view: write a view expression or `struct Name: View`", at: file)
        }
        guard nodes.count == 1 else {
            throw fail(.unsupported, "the root makes \(nodes.count) views; wrap them in a stack", at: file)
        }
        return nodes[0]
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
        var arguments = Arguments(call).list
        if let closure = call?.trailingClosure { throw unsupported("\(name) takes no closure", at: closure) }
        var body: CodeBlockItemListSyntax?
        var bound: [(String, Constant)] = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                throw unsupported("only stored constants and `body` are read in a View", at: member.decl)
            }
            if let attribute = variable.attributes.first {
                throw unsupported("\(attribute.trimmedDescription) is state or a binding, which is not read; write a `let`", at: attribute)
            }
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw unsupported("a property is read as `let name: Type = value`", at: binding)
                }
                if property == "body" {
                    guard case .getter(let items)? = binding.accessorBlock?.accessors else {
                        throw unsupported("body is read as `var body: some View { … }`", at: binding)
                    }
                    body = items
                    continue
                }
                bound.append((property, try propertyValue(binding, property, &arguments, view: name)))
            }
        }
        if let extra = arguments.first { throw unsupported("\(name) has no property \(extra.label ?? "_")", at: extra.expr) }
        guard let body else { throw unsupported("\(name) has no `var body: some View`", at: decl.name) }
        scope.push()
        defer { scope.pop() }
        for (property, value) in bound { scope.bind(property, value) }
        return try builder(body)
    }

    /// A property's value: the argument of that label (memberwise initializer order), else its
    /// initial value.
    private func propertyValue(_ binding: PatternBindingSyntax, _ property: String,
                               _ arguments: inout [(label: String?, expr: ExprSyntax)], view: String) throws(SourceError) -> Constant {
        let type = binding.typeAnnotation?.type
        if let first = arguments.first, first.label == property {
            arguments.removeFirst()
            return try constantValue(first.expr, annotation: type)
        }
        guard let value = binding.initializer?.value else {
            throw unsupported("\(view) needs a value for \(property)", at: binding)
        }
        return try constantValue(value, annotation: type)
    }
}
