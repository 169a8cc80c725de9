import LayoutEngine

extension Lowering {
    /// A plain TextField's least height with the body font: 22 points at the large text size,
    /// measured on iOS 17.5 and 18.5 at 3x (a body Text line is 20.33; docs/evidence/controls.md,
    /// "TextField"), and 21 at medium, measured on iOS 18 at 3x (a body line 19.33; the
    /// `scrollview-form-fields-below-an-inline-bar-375x667-medium-text` case): a point and two
    /// thirds above the line at both. The other sizes are not measured and keep 22; from
    /// xLarge on the line is taller than that anyway.
    static func textFieldHeight(_ size: DynamicTypeSize) -> Double {
        size == .medium ? 21 : 22
    }

    /// An empty SecureField's height with the body font, showing its title: 21 points; holding
    /// text it is its line's height, 20.33 (measured on iOS 17.5 at 3x; docs/evidence/controls.md,
    /// "TextField").
    static let secureFieldTitleHeight = 21.0

    /// A field's parameters: `text`, `title` (a SecureField's), `font` and `style`.
    struct FieldParameters {
        var text: String?
        var title = ""
        var font: OwnFont?
        var style = TextFieldStyleName.automatic
    }

    mutating func fieldParameters(_ parts: ViewParts, title: Bool, _ context: ViewContext) throws(WireError) -> FieldParameters {
        var p = FieldParameters()
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            let field = Field(owner: parts.owner, key: key)
            switch key {
            case .text: p.text = try this.countedString(v, field)
            case .title where title: p.title = try this.countedString(v, field)
            case .font: p.font = try this.font(v, field)
            case .style: p.style = try this.word(v, field, as: TextFieldStyleName.self)
            default: return false
            }
            return true
        }
        guard p.text != nil else { throw missing(.text, in: parts.owner, title ? "the value it holds (\"\" when empty)" : "what it shows") }
        // iOS draws a field's title inside it, as its placeholder; whether `labelsHidden` hides
        // it there is not measured (docs/evidence/labels-hidden.md).
        guard !context.attached || !context.text.labelsHidden else {
            throw error(.unsupported, "a \(parts.owner) with labels hidden has not been measured (whether its title still shows)")
        }
        return p
    }

    /// TextField: `text`, what it shows (the value, or the placeholder when the value is
    /// empty), `font` and `style`, on one line that never wraps, in a row that takes the width
    /// it is offered (its text's width when offered none), the text at its leading edge, centred
    /// vertically, in a platform view (a plain neighbour to a stack's default spacing). The
    /// plain style (`automatic`, outside a Form, or `plain`) is at least `textFieldHeight(_:)` tall;
    /// only the body font's height is measured, and with a larger font the field is taken as its
    /// line's height (docs/fidelity.md, "Known differences"). `roundedBorder`: `roundedBorderField`.
    mutating func lowerTextField(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        let p = try fieldParameters(parts, title: false, context)
        guard context.attached else { return nil }
        let rounded = p.style == .roundedBorder
        let text = try fieldText(p.text!, p.font, context)
        index.views[viewIndex].control = .field(text: text, placeholder: false, roundedBorder: rounded)
        return rounded ? try roundedBorderField(text, p.font, context) : try plainField(text, minHeight: Self.textFieldHeight(context.text.dynamicTypeSize))
    }

    /// SecureField, plain style: `text`, its value, shown as one bullet (U+2022) per character
    /// as iOS draws a secure entry, or `title` (default empty) while the value is empty, laid
    /// out as a plain TextField but at least `secureFieldTitleHeight` tall while it shows its
    /// title and its line's height holding text. The rounded border is not measured for it.
    mutating func lowerSecureField(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        let p = try fieldParameters(parts, title: true, context)
        guard p.style != .roundedBorder else {
            throw error(.unsupported, "a SecureField's rounded border is not measured (only a TextField's)")
        }
        let value = p.text!
        let shown = value.isEmpty ? p.title : String(repeating: "\u{2022}", count: value.count)
        try countText(bytes: max(0, shown.utf8.count - value.utf8.count - p.title.utf8.count))  // the bullets shaped
        guard context.attached else { return nil }
        let text = try fieldText(shown, p.font, context)
        index.views[viewIndex].control = .field(text: text, placeholder: value.isEmpty, roundedBorder: false)
        return try plainField(text, minHeight: value.isEmpty ? Self.secureFieldTitleHeight : nil)
    }

    /// A field's one line of `shown`, in its own font or the environment's, never wrapping.
    private mutating func fieldText(_ shown: String, _ font: OwnFont?, _ context: ViewContext) throws(WireError) -> NodeID {
        var environment = context.text
        environment.rules.lineLimit = 1
        return try add(.text(textContent(shown, own: font, environment)))!
    }

    /// `text` at the leading edge of a row as wide as offered, centred in at least `minHeight`,
    /// in a platform view.
    private mutating func plainField(_ text: NodeID, minHeight: Double?) throws(WireError) -> NodeID {
        let frame = FlexibleFrameSpec(maxWidth: .infinity, minHeight: minHeight,
                                      alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        return try add(.platformView, child: try add(.flexibleFrame(frame), child: text))
    }

    /// The rounded-border style: the field takes the offered width and a fixed height, its text
    /// one line inset `roundedBorderInset` from each side, centred vertically. Measured on iOS
    /// 18 at 3x with the body font (docs/evidence/fields-and-progress.md): 34 tall at the default
    /// text size, 49.33, 56.33 and 84.33 at accessibility1, 2 and 5; other sizes and other fonts
    /// are refused, since the height does not follow the line by a rule measured.
    private mutating func roundedBorderField(_ text: NodeID, _ font: OwnFont?, _ context: ViewContext) throws(WireError) -> NodeID {
        guard (font?.font ?? context.text.font ?? .body) == .body else {
            throw error(.unsupported, "a rounded-border TextField is measured with the body font only")
        }
        guard let height = Self.roundedBorderHeight(context.text.dynamicTypeSize) else {
            throw error(.unsupported, "a rounded-border TextField is measured at the large, accessibility1, accessibility2 and "
                        + "accessibility5 text sizes only, not at \(context.text.dynamicTypeSize.rawValue)")
        }
        let insets = EdgeInsets(top: 0, leading: Self.roundedBorderInset, bottom: 0, trailing: Self.roundedBorderInset)
        let row = FlexibleFrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        let inset = try add(.flexibleFrame(row), child: try add(.padding(insets), child: text))
        return try add(.platformView, child: try add(.frame(width: nil, height: height, alignment: .center), child: inset))
    }

    /// The text's inset from a rounded border's sides: about 7, the measured 7.67 from the border
    /// to the first letter's ink less that letter's side bearing (derived; the trailing inset is
    /// taken to be the same, not measured).
    static let roundedBorderInset = 7.0

    static func roundedBorderHeight(_ size: DynamicTypeSize) -> Double? {
        switch size {
        case .large: 34
        case .accessibility1: 148.0 / 3
        case .accessibility2: 169.0 / 3
        case .accessibility5: 253.0 / 3
        case .xSmall, .small, .medium, .xLarge, .xxLarge, .xxxLarge, .accessibility3, .accessibility4: nil
        }
    }
}
