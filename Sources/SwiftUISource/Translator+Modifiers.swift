import LayoutEngine
import LayoutWire
import SwiftSyntax

/// One modifier call applied to a view: a wire modifier from the table, one of the few Swift
/// modifiers that set a member of the view itself (`id`, a shape's `fill`), one that changes
/// no frame (`NoLayoutModifier`), listed as ignored, or the app's own from another file,
/// applied as none and listed as a stand-in; SwiftUI's own that change a frame the wire cannot
/// lay out are refused by name (`SwiftUIModifiers`).
extension Translator {
    mutating func applyModifier(_ call: FunctionCallExprSyntax, to node: inout ViewNode) throws(SourceError) {
        // `.padding()`, or `padding()` with `self` left out in a View extension's method.
        let nameToken: TokenSyntax, start: Syntax
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            (nameToken, start) = (member.declName.baseName, Syntax(member.period))
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            (nameToken, start) = (reference.baseName, Syntax(reference))
        } else {
            return
        }
        let name = nameToken.text
        guard call.additionalTrailingClosures.isEmpty else {
            throw unsupported("more than one trailing closure is not read", at: call.additionalTrailingClosures)
        }
        let source = range(of: start, through: call)
        switch ReaderModifier(name) {
        case .id?:
            guard call.arguments.count == 1, let value = call.arguments.first?.expression, call.trailingClosure == nil else {
                throw unsupported(".id takes one value", at: call)
            }
            node.id = try inferred(value).text
            return
        case .paint?:
            // A shape's paint (the wire's `color`), which changes no size; anywhere else it is
            // ignored below, as is a colour the wire cannot name.
            if isShape(node.type), node.modifiers.isEmpty, call.arguments.count == 1, let value = call.arguments.first,
               let color = try? colorName(value.expression) {
                node.members.removeAll { $0.key == Key.color.rawValue }
                node.members.append(.init(.color, .string(color)))
                return
            }
        case .style(let style)?: return try styleModifier(name, style, call, on: &node, range: source)
        case .environment?: return try environmentModifier(call, range: source, on: &node)
        case .navigationBar(let bar)?: return try navigationModifier(bar, name, call, range: source)
        case .navigationOnly?:
            ignored.append(IgnoredModifier(name: name, kind: "navigation", source: source))
            return
        case .tag?:
            if call.arguments.count == 1, let value = call.arguments.first?.expression {
                node.tag = try? inferred(value)  // read by a Picker; it changes no layout, so it is listed as ignored below
            }
        case nil: break
        }
        // An image's own modifier on the stand-in of a view from outside (`landmark.image
        // .resizable()`): the stand-in already takes the space offered.
        if node.isStandIn, name == WireModifierType.resizable.rawValue {
            ignored.append(IgnoredModifier(name: name, kind: "standIn", source: source))
            return
        }
        if let custom = try customModifier(name, call, node) {
            node = custom
            return
        }
        if let kind = NoLayoutModifier.kind(of: name) {
            ignored.append(IgnoredModifier(name: name, kind: kind.rawValue, source: source))
            return
        }
        let other = Self.otherSpelling(name)
        guard let type = other?.type ?? WireModifierType(rawValue: name) else {
            guard !SwiftUIModifiers.changingLayout.contains(name) else {
                throw unsupported(".\(name) is not a modifier the wire has (\(Self.modifierNames))", at: nameToken)
            }
            // The app's own modifier, from another file: applied as none, and listed.
            placeholders.record(Placeholder(expression: ".\(name)", role: .modifier, source: source))
            return
        }
        if other == nil, Self.unlabelledOnly.contains(type), call.arguments.contains(where: { $0.label != nil }) {
            // Compiles only against the app's own overload, from another file
            // (`.font(style: .title2, weight: .bold)`): applied as none, and listed.
            placeholders.record(Placeholder(expression: ".\(name)", role: .modifier, source: source))
            return
        }
        try spend(at: call)
        var modifier = ModifierNode(type: type, range: source)
        modifier.members = other?.members ?? []
        let signatures = other?.signatures ?? type.swiftSignatures
        let values: [(Param, ArgumentValue)]
        do {
            values = try readArguments(name, signatures, Arguments(call), at: nameToken)
        } catch {
            // A font the reader refuses may be one from outside the source, which stands in.
            if type == .font, other == nil, try fontStandIn(call, range: source, on: &node) { return }
            throw error
        }
        var layers: (key: Key, views: [ViewNode])?
        for (param, value) in values {
            switch value {
            case .member(let json): if let key = param.key { modifier.members.append(JSONValue.Member(key, json)) }
            case .view(let view): modifier.content = (param.key ?? .content, view)
            case .children(let views) where param.kind == .layers: layers = (param.key ?? .content, views)
            case .omitted, .children: break
            }
        }
        if let layers {  // after the loop: the alignment may follow the content
            let alignment = modifier.members.first { $0.key == Key.alignment.rawValue }?.value
            modifier.content = (layers.key, implicitZStack(layers.views, alignment: alignment, range: source))
        }
        node.modifiers.append(modifier)
    }

    static let modifierNames = WireModifierType.allCases.map(\.rawValue).joined(separator: ", ")

    /// Modifiers whose every SwiftUI form takes one unlabelled argument (Apple: `View.font(_:)`
    /// and `Text.font(_:)`, `fontWeight(_:)`, `fontDesign(_:)`), so that a call with a label is
    /// an app's own overload.
    static let unlabelledOnly: Set<WireModifierType> = [.font, .fontWeight, .fontDesign]

    /// A Swift modifier that is another wire modifier spelled otherwise: what it reads and the
    /// members it implies. A switch rather than a stored dictionary: LeakSanitizer, in the
    /// source fuzzer, reports a once-built global table's boxed values as leaked.
    static func otherSpelling(_ name: String) -> (type: WireModifierType, signatures: [Signature], members: [JSONValue.Member])? {
        switch name {
        // Deprecated since iOS 14 for `ignoresSafeArea(_:edges:)` (Apple, `edgesIgnoringSafeArea(_:)`):
        // `ignoresSafeArea(edges: .top)`. Whether it also ignores the keyboard's region is not
        // stated; the keyboard is not modelled.
        case "edgesIgnoringSafeArea": return (.ignoresSafeArea, [[Param(nil, .edgeSet, key: .edges, required: true)]], [])
        // "The fixed-width variant of the current font, if possible" (Apple, `monospaced(_:)`,
        // iOS 16): for the system font, the design `fontDesign(.monospaced)` names, SF Mono.
        case "monospaced": return (.fontDesign, [[]], [.init(.design, .string(FontDesign.monospaced.rawValue))])
        default: return nil
        }
    }

    private func isShape(_ type: WireViewType) -> Bool {
        if case .shape = type.role { true } else { false }
    }

    /// From the modifier's name to the end of its call: `.frame(width: 50)` without its base.
    func range(of start: some SyntaxProtocol, through end: some SyntaxProtocol) -> LayoutWire.SourceRange {
        let from = range(of: start)
        let to = range(of: end)
        return LayoutWire.SourceRange(line: from.line, column: from.column, endLine: to.endLine, endColumn: to.endColumn)
    }
}
