import LayoutEngine

extension Lowering {
    /// ProgressView: `style` (`automatic`, the default, `circular` or `linear`) and at most one
    /// child, its label. A value has no form on the wire: it moves the fill, not a frame; a
    /// ProgressView with one is the linear style (`ProgressView(value:)` reads as `linear`).
    ///
    /// The circular spinner (automatic, circular) has a fixed size, whatever it is offered,
    /// centred where it is placed: 20 × 20 at the default text size; it grows with Dynamic Type
    /// (56.33 at accessibility5), by a rule not measured between, so other sizes are refused
    /// (docs/evidence/tabs-and-indicators.md, "ProgressView"). Its label is not measured.
    ///
    /// The linear bar takes the width it is offered, as a shape does (a shape's 10 when offered
    /// none: its ideal width is not measured), and is 4 points tall, its track (measured on iOS
    /// 18 between two spinners 20 apart). With a label, iOS stacks the label on the bar:
    /// `VStack(alignment: .leading, spacing: 4) { label; bar }` (measured: a body label's frame
    /// ends 4 above the track, 28.33 in all; docs/evidence/new-renders.md §1).
    mutating func lowerProgressView(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var style = ProgressViewStyleName.automatic
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .style else { return false }
            style = try this.word(v, Field(owner: parts.owner, key: .style), as: ProgressViewStyleName.self)
            return true
        }
        if let (_, list) = parts.children, tape.kind(list) != .array || tape.count(list) > 1 {
            throw error(.invalidValue, "a ProgressView has at most one child, its label (wrap several views in a stack)")
        }
        let label = try lowerChildren(parts, viewIndex, context, axis: .vertical)
        guard context.attached else { return nil }  // a tab not shown is not measured either
        switch style {
        case .automatic, .circular:
            if parts.children.map({ tape.count($0.1) }) == 1 {
                throw error(.unsupported, "a circular ProgressView's label is not measured (a linear one's is)")
            }
            return try spinner(context)
        case .linear:
            let bar = try track(height: Self.progressBarHeight, of: viewIndex)
            guard !label.isEmpty else { return bar }
            return try add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: Self.progressLabelSpacing)),
                           label + [bar])
        }
    }

    /// A bar as wide as it is offered and `height` tall, as a shape in a frame of that height,
    /// recorded as the view's drawn control: a linear ProgressView's or a Gauge's.
    mutating func track(height: Double, of viewIndex: Int) throws(WireError) -> NodeID {
        let bar = try add(.frame(width: nil, height: height, alignment: .center), child: try add(.shape(isCircle: false))!)
        index.views[viewIndex].control = .progressBar(bar)
        return bar
    }

    static let progressBarHeight = 4.0
    static let progressLabelSpacing = 4.0

    private mutating func spinner(_ context: ViewContext) throws(WireError) -> NodeID? {
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
