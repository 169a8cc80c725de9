import LayoutEngine

extension Lowering {
    /// Button: `role` (`destructive` or `cancel`, drawn differently, the same size), `style`
    /// and one child, its label. `automatic` (the default, the borderless style on iOS),
    /// `borderless` and `plain` make a button as large as its label, placed at its origin: a
    /// ZStack of one child, which is transparent to layout. The borderless style also centres
    /// the label's lines (`multilineTextAlignment(.center)` inside it, so it wins over the
    /// environment around the button); plain leaves the label as it is
    /// (docs/evidence/controls.md, "Button"). `bordered` and `borderedProminent`:
    /// `borderedButton`.
    mutating func lowerButton(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var style = ButtonStyleName.automatic
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .role: _ = try this.word(v, Field(owner: parts.owner, key: .role), as: ButtonRoleName.self)
            case .style: style = try this.word(v, Field(owner: parts.owner, key: .style), as: ButtonStyleName.self)
            default: return false
            }
            return true
        }
        switch style {
        case .automatic, .borderless, .plain:
            if context.attached, context.text.controlSize != .regular {
                throw error(.unsupported, "a Button of the \(style.rawValue) style at the \(context.text.controlSize.rawValue) "
                            + "control size has not been measured (only the bordered styles have)")
            }
            return try buttonLabel(parts, viewIndex, context, centred: style != .plain)
        case .bordered, .borderedProminent:
            return try borderedButton(parts, viewIndex, context)
        }
    }

    /// The bordered styles: the centred label padded by the control size
    /// (`BorderedButtonMetrics`) on a platter that fills the button's frame. Measured on iOS
    /// 17/18 at the default text size (docs/evidence/bordered-buttons.md): a body Text button
    /// 34.33 tall at the regular size, as wide as its label and the padding, not the offered
    /// width; a label that takes the offered width makes the button the offered width; 28 tall
    /// at mini and small, 50.33 at large and extra large (iOS 18.4, new-renders.md §2). At mini
    /// and small the label's text is the subheadline where no font is set around the button;
    /// whether a font, weight or design set there changes the style's is not measured, so
    /// those are refused. At
    /// other text sizes, and as a List's or Form's row, the padding is not measured and the
    /// button is refused.
    private mutating func borderedButton(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        if context.attached {
            guard context.text.dynamicTypeSize == .large else {
                throw error(.unsupported, "a bordered Button is measured at the large text size only (its padding at "
                            + "\(context.text.dynamicTypeSize.rawValue) is not known)")
            }
            guard !context.isListRow else {
                throw error(.unsupported, "a bordered Button as a row of a List or Form has not been measured")
            }
        }
        let size = context.text.controlSize
        var labelContext = context
        if let style = BorderedButtonMetrics.labelStyle(size) {
            let setAround = context.text.font != nil || context.text.weight != nil || context.text.design != nil
            guard !setAround || !context.attached else {
                throw error(.unsupported, "a bordered Button's label at the \(size.rawValue) control size with a font, weight or "
                            + "design set around it has not been measured (the style draws it at the subheadline size)")
            }
            labelContext.text.font = Font(style)
        }
        guard let label = try buttonLabel(parts, viewIndex, labelContext, centred: true) else { return nil }
        let padded = try add(.padding(BorderedButtonMetrics.padding(size)), child: label)
        let platter = try add(.shape(isCircle: false))!
        index.views[viewIndex].control = .platter(platter)
        return try add(.background(alignment: .center), [padded, platter])
    }

    /// Menu: no parameters and one child, its label; its items are not laid out (they show when
    /// the menu opens). On iOS a Menu's label is drawn as a borderless button's: one body line,
    /// 20.33 tall with no padding, in the accent colour, no indicator (measured on iOS 18.4,
    /// docs/evidence/new-renders.md §4), so it is laid out as a Button of the automatic style.
    /// As a List's or Form's row it is not measured and refused.
    mutating func lowerMenu(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        try noParameters(parts)
        if context.attached, context.isListRow {
            throw error(.unsupported, "a Menu as a row of a List or Form has not been measured")
        }
        return try buttonLabel(parts, viewIndex, context, centred: true)
    }

    /// A button's one child, its label, as large as it is (a ZStack of one child, transparent
    /// to layout), its lines centred unless the style is plain.
    mutating func buttonLabel(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext, centred: Bool) throws(WireError) -> NodeID? {
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 1 else {
            throw error(.invalidValue, "a \(parts.owner) has exactly one child, its label (wrap several views in a stack)")
        }
        var labelContext = context
        if centred { labelContext.text.alignment = .center }
        let children = try lowerChildren(parts, viewIndex, labelContext, axis: nil)
        return try add(.zStack(alignment: .center), children, attached: context.attached)
    }
}

