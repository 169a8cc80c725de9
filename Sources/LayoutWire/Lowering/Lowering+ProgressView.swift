import LayoutEngine

extension Lowering {
    /// ProgressView without a value, in the circular style (the automatic one then): `style`
    /// (`automatic`, the default, or `circular`) and no children. The spinner has a fixed size,
    /// whatever it is offered, centred where it is placed: 20 × 20 at the default text size; it
    /// grows with Dynamic Type (56.33 at accessibility5), by a rule not measured between, so
    /// other sizes are refused (docs/evidence/tabs-and-indicators.md, "ProgressView"). A value
    /// (the linear bar) and a label are not measured and not on the wire.
    mutating func lowerProgressView(_ parts: ViewParts, _ context: ViewContext) throws(WireError) -> NodeID? {
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .style else { return false }
            _ = try this.word(v, Field(owner: parts.owner, key: .style), as: ProgressViewStyleName.self)
            return true
        }
        guard context.attached else { return nil }  // a tab not shown is not measured either
        guard let side = Self.spinnerSide(context.text.dynamicTypeSize) else {
            throw error(.unsupported, "a ProgressView's spinner is measured at the large (20) and accessibility5 (56.33) "
                        + "text sizes only, not at \(context.text.dynamicTypeSize.rawValue)")
        }
        let spinner = try add(.shape(isCircle: false))!
        return try add(.frame(width: side, height: side, alignment: .center), child: spinner)
    }

    /// The circular spinner's side: measured on iOS 18 at 3x in a TabView render and the same
    /// view without one, at the default size and at accessibility5 set in the environment.
    static func spinnerSide(_ size: DynamicTypeSize) -> Double? {
        switch size {
        case .large: 20
        case .accessibility5: 169.0 / 3
        case .xSmall, .small, .medium, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
             .accessibility4: nil
        }
    }
}
