import LayoutEngine

extension Lowering {
    /// LazyVGrid (`columns`) or LazyHGrid (`rows`): the required list of GridItems, `alignment`
    /// (a guide across the tracks) and `spacing` (between lines), then the views.
    mutating func lowerLazyGrid(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        let axis: Axis = parts.type == .lazyVGrid ? .vertical : .horizontal
        let itemsKey: Key = axis == .vertical ? .columns : .rows
        var items: [GridItemSpec]?
        var alignment: AlignmentKey?
        var spacing: Double?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case itemsKey: items = try this.gridItems(v, Field(owner: parts.owner, key: itemsKey))
            case .alignment: alignment = try this.guide(v, Field(owner: parts.owner, key: .alignment), axis: axis.other)
            case .spacing: spacing = try this.optionalNumber(v, Field(owner: parts.owner, key: .spacing))
            default: return false
            }
            return true
        }
        guard let items else { throw missing(itemsKey, in: parts.owner, "an array of GridItems") }
        let children = try lowerChildren(parts, viewIndex, context, axis: nil)
        let spec = LazyGridSpec(axis: axis, items: items, alignment: alignment, spacing: spacing)
        return try add(.lazyGrid(spec), children, attached: context.attached)
    }

    /// Grid: `alignment` (one of the nine names or a pair), `horizontalSpacing`,
    /// `verticalSpacing`, then GridRows and views that span every column.
    mutating func lowerGrid(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var spec = GridSpec()
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .alignment:
                spec.alignment = try this.alignment(v, Field(owner: parts.owner, key: .alignment))
                try this.refuseBaseline(spec.alignment.vertical, parts.owner)
            case .horizontalSpacing: spec.horizontalSpacing = try this.optionalNumber(v, Field(owner: parts.owner, key: key))
            case .verticalSpacing: spec.verticalSpacing = try this.optionalNumber(v, Field(owner: parts.owner, key: key))
            default: return false
            }
            return true
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: nil, enclosing: .grid)
        return try add(.grid(spec), children, attached: context.attached)
    }

    /// GridRow, only directly in a Grid: `alignment` (a vertical guide), then its cells.
    /// Elsewhere it is refused: its documentation only defines it as a row of a Grid (Apple,
    /// `GridRow`), and the service does not guess what it would be alone.
    mutating func lowerGridRow(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        guard context.enclosing == .grid else {
            throw error(.unsupported, "a GridRow must be a direct child of a Grid")
        }
        var alignment: AlignmentKey?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .alignment else { return false }
            alignment = try this.guide(v, Field(owner: parts.owner, key: .alignment), axis: .vertical)
            try this.refuseBaseline(alignment!, parts.owner)
            return true
        }
        let children = try lowerChildren(parts, viewIndex, context, axis: nil)
        return try add(.gridRow(alignment: alignment), children, attached: context.attached)
    }

    /// Text baselines are not lined up across a Grid's cells by this service (Known differences).
    private mutating func refuseBaseline(_ key: AlignmentKey, _ owner: String) throws(WireError) {
        if key == .firstTextBaseline || key == .lastTextBaseline {
            throw error(.unsupported, "\(owner).alignment: text baselines are not supported in a Grid")
        }
    }
}
