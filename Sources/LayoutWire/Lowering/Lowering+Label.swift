import LayoutEngine

extension Lowering {
    /// Label, the title-and-icon style (the automatic one outside a List on iPhone): no
    /// parameters and two children, the title and then the icon, as `Label { title } icon:
    /// { icon }` gives them. Laid out as `HStack(spacing: 8) { icon; title }`, centred
    /// vertically, as large as the two (docs/evidence/labels.md: a body Label on iOS 18.5 is one
    /// line tall, its icon centred on it and its title 8.0 after the icon's box, partly derived
    /// from one render). As a List's row the icon sits in a column whose width is measured only
    /// at other text sizes, so a Label directly in a List or Section is refused.
    mutating func lowerLabel(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        try noParameters(parts)
        guard context.enclosing != .list, context.enclosing != .section else {
            throw error(.unsupported, "a Label as a List's row puts its icon in a column not measured at this size; wrap it in an HStack "
                        + "to lay it out as it is outside a List")
        }
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 2 else {
            throw error(.invalidValue, "a Label has exactly two children, its title and its icon")
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: .horizontal)
        // The icon first; a child that makes no node (an EmptyView) leaves the other alone.
        return try add(.stack(StackSpec(axis: .horizontal, spacing: Self.labelSpacing)), children.reversed(), attached: context.attached)
    }

    /// Between a Label's icon and its title (docs/evidence/labels.md, measured at the body size).
    static let labelSpacing = 8.0
}
