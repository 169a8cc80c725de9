import LayoutEngine

/// What enclosing environment modifiers tell the Texts inside a view.
struct TextEnvironment {
    /// From `font`; `nil` means the default, `body`.
    var font: Font?
    /// From `fontWeight`: overrides the weight of fonts that do not name one themselves.
    var weight: Int?
    /// From `lineLimit`; `nil` means no limit.
    var lineLimit: Int?
    /// From `multilineTextAlignment`.
    var alignment = TextAlignment.leading

    mutating func apply(_ edit: TextEdit) {
        switch edit {
        case .font(let font): self.font = font
        case .weight(let weight): self.weight = weight
        case .lineLimit(let limit): lineLimit = limit
        case .alignment(let alignment): self.alignment = alignment
        }
    }
}

/// One environment modifier's effect.
enum TextEdit {
    case font(Font)
    case weight(Int)
    case lineLimit(Int?)
    case alignment(TextAlignment)
}

extension TextStyle: WireWord {
    static let table = WordTable<TextStyle>()
}

extension Lowering {
    /// A Text's `text` (required) and `font`, resolved against the environment: the Text's own
    /// font wins over `font` modifiers, and `fontWeight` applies unless the Text's font names a
    /// weight itself.
    mutating func textContent(_ parts: ViewParts, _ environment: TextEnvironment) throws(WireError) -> TextContent {
        var string: String?
        var own: (font: Font, explicitWeight: Bool)?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .text:
                let text = try this.string(v, Field(owner: "Text", key: .text))
                this.textBytes += text.utf8.count
                guard this.textBytes <= this.limits.maxTextBytes else {
                    throw this.error(.tooMuchText, "the request's texts hold more than \(this.limits.maxTextBytes) bytes")
                }
                string = text
            case .font: own = try this.font(v, Field(owner: "Text", key: .font))
            default: return false
            }
            return true
        }
        guard let string else { throw missing(.text, in: "Text", "the string to show") }
        var font = own?.font ?? environment.font ?? .body
        if own?.explicitWeight != true, let weight = environment.weight { font.weight = weight }
        return TextContent(string, font: font, lineLimit: environment.lineLimit, alignment: environment.alignment)
    }

    /// A font: a text style name, or `{"size": n}` / `{"style": name}` with an optional `weight`.
    mutating func font(_ v: Int, _ field: Field) throws(WireError) -> (font: Font, explicitWeight: Bool) {
        if tape.kind(v) == .string { return (Font(try word(v, field, as: TextStyle.self)), false) }
        guard tape.kind(v) == .object else {
            throw error(.wrongType, "\(field) must be a text style name or an object with \"size\" or \"style\"")
        }
        var size: Double?, style: TextStyle?, weight: Int?
        try forEachMember(of: v, in: "font") { this, key, value throws(WireError) in
            switch key {
            case .size:
                size = try this.number(value, Field(owner: "font", key: .size))
                guard size! > 0 else { throw this.error(.outOfRange, "font.size must be a number > 0") }
            case .style: style = try this.word(value, Field(owner: "font", key: .style), as: TextStyle.self)
            case .weight: weight = try this.weight(value, Field(owner: "font", key: .weight))
            default: return false
            }
            return true
        }
        if size != nil && style != nil { throw error(.conflictingFields, "\(field) takes either \"size\" or \"style\", not both") }
        var font: Font
        if let size { font = Font(size: size) } else if let style { font = Font(style) } else {
            throw missing(.size, in: "\(field)", "a point size (or give \"style\")")
        }
        if let weight { font.weight = weight }
        return (font, weight != nil)
    }

    /// A weight: `ultraLight` … `black`, or a number from 100 to 900.
    mutating func weight(_ v: Int, _ field: Field) throws(WireError) -> Int {
        if tape.kind(v) == .string { return try word(v, field, as: WeightName.self).value }
        let message = "\(field) must be \(WeightName.table.choices) or a whole number from 100 to 900"
        guard tape.kind(v) == .number else { throw error(.wrongType, message) }
        let value = tape.number(v)
        guard value >= 100, value <= 900, Double(Int(value)) == value else { throw error(.outOfRange, message) }
        return Int(value)
    }

    /// Reads an environment modifier's parameter: `font`, `weight`, `limit` or `alignment`.
    mutating func textEdit(_ type: WireModifierType, _ m: Int) throws(WireError) -> TextEdit {
        let required: Key = switch type {
        case .font: .font
        case .fontWeight: .weight
        case .lineLimit: .limit
        default: .alignment
        }
        var edit: TextEdit?
        try forEachParameter(ofModifier: m, in: type.rawValue) { this, key, v throws(WireError) in
            guard key == required else { return false }
            let field = Field(owner: type.rawValue, key: key)
            switch type {
            case .font: edit = .font(try this.font(v, field).font)
            case .fontWeight: edit = .weight(try this.weight(v, field))
            case .lineLimit: edit = .lineLimit(try this.lineLimit(v, field))
            default: edit = .alignment(try this.textAlignment(v, field))
            }
            return true
        }
        guard let edit else { throw missing(required, in: type.rawValue, "its value") }
        return edit
    }

    /// `limit`: a whole number from 1 to 1,000,000 (more lines than any request's text can
    /// make), or `null` for no limit.
    private mutating func lineLimit(_ v: Int, _ field: Field) throws(WireError) -> Int? {
        guard let value = try optionalNumber(v, field) else { return nil }
        guard value >= 1, value <= 1_000_000, Double(Int(value)) == value else {
            throw error(.outOfRange, "\(field) must be a whole number from 1 to 1000000, or null")
        }
        return Int(value)
    }

    private mutating func textAlignment(_ v: Int, _ field: Field) throws(WireError) -> TextAlignment {
        switch try word(v, field, as: TextAlignmentName.self) {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
