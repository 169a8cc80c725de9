import LayoutEngine

/// What a view inherits from the views around it.
struct ViewContext {
    /// The major axis of the enclosing HStack or VStack, which orients a Spacer or Divider;
    /// `nil` for ZStack children, overlay and background content, and the root.
    var stackAxis: Axis?
    /// The environment set by enclosing text modifiers (`font`, `lineLimit`, …), `imageScale`
    /// and `labelsHidden`.
    var text: TextEnvironment
    /// The view level: 1 for the root.
    var depth: Int
    /// The layout layers (views and modifier layers) nested around this view.
    var layers = 0
    /// `false` inside a modifier of an `EmptyView`: such views are validated and indexed but,
    /// like everything applied to an EmptyView, make no nodes (OpenSwiftUI
    /// `Sources/OpenSwiftUICore/Layout/Layout.swift`, `makeStaticView`).
    var attached = true
    /// The container the view is a direct child of, where that decides what the view may be.
    var enclosing = EnclosingContainer.other

    /// Whether the view is a row of a List or Form: a direct child of one or of its Section.
    var isListRow: Bool { enclosing == .list || enclosing == .section }
}

/// The containers whose direct children may be views allowed nowhere else.
enum EnclosingContainer {
    /// A Grid, the one place a GridRow may be.
    case grid
    /// A List or Form, the one place a Section may be; its children are rows or Sections.
    case list
    /// A Section, whose children are rows.
    case section
    case other
}

/// The members every view may have, found before its parameters are read.
struct ViewParts {
    var type: WireViewType
    var object: Int
    /// The `id` string token, made into a `String` only for the index (so that copying the
    /// parts, which every parameter reader does, costs no reference counting).
    var id: Int?
    var children: (key: Int, value: Int)?
    var modifiers: (key: Int, value: Int)?

    /// The name used in messages: the view type.
    var owner: String { type.rawValue }
}

extension Key {
    /// Members common to every view, read by `viewParts` rather than by the parameter readers.
    var isViewStructure: Bool { self == .type || self == .id || self == .children || self == .modifiers }
}

extension Lowering {
    /// Calls `read` for each of the view's own parameters (every member but `type`, `id`,
    /// `children` and `modifiers`): see `forEachMember`.
    @inline(__always)
    mutating func forEachParameter(
        of parts: ViewParts, _ read: (inout Lowering, Key, Int) throws(WireError) -> Bool
    ) throws(WireError) {
        try forEachMember(of: parts.object, in: parts.owner, skipping: { $0.isViewStructure }, read)
    }

    /// Lowers the view object `v` (the path points at it) and returns its outermost node.
    mutating func lowerView(_ v: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        // Checked before descending, so recursion never exceeds `maxDepth` view levels.
        guard context.depth <= limits.maxDepth else {
            throw error(.tooDeep, "views nest more than \(limits.maxDepth) levels deep")
        }
        let parts = try viewParts(try object(v, "a view"))
        // Layout recurses once per nested layer, so the chain of modifier layers counts too:
        // one view with thousands of modifiers must not exhaust the stack.
        let layers = context.layers + 1 + (parts.modifiers.map { tape.kind($0.value) == .array ? tape.count($0.value) : 0 } ?? 0)
        guard layers <= limits.maxLayers else {
            throw error(.tooDeep, "views and modifier layers nest more than \(limits.maxLayers) deep")
        }
        let viewIndex = index.views.count
        index.views.append(WireIndex.View(type: parts.type, id: parts.id.map(tape.string), node: nil, modifiers: 0..<0))
        let modifiers = try prepareModifiers(parts, viewIndex)
        var inner = context
        inner.layers = layers
        modifiers.apply(to: &inner.text, above: -1)
        let node = try lowerBody(parts, viewIndex, inner, resizable: modifiers.resizable)
        index.views[viewIndex].node = node
        var outer = context
        outer.layers = layers  // overlay and background content nest inside this view's layers
        return try lowerModifiers(modifiers, node, outer)
    }

    /// Finds `type`, `id`, `children` and `modifiers`; other members are read by type.
    private mutating func viewParts(_ v: Int) throws(WireError) -> ViewParts {
        var type: WireViewType?
        var parts = ViewParts(type: .emptyView, object: v)
        var seen: UInt128 = 0
        for (k, value) in tape.members(v) {
            guard let key = tape.key(k)?.key, key.isViewStructure else { continue }
            _ = try self.key(k, in: "a view", seen: &seen)
            switch key {
            case .type: type = try viewType(k, value)
            case .id:
                enter(k)
                parts.id = try stringToken(value, Field(owner: "view", key: .id))
                leave()
            case .children: parts.children = (k, value)
            case .modifiers: parts.modifiers = (k, value)
            default: break
            }
        }
        guard let type else { throw missing(.type, in: "a view", WireViewType.table.choices) }
        parts.type = type
        return parts
    }

    private mutating func viewType(_ k: Int, _ v: Int) throws(WireError) -> WireViewType {
        // The path matters only for an error, so the common case leaves it alone.
        if let (type, _) = tape.word(WireViewType.self, v) { return type }
        enter(k)
        defer { leave() }
        guard tape.kind(v) == .string else { throw error(.wrongType, "a view's type must be a string") }
        let name = tape.string(v)
        let hint = tape.word(WireModifierType.self, v) != nil ? " (\"\(name)\" is a modifier: put it in \"modifiers\")" : ""
        throw error(.unknownType, "unknown view type \"\(name)\"\(hint); expected \(WireViewType.table.choices)")
    }
}
