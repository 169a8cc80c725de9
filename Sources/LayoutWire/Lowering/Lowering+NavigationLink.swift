import LayoutEngine

extension Lowering {
    /// NavigationLink: no parameters and one child, its label. Outside a List it is a button
    /// of the automatic style, as large as its label (SwiftUI styles it with the enclosing
    /// `buttonStyle`, whose automatic style is borderless on iOS). As a List's row it is the
    /// label leading, taking the room the disclosure indicator leaves, and the chevron
    /// trailing, centred vertically: `HStack(spacing:) { label.frame(maxWidth: .infinity,
    /// alignment: .leading); chevron }` inside the row's cell (`DisclosureIndicatorMetrics`).
    mutating func lowerNavigationLink(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        try noParameters(parts)
        guard context.isListRow else {
            return try buttonLabel(parts, viewIndex, context, centred: true)
        }
        guard let label = try buttonLabel(parts, viewIndex, context, centred: false) else { return nil }
        let M = DisclosureIndicatorMetrics.self
        let wide = try add(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))), child: label)
        let chevron = try add(.frame(width: M.size.width, height: M.size.height, alignment: .center), child: try add(.shape(isCircle: false))!)
        index.views[viewIndex].disclosureIndicator = chevron
        let row = try add(.stack(StackSpec(axis: .horizontal, spacing: M.spacing)), [wide, chevron])!
        return try add(.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: M.trailingBeyondRow)), child: row)
    }
}

/// A List row's disclosure indicator on iPhone, measured on iOS 18.2 at 3x from its ink (one
/// render: docs/evidence/navigation-and-lists.md, "NavigationLink row"): a chevron 6.67 wide
/// and 11.33 tall, centred in the row, its right edge 20.67 from the card's trailing edge, the
/// label's trailing text ending 11.33 before it.
enum DisclosureIndicatorMetrics {
    static let size = Size(width: 20.0 / 3, height: 34.0 / 3)
    static let spacing = 34.0 / 3
    /// How much farther from the card's edge than a row's content the chevron ends (20.67 − 20).
    static let trailingBeyondRow = 2.0 / 3
}
