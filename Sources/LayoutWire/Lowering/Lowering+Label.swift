import LayoutEngine

extension Lowering {
    /// Label: `style` and two children, the title and then the icon, as `Label { title } icon:
    /// { icon }` gives them. The title-and-icon style (`automatic`, the default outside a List on
    /// iPhone, or `titleAndIcon`) lays them out as `HStack(spacing: 8) { icon; title }`, centred
    /// vertically, as large as the two (docs/evidence/labels.md: a body Label on iOS 18.5 is one
    /// line tall, its icon centred on it and its title 8.0 after the icon's box, partly derived
    /// from one render). As a List's row the icon sits in a column whose width is measured only
    /// at other text sizes, so a Label directly in a List or Section is refused. `titleOnly` and
    /// `iconOnly` show only the one part, as large as it is (Apple, `TitleOnlyLabelStyle`,
    /// `IconOnlyLabelStyle`); the other reports no frame.
    mutating func lowerLabel(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var style = LabelStyleName.automatic
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .style else { return false }
            style = try this.word(v, Field(owner: parts.owner, key: .style), as: LabelStyleName.self)
            return true
        }
        guard !context.isListRow else {
            throw error(.unsupported, "a Label as a List's row puts its icon in a column not measured at this size; wrap it in an HStack "
                        + "to lay it out as it is outside a List")
        }
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 2 else {
            throw error(.invalidValue, "a Label has exactly two children, its title and its icon")
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: .horizontal) { position in
            switch style {
            case .automatic, .titleAndIcon: true
            case .titleOnly: position == 0
            case .iconOnly: position == 1
            }
        }
        // The icon first; a child that makes no node (an EmptyView) leaves the other alone.
        return try add(.stack(StackSpec(axis: .horizontal, spacing: Self.labelSpacing)), children.reversed(), attached: context.attached)
    }

    /// Between a Label's icon and its title (docs/evidence/labels.md, measured at the body size).
    static let labelSpacing = 8.0
}
