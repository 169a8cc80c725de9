import LayoutEngine

extension Lowering {
    /// A plain TextField's height with the body font: 22 points, measured on iOS 17.5 and 18.5
    /// at 3x (a body Text line is 20.33; docs/evidence/controls.md, "TextField").
    static let textFieldHeight = 22.0

    /// TextField, plain style (the automatic style outside a Form): `text`, what it shows (the
    /// value, or the placeholder when the value is empty), on one line that never wraps, in a
    /// row that takes the width it is offered (its text's width when offered none) and is at
    /// least `textFieldHeight` tall, the text at its leading edge, centred vertically, in a
    /// platform view (a plain neighbour to a stack's default spacing). Only the
    /// body font's height is measured: with a larger font the field is taken as its line's
    /// height (README, "Known differences").
    mutating func lowerTextField(_ parts: ViewParts, _ context: ViewContext) throws(WireError) -> NodeID? {
        var environment = context.text
        environment.rules.lineLimit = 1
        let content = try textContent(parts, environment)
        guard context.attached else { return nil }
        let text = try add(.text(content))!
        let frame = FlexibleFrameSpec(maxWidth: .infinity, minHeight: Self.textFieldHeight,
                                      alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        return try add(.platformView, child: try add(.flexibleFrame(frame), child: text))
    }

    /// An empty SecureField's height with the body font, showing its title: 21 points; holding
    /// text it is its line's height, 20.33 (measured on iOS 17.5 at 3x; docs/evidence/controls.md,
    /// "TextField").
    static let secureFieldTitleHeight = 21.0

    /// SecureField, plain style: `text`, its value, shown as one bullet (U+2022) per character
    /// as iOS draws a secure entry, or `title` (default empty) while the value is empty, on one
    /// line in a row as wide as offered, at least `secureFieldTitleHeight` tall while it shows
    /// its title. Only the body font's heights are measured (README, "Known differences").
    mutating func lowerSecureField(_ parts: ViewParts, _ context: ViewContext) throws(WireError) -> NodeID? {
        var value: String?, title = ""
        var own: OwnFont?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            let field = Field(owner: parts.owner, key: key)
            switch key {
            case .text: value = try this.countedString(v, field)
            case .title: title = try this.countedString(v, field)
            case .font: own = try this.font(v, field)
            default: return false
            }
            return true
        }
        guard let value else { throw missing(.text, in: parts.owner, "the value it holds (\"\" when empty)") }
        var environment = context.text
        environment.rules.lineLimit = 1
        let shown = value.isEmpty ? title : String(repeating: "\u{2022}", count: value.count)
        guard context.attached else { return nil }
        let text = try add(.text(textContent(shown, own: own, environment)))!
        let frame = FlexibleFrameSpec(maxWidth: .infinity, minHeight: value.isEmpty ? Self.secureFieldTitleHeight : nil,
                                      alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        return try add(.platformView, child: try add(.flexibleFrame(frame), child: text))
    }
}
