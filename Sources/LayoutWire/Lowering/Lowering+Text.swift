import LayoutEngine

extension TextStyle: WireWord {
    static let table = WordTable<TextStyle>()
}

extension FontDesign: WireWord {
    static let table = WordTable<FontDesign>()
}

extension DynamicTypeSize: WireWord {
    static let table = WordTable<DynamicTypeSize>()
}

extension Lowering {
    /// A Text's `text` (required) and `font`, resolved against the environment: the Text's own
    /// font wins over `font` modifiers, and `fontWeight` or `bold` applies unless the font used
    /// (the Text's own, else the `font` modifier's) names a weight itself, and `fontDesign`
    /// unless it names a design: Apple's `Font.system(size:weight:design:)` takes the
    /// environment's weight and design only where they are omitted.
    mutating func textContent(_ parts: ViewParts, _ environment: TextEnvironment) throws(WireError) -> TextContent {
        var string: String?
        var own: OwnFont?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .text: string = try this.countedString(v, Field(owner: "Text", key: .text))
            case .font: own = try this.font(v, Field(owner: "Text", key: .font))
            default: return false
            }
            return true
        }
        guard let string else { throw missing(.text, in: "Text", "the string to show") }
        return textContent(string, own: own, environment)
    }

    /// A font a view names itself, and whether it names a weight and a design.
    typealias OwnFont = (font: Font, explicitWeight: Bool, explicitDesign: Bool)

    /// `string` in the view's own font, else the environment's, resolved as `textContent` says.
    func textContent(_ string: String, own: OwnFont?, _ environment: TextEnvironment) -> TextContent {
        let explicit = own.map { ($0.explicitWeight, $0.explicitDesign) } ?? environment.explicit
        let font = environment.resolve(own?.font ?? environment.font ?? .body, explicitWeight: explicit.0,
                                       explicitDesign: explicit.1)
        return TextContent(environment.cased(string), font: font, alignment: environment.alignment, rules: environment.rules)
    }

    /// A string a view shows, counted against `WireLimits.maxTextBytes`.
    mutating func countedString(_ v: Int, _ field: Field) throws(WireError) -> String {
        let text = try string(v, field)
        try countText(bytes: text.utf8.count)
        return text
    }

    /// Counts `bytes` more of text to shape against `WireLimits.maxTextBytes`.
    mutating func countText(bytes: Int) throws(WireError) {
        textBytes += bytes
        guard textBytes <= limits.maxTextBytes else {
            throw error(.tooMuchText, "the request's texts hold more than \(limits.maxTextBytes) bytes")
        }
    }

    /// A font: a text style name, or `{"size": n}` / `{"style": name}` with an optional `weight`
    /// and `design` (SwiftUI's `Font.system(size:weight:design:)` and `system(_:design:weight:)`)
    /// and the `Font` methods `italic()` and `monospacedDigit()` as flags. A flag belongs to the
    /// font value: a `font` set further in replaces it, where the `italic` and `monospacedDigit`
    /// modifiers hold for every font inside (Apple's documentation of `Font.monospacedDigit()`,
    /// "returns a modified font", and of `View.monospacedDigit()`, "modifies the fonts of all
    /// child views").
    mutating func font(_ v: Int, _ field: Field) throws(WireError) -> OwnFont {
        if tape.kind(v) == .string { return (Font(try word(v, field, as: TextStyle.self)), false, false) }
        guard tape.kind(v) == .object else {
            throw error(.wrongType, "\(field) must be a text style name or an object with \"size\" or \"style\"")
        }
        var size: Double?, style: TextStyle?, weight: Int?, design: FontDesign?
        var italic = false, monospacedDigit = false
        try forEachMember(of: v, in: "font") { this, key, value throws(WireError) in
            switch key {
            case .size:
                size = try this.number(value, Field(owner: "font", key: .size))
                guard size! > 0 else { throw this.error(.outOfRange, "font.size must be a number > 0") }
            case .style: style = try this.word(value, Field(owner: "font", key: .style), as: TextStyle.self)
            case .weight: weight = try this.weight(value, Field(owner: "font", key: .weight))
            case .design: design = try this.word(value, Field(owner: "font", key: .design), as: FontDesign.self)
            case .italic: italic = try this.bool(value, Field(owner: "font", key: .italic))
            case .monospacedDigit: monospacedDigit = try this.bool(value, Field(owner: "font", key: .monospacedDigit))
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
        if let design { font.design = design }
        (font.italic, font.monospacedDigit) = (italic, monospacedDigit)
        return (font, weight != nil, design != nil)
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

    /// `limit`: a whole number from 1 to 1,000,000 (more lines than any request's text can
    /// make), or `null` for no limit.
    mutating func lineLimit(_ v: Int, _ field: Field) throws(WireError) -> Int? {
        guard let value = try optionalNumber(v, field) else { return nil }
        guard value >= 1, value <= 1_000_000, Double(Int(value)) == value else {
            throw error(.outOfRange, "\(field) must be a whole number from 1 to 1000000, or null")
        }
        return Int(value)
    }

    mutating func textAlignment(_ v: Int, _ field: Field) throws(WireError) -> TextAlignment {
        switch try word(v, field, as: TextAlignmentName.self) {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
