import SwiftSyntax

/// What a `View` struct declares besides its stored properties and `body`, read where the body
/// uses it.
struct MemberTable {
    /// Computed properties (`var header: some View { … }`, `var total: Int { items.count }`):
    /// their getter and declared type.
    var computed: [String: (body: CodeBlockItemListSyntax, type: TypeSyntax?)] = [:]
    /// Methods (`func row(_ item: Item) -> some View { … }`), by base name.
    var methods: [String: FunctionDeclSyntax] = [:]
}

/// A `View` struct's members, sorted: what is stored (with its property wrapper, if any), what
/// is computed, its `init`s and its `body`. Nested types, `static` members other than
/// constants, and members that are not properties or functions change no layout and are
/// passed over.
struct ViewParts {
    struct Stored {
        let name: String
        let binding: PatternBindingSyntax
        /// `State`, `Binding`, `Environment`, …: the wrapper's name, without arguments.
        let wrapper: AttributeSyntax?
    }

    var stored: [Stored] = []
    var table = MemberTable()
    var initializers: [InitializerDeclSyntax] = []
    var body: CodeBlockItemListSyntax?
}

extension Translator {
    /// `decl`'s parts, sorted once a translation (kept in `Budget.viewParts`): a view used by
    /// every element of a `ForEach` is not sorted again for each.
    func viewParts(_ decl: StructDeclSyntax) throws(SourceError) -> ViewParts {
        if let parts = budget.viewParts[decl.id] { return parts }
        let parts = try sortedParts(decl)
        budget.viewParts[decl.id] = parts
        return parts
    }

    private func sortedParts(_ decl: StructDeclSyntax) throws(SourceError) -> ViewParts {
        var parts = ViewParts()
        let blocks = [decl.memberBlock] + (declarations.extensions[decl.name.text] ?? [])
        var members = Array(blocks.lazy.flatMap(\.members))
        var i = 0
        while i < members.count {
            let member = members[i]
            i += 1
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if let active = activeMembers(config) { members.insert(contentsOf: active, at: i) }
                continue
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                parts.table.methods[function.name.text] = function
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                parts.initializers.append(initializer)
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw unsupported("a property is read as `let name: Type = value`", at: binding)
                    }
                    if let getter = getter(binding) {
                        if name == "body" { parts.body = getter } else {
                            parts.table.computed[name] = (getter, binding.typeAnnotation?.type)
                        }
                    } else {
                        parts.stored.append(.init(name: name, binding: binding, wrapper: wrapper))
                    }
                }
            }
        }
        return parts
    }

    /// A computed property's getter: `{ … }` or `{ get { … } }`; `nil` for a stored one
    /// (with or without `didSet`).
    func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?:
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// A stored property's value when no argument gives one: its initial value, an
    /// environment value, a `@FocusState`'s `false`, else a stand-in named by the property.
    func defaultValue(_ property: ViewParts.Stored) throws(SourceError) -> Constant {
        let type = property.binding.typeAnnotation?.type
        if let value = property.binding.initializer?.value { return try constantValue(value, annotation: type) }
        switch property.wrapper?.attributeName.spelledName {
        case "Environment":
            if case .argumentList(let list)? = property.wrapper?.arguments, let key = list.first?.expression.as(KeyPathExprSyntax.self),
               let name = key.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
               let value = Self.environmentDefault(name) {
                return value
            }
        case "FocusState" where type?.spelledName == "Bool": return .bool(false)
        default: break
        }
        return .placeholder(property.name)
    }

    /// What `@Environment(\.key)` reads when nothing sets it, for the keys a layout branches on.
    /// SwiftUI's defaults for an iPhone in portrait (Apple's `EnvironmentValues` documentation;
    /// size classes from the Human Interface Guidelines' layout table): light, left to right,
    /// the large Dynamic Type size, compact width, regular height; edit mode inactive (Apple's
    /// tutorial "Working with UI controls" shows `ProfileHost`, which branches on
    /// `editMode?.wrappedValue == .inactive`, with its summary and an Edit button). The request's own
    /// environment is not read here (docs/fidelity.md, "Known differences").
    static func environmentDefault(_ key: String) -> Constant? {
        switch key {
        case "colorScheme": .enumCase("light")
        case "layoutDirection": .enumCase("leftToRight")
        case "dynamicTypeSize", "sizeCategory": .enumCase("large")
        case "horizontalSizeClass": .enumCase("compact")
        case "verticalSizeClass": .enumCase("regular")
        case "colorSchemeContrast": .enumCase("standard")
        case "legibilityWeight": .enumCase("regular")
        case "isEnabled": .bool(true)
        case "isPresented": .bool(false)
        case "editMode": .enumCase("inactive")
        default: nil
        }
    }
}
