import LayoutEngine
import SwiftSyntax

/// What the source declares besides its views' bodies: `View` structs, custom alignment guides
/// and top-level constants.
struct Declarations {
    /// `struct Name: View`, by name, in source order.
    var views: [(name: String, decl: StructDeclSyntax)] = []
    /// `AlignmentID` types, by name: the name of their `defaultValue(in:)` parameter and the
    /// expression it returns.
    var alignmentIDs: [String: (parameter: String, value: ExprSyntax)] = [:]
    /// `static let name = VerticalAlignment(Type.self)`: the guide's axis and its ID type.
    var guides: [String: (axis: Axis, type: String, at: Syntax)] = [:]
    /// The top-level view expressions.
    var roots: [ExprSyntax] = []
    /// Structs that may be views, in source order: a struct is one when it or an extension
    /// of it conforms to `View`.
    var structs: [(name: String, decl: StructDeclSyntax, isView: Bool)] = []
    /// The member blocks of each type's extensions, by the type's name.
    var extensions: [String: [MemberBlockSyntax]] = [:]
    /// Types an extension makes `View`s (`extension Row: View { var body: … }`).
    var extendedViews: Set<String> = []
    /// `ViewModifier` structs, by name.
    var viewModifiers: [String: StructDeclSyntax] = [:]
    /// Methods of `extension View`, by base name: modifiers the source writes.
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    /// Free functions (`func badge(_ n: Int) -> some View`), by base name.
    var functions: [String: FunctionDeclSyntax] = [:]
    /// The bodies of `#Preview { … }` macros, in source order.
    var previews: [ClosureExprSyntax] = []
    /// `static var previews: some View { … }` of `PreviewProvider` structs, in source order.
    var previewProviders: [CodeBlockItemListSyntax] = []

    func view(named name: String) -> StructDeclSyntax? { views.last { $0.name == name }?.decl }
}

extension Translator {
    /// Reads the file's top-level items; top-level constants go into the outermost scope.
    mutating func collectDeclarations() throws(SourceError) {
        try collectItems(file.statements)
        declarations.views = declarations.structs.filter { $0.isView || declarations.extendedViews.contains($0.name) }
            .map { ($0.name, $0.decl) }
    }

    private mutating func collectItems(_ items: CodeBlockItemListSyntax) throws(SourceError) {
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if let active = activeStatements(config) { try collectItems(active) }
                    continue
                }
                try collect(decl)
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) { collectPreview(macro.macroName, macro.trailingClosure) }
                else { declarations.roots.append(expr) }
            case .stmt(let stmt):
                guard let expr = stmt.as(ExpressionStmtSyntax.self)?.expression else {
                    throw unsupported("only view expressions and declarations are read at the top level", at: stmt)
                }
                declarations.roots.append(expr)
            }
        }
    }

    /// Declarations that change no layout (the app, classes and models, protocols, other
    /// extensions) are passed over: reading their values gives stand-ins.
    private mutating func collect(_ decl: DeclSyntax) throws(SourceError) {
        if let variable = decl.as(VariableDeclSyntax.self) { return try bindConstants(variable) }
        if let function = decl.as(FunctionDeclSyntax.self) {
            declarations.functions[function.name.text] = function
            return
        }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) { return collectPreview(macro.macroName, macro.trailingClosure) }
        if let type = decl.as(StructDeclSyntax.self) {
            if conforms(type.inheritanceClause, to: "AlignmentID") {
                try collectAlignmentID(type.name, type.memberBlock)
            } else if conforms(type.inheritanceClause, to: "PreviewProvider") {
                collectPreviewProvider(type.memberBlock)
            } else if conforms(type.inheritanceClause, to: "ViewModifier") {
                declarations.viewModifiers[type.name.text] = type
            } else {
                declarations.structs.append((type.name.text, type, conforms(type.inheritanceClause, to: "View")))
            }
            return
        }
        if let type = decl.as(EnumDeclSyntax.self), conforms(type.inheritanceClause, to: "AlignmentID") {
            return try collectAlignmentID(type.name, type.memberBlock)
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            let name = ext.extendedType.trimmedDescription
            if ["HorizontalAlignment", "VerticalAlignment"].contains(name) { return try collectGuides(ext) }
            declarations.extensions[name, default: []].append(ext.memberBlock)
            if name == "View" || name == "SwiftUI.View" {
                for member in ext.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) { declarations.viewExtensions[function.name.text] = function }
                }
            }
            if conforms(ext.inheritanceClause, to: "View") { declarations.extendedViews.insert(name) }
        }
    }

    /// `#Preview { … }` and `#Preview("Name", traits: …) { … }`.
    private mutating func collectPreview(_ name: TokenSyntax, _ body: ClosureExprSyntax?) {
        if name.text == "Preview", let body { declarations.previews.append(body) }
    }

    private mutating func collectPreviewProvider(_ members: MemberBlockSyntax) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                  case .getter(let items)? = binding.accessorBlock?.accessors else { continue }
            declarations.previewProviders.append(items)
        }
    }

    func conforms(_ clause: InheritanceClauseSyntax?, to name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.spelledName == name || $0.type.spelledName == "SwiftUI.\(name)" } ?? false
    }

    /// `static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }`.
    private mutating func collectAlignmentID(_ name: TokenSyntax, _ members: MemberBlockSyntax) throws(SourceError) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "defaultValue" else { continue }
            guard let parameter = function.signature.parameterClause.parameters.first,
                  let body = function.body, let expr = singleExpression(body.statements) else {
                throw unsupported("defaultValue(in:) must return one expression over its ViewDimensions", at: function)
            }
            declarations.alignmentIDs[name.text] = ((parameter.secondName ?? parameter.firstName).text, expr)
            return
        }
        throw unsupported("an AlignmentID needs `static func defaultValue(in:) -> CGFloat`", at: name)
    }

    /// `extension VerticalAlignment { enum Mid: AlignmentID { … }; static let mid = VerticalAlignment(Mid.self) }`.
    private mutating func collectGuides(_ ext: ExtensionDeclSyntax) throws(SourceError) {
        let extended = ext.extendedType.trimmedDescription
        guard extended == "HorizontalAlignment" || extended == "VerticalAlignment" else {
            throw unsupported("only extensions of HorizontalAlignment and VerticalAlignment are read", at: ext)
        }
        let axis: Axis = extended == "HorizontalAlignment" ? .horizontal : .vertical
        for member in ext.memberBlock.members {
            let decl = member.decl
            if let type = decl.as(EnumDeclSyntax.self), conforms(type.inheritanceClause, to: "AlignmentID") {
                try collectAlignmentID(type.name, type.memberBlock)
            } else if let type = decl.as(StructDeclSyntax.self), conforms(type.inheritanceClause, to: "AlignmentID") {
                try collectAlignmentID(type.name, type.memberBlock)
            } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = guideInitializer(binding, extended) {
                declarations.guides[name] = (axis, value, Syntax(binding))
            } else {
                throw unsupported("an alignment extension may hold AlignmentID types and `static let name = "
                                  + "\(extended)(ID.self)`", at: decl)
            }
        }
    }

    /// The ID type named by `= VerticalAlignment(Mid.self)` or `= .init(Mid.self)`, or by a
    /// computed `{ VerticalAlignment(Mid.self) }`.
    private func guideInitializer(_ binding: PatternBindingSyntax, _ extended: String) -> String? {
        var expr = binding.initializer?.value
        if expr == nil, case .getter(let body)? = binding.accessorBlock?.accessors { expr = singleExpression(body) }
        guard let call = expr?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              [extended, ".init", "\(extended).init"].contains(call.calledExpression.spelledName),
              let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self", let base = member.base else { return nil }
        return base.trimmedDescription
    }

    /// The one expression of a body (`{ x }` or `{ return x }`), if that is all it holds.
    func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first?.item else { return nil }
        switch item {
        case .expr(let expr): return expr
        case .stmt(let stmt):
            if let ret = stmt.as(ReturnStmtSyntax.self) { return ret.expression }
            return stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
