import LayoutEngine

extension Lowering {
    /// `ignoresSafeArea`: `regions` (`all`, `container` or `keyboard`; default `all`) and `edges`
    /// (as padding's; default all). Only the container region is modelled, so `keyboard` alone
    /// leaves the view where it is.
    mutating func ignoresSafeArea(_ m: Int) throws(WireError) -> NodeKind {
        var regions = SafeAreaRegionName.all
        var edges: UInt8 = 15
        try forEachParameter(ofModifier: m, in: "ignoresSafeArea") { this, key, v throws(WireError) in
            switch key {
            case .regions: regions = try this.word(v, Field(owner: "ignoresSafeArea", key: .regions), as: SafeAreaRegionName.self)
            case .edges: edges = try this.edgeSet(v, owner: "ignoresSafeArea")
            default: return false
            }
            return true
        }
        return .ignoresSafeArea(edges: regions == .keyboard ? [] : EdgeSet(rawValue: edges))
    }

    /// `safeAreaPadding`: as padding (`length`, `edges` or `insets`, default 16 on every edge),
    /// with no negative inset: SwiftUI builds it from clear frames of those lengths.
    mutating func safeAreaPadding(_ m: Int) throws(WireError) -> EdgeInsets {
        try padding(m, owner: "safeAreaPadding", nonNegative: true)
    }

    /// `safeAreaInset`: the required `edge` and `content`, `alignment` (a guide across the edge's
    /// axis, default center) and `spacing` (a number, default `null` for the default spacing).
    /// No layer is made when either side makes no node (an EmptyView).
    mutating func lowerSafeAreaInset(_ m: Int, slot: Int, primary: NodeID?,
                                     _ context: ViewContext, _ environment: TextEnvironment) throws(WireError) -> NodeID? {
        var edge: Edge?
        var alignmentValue: Int?
        var spacing: Double?
        var content: Int?
        try forEachParameter(ofModifier: m, in: "safeAreaInset") { this, key, v throws(WireError) in
            switch key {
            case .edge: edge = try this.word(v, Field(owner: "safeAreaInset", key: .edge), as: InsetEdgeName.self).edge
            case .alignment: alignmentValue = v
            case .spacing: spacing = try this.optionalNumber(v, Field(owner: "safeAreaInset", key: .spacing))
            case .content: content = v
            default: return false
            }
            return true
        }
        guard let edge else { throw missing(.edge, in: "safeAreaInset", "top, leading, bottom or trailing") }
        guard let content else { throw missing(.content, in: "safeAreaInset", "the view to show at the edge") }
        var alignment: AlignmentKey?
        if let v = alignmentValue {
            enter(tape.memberName(v))
            alignment = try guide(v, Field(owner: "safeAreaInset", key: .alignment), axis: edge.axis.other)
            leave()
        }
        let secondary = try lowerContent(content, slot: slot, primary: primary, context, environment)
        guard let primary, let secondary else { return nil }
        return try add(.safeAreaInset(SafeAreaInsetSpec(edge: edge, alignment: alignment, spacing: spacing)), [primary, secondary])
    }
}
