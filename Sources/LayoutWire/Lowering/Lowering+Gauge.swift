import LayoutEngine

extension Lowering {
    /// Gauge, in the default style on iOS (a horizontal capacity bar): its one child is the
    /// label. A value has no form on the wire: it moves the fill, not a frame.
    ///
    /// Laid out as `VStack(spacing: 10.67) { label; bar }`: the label centred above, at its own
    /// size; the bar as wide as the Gauge is offered (a shape's 10 when offered none: its ideal
    /// width is not measured) and 16 points tall. The Gauge is as wide as the wider of the two
    /// and, with a body label, 47 tall. Measured on iOS 18.4 at 3x in four gauges 67 apart: the
    /// label's frame ends 10.67 above the bar, the bar's bottom is the Gauge's, and the bar
    /// spans the 200 points offered (docs/evidence/new-renders.md §3). The current, minimum and
    /// maximum value labels move the bar into a row between them and add a line below; their
    /// spacing is read off ink to half a point only, so they have no form here, and neither
    /// do the other gauge styles (the circular and accessory ones are not measured).
    mutating func lowerGauge(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        try noParameters(parts)
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 1 else {
            throw error(.invalidValue, "a Gauge has exactly one child, its label (wrap several views in a stack)")
        }
        if context.attached, context.text.labelsHidden {
            throw error(.unsupported, "a Gauge with its label hidden has not been measured")
        }
        let label = try lowerChildren(parts, viewIndex, context, axis: .vertical)
        guard context.attached else { return nil }  // a tab not shown is not measured either
        let bar = try track(height: Self.gaugeBarHeight, of: viewIndex)
        return try add(.stack(StackSpec(axis: .vertical, alignment: .horizontalCenter, spacing: Self.gaugeLabelSpacing)),
                       label + [bar])
    }

    /// The bar's thickness: 156.00 to 172.00 in the render, to the device pixel.
    static let gaugeBarHeight = 16.0
    /// The label's frame bottom to the bar's top: 145.33 to 156.00, 32 device pixels at 3x.
    static let gaugeLabelSpacing = 32.0 / 3
}
