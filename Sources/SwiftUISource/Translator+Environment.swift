import LayoutEngine
import LayoutWire
import SwiftSyntax

/// `.environment(\.key, value)`: the keys that change no frame are applied as SwiftUI's layout
/// applies them, not at all, and listed as ignored; the Dynamic Type size (or the content size
/// category it replaced) and a List's least row height are the wire's `dynamicTypeSize` and
/// `defaultMinListRowHeight`; any other key is
/// refused by name, since it may change a size.
extension Translator {
    mutating func environmentModifier(_ call: FunctionCallExprSyntax, range source: LayoutWire.SourceRange,
                                      on node: inout ViewNode) throws(SourceError) {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, let path = arguments[0].expression.as(KeyPathExprSyntax.self),
              let key = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text else {
            if arguments.count == 1 {  // `.environment(model)`: an observable object, data only
                return ignored.append(IgnoredModifier(name: "environment", kind: NoLayoutModifier.Kind.identity.rawValue, source: source))
            }
            throw unsupported(".environment is read as .environment(\\.key, value)", at: call)
        }
        if let kind = Self.environmentKeysWithoutLayout[key] {
            return ignored.append(IgnoredModifier(name: "environment(\\.\(key))", kind: kind.rawValue, source: source))
        }
        let type: WireModifierType, value: JSONValue
        switch key {
        case "dynamicTypeSize":
            type = .dynamicTypeSize
            value = .string(try name(arguments[1].expression, DynamicTypeSize.spellings, "a DynamicTypeSize"))
        // The deprecated `ContentSizeCategory`, whose twelve sizes are `DynamicTypeSize`'s in
        // the same order (Apple, `ContentSizeCategory`: "Use DynamicTypeSize instead").
        case "sizeCategory":
            // A text field under it keeps the device's size on iOS 18 while the Text around it
            // grows (docs/evidence/controls.md, measured at accessibility5); the wire's one text
            // size cannot say both, so a field under it is refused.
            guard !Self.holdsTextField(node) else {
                throw unsupported(".environment(\\.sizeCategory, …) over a text field: the field keeps the device's size "
                                  + "while Text grows (measured on iOS 18); set .dynamicTypeSize instead", at: path)
            }
            type = .dynamicTypeSize
            let category = try name(arguments[1].expression, Self.contentSizeCategories, "a ContentSizeCategory")
            value = .string(DynamicTypeSize.allCases[Self.contentSizeCategories.firstIndex(of: category)!].rawValue)
        case "defaultMinListRowHeight":
            guard case .member(let height) = try read(.rowHeight, arguments[1].expression) else {
                throw unsupported("defaultMinListRowHeight is a length", at: arguments[1].expression)
            }
            (type, value) = (.defaultMinListRowHeight, height)
        default:
            throw unsupported(".environment(\\.\(key), …) may change a size, and the wire does not read it", at: path)
        }
        try spend(at: call)
        var modifier = ModifierNode(type: type, range: source)
        modifier.members.append(.init(.value, value))
        node.modifiers.append(modifier)
    }

    /// Whether `node` is or holds a TextField or SecureField.
    static func holdsTextField(_ node: ViewNode) -> Bool {
        if node.type == .textField || node.type == .secureField { return true }
        return (node.children ?? []).contains(where: holdsTextField) || node.viewMembers.contains { holdsTextField($0.view) }
            || node.modifiers.contains { $0.content.map { holdsTextField($0.view) } ?? false }
    }

    /// `ContentSizeCategory`'s sizes, smallest first, as `DynamicTypeSize.allCases` lists its own.
    static let contentSizeCategories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// Environment values that change what is drawn or done, not where: the colour scheme
    /// (paint), the edit mode and the actions and stores a view reads (behaviour).
    static let environmentKeysWithoutLayout: [String: NoLayoutModifier.Kind] = [
        "colorScheme": .paint, "editMode": .behaviour, "managedObjectContext": .behaviour, "openURL": .behaviour,
        "dismiss": .behaviour, "isEnabled": .behaviour, "modelContext": .behaviour,
    ]
}
