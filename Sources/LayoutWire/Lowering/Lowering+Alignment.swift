import LayoutEngine

extension Lowering {
    /// One guide on `axis` (a stack's `alignment`): a built-in name or a custom guide object.
    mutating func guide(_ v: Int, _ field: Field, axis: Axis) throws(WireError) -> AlignmentKey {
        switch tape.kind(v) {
        case .string:
            if let (name, _) = tape.word(AlignmentName.self, v), let key = Lowering.builtIn(name, axis: axis) { return key }
            throw error(.badAlignment, guideMessage(field, axis) + ", not \"\(tape.string(v))\"")
        case .object:
            return try customGuide(v, field, axis: axis)
        default:
            throw error(.wrongType, guideMessage(field, axis))
        }
    }

    private func guideMessage(_ field: Field, _ axis: Axis) -> String {
        let names = axis == .horizontal ? "\"leading\", \"center\" or \"trailing\""
            : "\"top\", \"center\", \"bottom\", \"firstTextBaseline\" or \"lastTextBaseline\""
        return "\(field) must be \(names), or a custom guide {\"custom\": name, \"default\": expression}"
    }

    /// An alignment of both axes (ZStack, frame, overlay, background): one of the nine names, or
    /// `{"horizontal": guide, "vertical": guide}` (each defaulting to the centre).
    mutating func alignment(_ v: Int, _ field: Field) throws(WireError) -> Alignment {
        switch tape.kind(v) {
        case .string:
            if let (name, _) = tape.word(AlignmentName.self, v), let pair = Lowering.pair(name) { return pair }
            throw error(.badAlignment, alignmentMessage(field) + ", not \"\(tape.string(v))\"")
        case .object:
            var pair = Alignment.center
            try forEachMember(of: v, in: "\(field)") { this, key, value throws(WireError) in
                switch key {
                case .horizontal: pair.horizontal = try this.guide(value, Field(owner: "\(field)", key: .horizontal), axis: .horizontal)
                case .vertical: pair.vertical = try this.guide(value, Field(owner: "\(field)", key: .vertical), axis: .vertical)
                default: return false
                }
                return true
            }
            return pair
        default:
            throw error(.wrongType, alignmentMessage(field))
        }
    }

    private func alignmentMessage(_ field: Field) -> String {
        "\(field) must be \"topLeading\", \"top\", \"topTrailing\", \"leading\", \"center\", "
            + "\"trailing\", \"bottomLeading\", \"bottom\" or \"bottomTrailing\", or {\"horizontal\": …, \"vertical\": …}"
    }

    /// `{"custom": name, "default": expression}`; without `default` it refers to a guide declared
    /// elsewhere (or defaulting to 0). Two different defaults for one guide are an error.
    private mutating func customGuide(_ v: Int, _ field: Field, axis: Axis) throws(WireError) -> AlignmentKey {
        var name: String?
        var declared: GuideExpression?
        try forEachMember(of: v, in: "a custom guide") { this, key, value throws(WireError) in
            switch key {
            case .custom:
                name = try this.string(value, Field(owner: "\(field)", key: .custom))
                if name!.isEmpty { throw this.error(.badAlignment, "a custom guide's name must not be empty") }
            case .default:
                declared = try this.expression(value, Field(owner: "\(field)", key: .default), axis: axis, customGuides: false)
            default: return false
            }
            return true
        }
        guard let name else { throw missing(.custom, in: "a custom guide", "its name") }
        if let declared, let existing = guides.declaredDefault(name, axis: axis), existing != declared {
            throw error(.badAlignment, "custom guide \"\(name)\" is declared with two different defaults")
        }
        return guides.key(name, axis: axis)
    }

    /// `alignmentGuide`: which `guide` to set and the `value` expression (or a number).
    mutating func alignmentGuide(_ m: Int) throws(WireError) -> NodeKind {
        // Both are read after the loop: the value's axis is the guide's, whichever comes first.
        var guideMember: Int?, valueMember: Int?
        try forEachParameter(ofModifier: m, in: "alignmentGuide") { _, key, v in
            switch key {
            case .guide: guideMember = v
            case .value: valueMember = v
            default: return false
            }
            return true
        }
        guard let guideMember else { throw missing(.guide, in: "alignmentGuide", "a guide name") }
        guard let valueMember else { throw missing(.value, in: "alignmentGuide", "an expression") }
        enter(tape.memberName(guideMember))
        let key = try guideName(guideMember)
        leave()
        enter(tape.memberName(valueMember))
        let value = try expression(valueMember, Field(owner: "alignmentGuide", key: .value),
                                   axis: key.axis, customGuides: true)
        leave()
        return .alignmentGuide(key, value)
    }

    /// A single guide named in `alignmentGuide.guide`: built-in, or a custom guide on the axis
    /// where the request uses it (horizontal when no alignment uses it).
    private func guideName(_ v: Int) throws(WireError) -> AlignmentKey {
        guard tape.kind(v) == .string else { throw error(.wrongType, "alignmentGuide.guide must be a string") }
        let text = tape.string(v)
        if let (name, _) = tape.word(AlignmentName.self, v) {
            if let key = Lowering.builtIn(name, axis: .horizontal) ?? Lowering.builtIn(name, axis: .vertical), name != .center {
                return key
            }
            let hint = name == .center ? "use \"horizontalCenter\" or \"verticalCenter\"" : "name one guide, e.g. \"leading\" or \"top\""
            throw error(.badAlignment, "alignmentGuide.guide \"\(text)\" is ambiguous: \(hint)")
        }
        let (horizontal, vertical) = guides.axes(of: text)
        if horizontal && vertical {
            throw error(.badAlignment, "custom guide \"\(text)\" is used on both axes; give each axis its own name")
        }
        return guides.key(text, axis: vertical ? .vertical : .horizontal)
    }

    /// An expression string (see `GuideExpressionParser`) or a plain number.
    private func expression(_ v: Int, _ field: Field, axis: Axis, customGuides: Bool) throws(WireError) -> GuideExpression {
        if tape.kind(v) == .number { return .number(tape.number(v)) }
        guard tape.kind(v) == .string else { throw error(.wrongType, "\(field) must be an expression string or a number") }
        let table: GuideTable? = customGuides ? guides : nil
        switch tape.withUTF8(v, { GuideExpressionParser.parse($0, axis: axis, guides: table) }) {
        case .success(let expression): return expression
        case .failure(let failure):
            throw error(.badExpression, "\(field) \"\(tape.string(v))\": \(failure.message) (column \(failure.column))")
        }
    }

    /// A built-in guide on `axis`, if `name` is one.
    static func builtIn(_ name: AlignmentName, axis: Axis) -> AlignmentKey? {
        switch (name, axis) {
        case (.leading, .horizontal): .leading
        case (.trailing, .horizontal): .trailing
        case (.center, .horizontal), (.horizontalCenter, .horizontal): .horizontalCenter
        case (.top, .vertical): .top
        case (.bottom, .vertical): .bottom
        case (.center, .vertical), (.verticalCenter, .vertical): .verticalCenter
        case (.firstTextBaseline, .vertical): .firstTextBaseline
        case (.lastTextBaseline, .vertical): .lastTextBaseline
        default: nil
        }
    }

    /// One of the nine two-axis alignments.
    static func pair(_ name: AlignmentName) -> Alignment? {
        let h: AlignmentKey, v: AlignmentKey
        switch name {
        case .topLeading: (h, v) = (.leading, .top)
        case .top: (h, v) = (.horizontalCenter, .top)
        case .topTrailing: (h, v) = (.trailing, .top)
        case .leading: (h, v) = (.leading, .verticalCenter)
        case .center: (h, v) = (.horizontalCenter, .verticalCenter)
        case .trailing: (h, v) = (.trailing, .verticalCenter)
        case .bottomLeading: (h, v) = (.leading, .bottom)
        case .bottom: (h, v) = (.horizontalCenter, .bottom)
        case .bottomTrailing: (h, v) = (.trailing, .bottom)
        default: return nil
        }
        return Alignment(horizontal: h, vertical: v)
    }
}
