import LayoutEngine

/// A view's modifier list after the first pass: its index slots and its Text environment edits.
struct PreparedModifiers {
    var list: (key: Int, value: Int)?
    /// The first of the view's slots in `WireIndex.modifiers`.
    var base: Int
    /// Environment modifiers by position, innermost first.
    var edits: [(position: Int, edit: TextEdit)] = []
    /// Whether the view is an Image with `resizable`.
    var resizable = false

    /// Applies the edits of modifiers outside `position` to `environment`, the innermost last so
    /// that it wins (as `Text("a").font(.title).font(.body)` is a title).
    func apply(to environment: inout TextEnvironment, above position: Int) {
        for (p, edit) in edits.reversed() where p > position { environment.apply(edit) }
    }
}

extension Lowering {
    /// Reserves index slots for the view's modifiers, reads their types, and reads the ones that
    /// must be known before the view itself is lowered (Text environment, `resizable`).
    mutating func prepareModifiers(_ parts: ViewParts, _ viewIndex: Int) throws(WireError) -> PreparedModifiers {
        var prepared = PreparedModifiers(list: parts.modifiers, base: index.modifiers.count)
        defer { index.views[viewIndex].modifiers = prepared.base..<index.modifiers.count }
        guard let (k, list) = parts.modifiers else { return prepared }
        enter(k)
        defer { leave() }
        guard tape.kind(list) == .array else { throw error(.wrongType, "modifiers must be an array of modifier objects") }
        for (i, m) in tape.elements(list).enumerated() {
            path.push(.index(i))
            defer { leave() }
            let type = try modifierType(try object(m, "a modifier"))
            index.modifiers.append(WireIndex.Modifier(type: type))
            switch type.role {
            case .environment(let modifier): prepared.edits.append((i, try textEdit(modifier, m)))
            case .imageMethod:
                try checkResizable(parts.type, position: i, m)
                prepared.resizable = true
            case .layer, .gridCell, .withContent, .listRow: break
            }
        }
        return prepared
    }

    /// Wraps `viewNode` in one layer per modifier, innermost first, and returns the outermost.
    mutating func lowerModifiers(_ prepared: PreparedModifiers, _ viewNode: NodeID?,
                                 _ context: ViewContext) throws(WireError) -> NodeID? {
        var current = viewNode
        guard let (k, list) = prepared.list else { return current }
        enter(k)
        defer { leave() }
        for (i, m) in tape.elements(list).enumerated() {
            path.push(.index(i))
            defer { leave() }
            let slot = prepared.base + i
            let type = index.modifiers[slot].type
            var node: NodeID?
            switch type.role {
            case .environment, .imageMethod:
                break  // read in `prepareModifiers`; no layer of their own
            case .withContent(let modifier):
                var environment = context.text
                prepared.apply(to: &environment, above: i)
                switch modifier {
                case .overlay:
                    node = try lowerOverlay(modifier, { .overlay(alignment: $0) }, m, slot: slot, primary: current, context, environment)
                case .background:
                    node = try lowerOverlay(modifier, { .background(alignment: $0) }, m, slot: slot, primary: current, context, environment)
                case .safeAreaInset:
                    node = try lowerSafeAreaInset(m, slot: slot, primary: current, context, environment)
                }
            case .listRow(.listRowInsets):
                rowInsets[slot] = try listRowInsets(m)
            case .listRow(.listRowSeparator):
                rowSeparators[slot] = try listRowSeparator(m)
            case .gridCell(let modifier):
                let kind = NodeKind.gridCell(try gridCell(modifier, m))
                node = try current.map { c throws(WireError) in try add(kind, child: c) }
            case .layer(let layer):
                let kind = try layerKind(layer, m)
                node = try current.map { c throws(WireError) in try add(kind, child: c) }
                // Read twice for a border only (already validated): its paint matters for drawing.
                if layer == .border { index.modifiers[slot].paint = try borderPaint(m) }
            }
            current = node ?? current
            index.modifiers[slot].node = node
            index.modifiers[slot].frameNode = current
        }
        return current
    }

    /// The `type` of modifier object `m`.
    private mutating func modifierType(_ m: Int) throws(WireError) -> WireModifierType {
        for (k, v) in tape.members(m) where tape.key(k)?.key == .type {
            enter(k)
            defer { leave() }
            guard tape.kind(v) == .string else { throw error(.wrongType, "a modifier's type must be a string") }
            if let (type, _) = tape.word(WireModifierType.self, v) { return type }
            let name = tape.string(v)
            let hint = tape.word(WireViewType.self, v) != nil ? " (\"\(name)\" is a view, not a modifier)" : ""
            throw error(.unknownModifier, "unknown modifier \"\(name)\"\(hint); expected \(WireModifierType.table.choices)")
        }
        throw missing(.type, in: "a modifier", WireModifierType.table.choices)
    }

    /// `resizable` is a method of Image in Swift, so it applies only to an Image and comes first.
    private mutating func checkResizable(_ view: WireViewType, position: Int, _ m: Int) throws(WireError) {
        guard view == .image else { throw error(.inapplicableModifier, "resizable applies only to an Image, not to \(view.rawValue)") }
        guard position == 0 else {
            throw error(.inapplicableModifier, "resizable must be the Image's first modifier, as Image.resizable() is in Swift")
        }
        try noModifierParameters(m, owner: "resizable")
    }

    /// Calls `read` for each of modifier `m`'s parameters (every member but `type`): see
    /// `forEachMember`.
    @inline(__always)
    mutating func forEachParameter(
        ofModifier m: Int, in owner: @autoclosure () -> String, _ read: (inout Lowering, Key, Int) throws(WireError) -> Bool
    ) throws(WireError) {
        try forEachMember(of: m, in: owner(), skipping: { $0 == .type }, read)
    }

    /// Rejects any member but `type`.
    mutating func noModifierParameters(_ m: Int, owner: String) throws(WireError) {
        try forEachParameter(ofModifier: m, in: owner) { _, _, _ in false }
    }

    /// An overlay or background: `alignment` and the required `content`, a full view with no
    /// stack axis. No layer is made when either side makes no node (an EmptyView).
    private mutating func lowerOverlay(_ type: WireModifierType.ContentModifier, _ layer: (Alignment) -> NodeKind, _ m: Int, slot: Int, primary: NodeID?,
                                       _ context: ViewContext, _ environment: TextEnvironment) throws(WireError) -> NodeID? {
        var alignment = Alignment.center
        var content: Int?
        try forEachParameter(ofModifier: m, in: type.rawValue) { this, key, v throws(WireError) in
            switch key {
            case .alignment: alignment = try this.alignment(v, Field(owner: type.rawValue, key: .alignment))
            case .content: content = v
            default: return false
            }
            return true
        }
        guard let content else { throw missing(.content, in: type.rawValue, "the view to draw") }
        let secondary = try lowerContent(content, slot: slot, primary: primary, context, environment)
        guard let primary, let secondary else { return nil }
        let kind = layer(alignment)
        return try add(kind, [primary, secondary])
    }

    /// A two-child layer's `content` view (overlay, background, safeAreaInset): a full view one
    /// level down with no stack axis, indexed as the modifier's content; it makes no node when
    /// the modified view made none.
    mutating func lowerContent(_ content: Int, slot: Int, primary: NodeID?, _ context: ViewContext,
                               _ environment: TextEnvironment) throws(WireError) -> NodeID? {
        index.modifiers[slot].content = index.views.count
        enter(tape.memberName(content))
        defer { leave() }
        return try lowerView(content, ViewContext(stackAxis: nil, text: environment, depth: context.depth + 1,
                                                  layers: context.layers, attached: primary != nil))
    }
}
