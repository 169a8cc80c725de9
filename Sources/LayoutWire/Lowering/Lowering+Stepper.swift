import LayoutEngine

extension Lowering {
    /// The control a Stepper shows: a UIStepper, 94 × 32 whatever it is offered (measured on
    /// iOS 17.5 and 18.5 alone, and unchanged in an iOS 18 Form row; docs/evidence/stepper.md).
    static let stepperSize = Size(width: 94, height: 32)

    /// Stepper, only as a row of a List or Form: one child, its label, leading and the 94 × 32
    /// control trailing on the row's inset, centred on the label and overhanging it, so that a
    /// one-line row is 44 with the control 6 from its top (measured on iOS 18; the trailing
    /// placement is measured with a label that fills the row, and taken as the labeled content
    /// a Toggle is for a label that does not: `labeledContent`). Its value is the label's to
    /// show. Elsewhere, and under `labelsHidden`, it is refused: no render of either was found.
    mutating func lowerStepper(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        try noParameters(parts)
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 1 else {
            throw error(.invalidValue, "a Stepper has exactly one child, its label (wrap several views in a stack)")
        }
        if context.attached {
            guard context.isListRow else {
                throw error(.unsupported, "a Stepper is laid out only as a row of a List or Form: outside one it has not been measured")
            }
            guard !context.text.labelsHidden else {
                throw error(.unsupported, "a Stepper with its label hidden has not been measured")
            }
        }
        let label = try lowerChildren(parts, viewIndex, context, axis: .horizontal)
        guard context.attached else { return nil }
        let track = try add(.shape(isCircle: false))!
        let sized = try add(.frame(width: Self.stepperSize.width, height: Self.stepperSize.height, alignment: .center), child: track)
        index.views[viewIndex].control = .stepper(sized)
        let fixed = try add(.fixedSize(horizontal: true, vertical: true), child: sized)
        return try labeledContent(label.first, fixed, overhanging: true)
    }
}
