import LayoutEngine

/// A List row's cell, and which of the separators around it the row hides.
struct RowCell {
    var node: NodeID
    var hidesTop = false
    var hidesBottom = false

    /// The rows of a section as the answer reports them: the separator under a row is hidden
    /// when that row hides its bottom one or the next row its top one (SwiftUI's
    /// `listRowSeparator(_:edges:)`).
    static func rows(_ cells: [RowCell]) -> [WireIndex.ListRow] {
        cells.indices.map { i in
            let next = i + 1 < cells.count ? cells[i + 1].hidesTop : false
            return WireIndex.ListRow(cell: cells[i].node, separatorHidden: cells[i].hidesBottom || next)
        }
    }
}

extension Lowering {
    /// A row's cell: the row inset from the card's edges (by its own outermost
    /// `listRowInsets`, else the style's `rowInsets`), at least the style's `minRowHeight`
    /// tall, or the List's `defaultMinListRowHeight` where one is set (Apple documents it as
    /// the floor of a row's height, its content and insets giving the rest), as wide as the
    /// card (a plain list's width), the row at its leading edge, centred vertically. A row's
    /// traits are read from its own modifiers only, as SwiftUI reads a list row's.
    mutating func cell(_ row: NodeID, of view: Int) throws(WireError) -> RowCell {
        let own = index.views[view].modifiers.reversed()
        let insets = own.first { index.modifiers[$0].type == .listRowInsets }.flatMap { rowInsets[$0] }
        let (defaultInsets, minHeight) = inPlainList ? (PlainListMetrics.rowInsets, PlainListMetrics.minRowHeight)
            : (InsetGroupedMetrics.rowInsets, InsetGroupedMetrics.minRowHeight)
        let inset = try add(.padding(insets ?? defaultInsets), child: row)
        let frame = FlexibleFrameSpec(maxWidth: .infinity, minHeight: listMinRowHeight ?? minHeight,
                                      alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        var cell = RowCell(node: try add(.flexibleFrame(frame), child: inset))
        if let hidden = own.first(where: { index.modifiers[$0].type == .listRowSeparator }).flatMap({ rowSeparators[$0] }) {
            (cell.hidesTop, cell.hidesBottom) = hidden
        }
        return cell
    }

    /// `listRowInsets`: `insets`, the row's insets inside its cell (SwiftUI's `EdgeInsets`).
    mutating func listRowInsets(_ m: Int) throws(WireError) -> EdgeInsets {
        var insets: EdgeInsets?
        try forEachParameter(ofModifier: m, in: "listRowInsets") { this, key, v throws(WireError) in
            guard key == .insets else { return false }
            insets = try this.paddingInsets(v, owner: "listRowInsets")
            return true
        }
        guard let insets else { throw missing(.insets, in: "listRowInsets", "the row's insets") }
        return insets
    }

    /// `listRowSeparator`: `visibility` (`automatic`, `visible` or `hidden`) and `edges`
    /// (`all`, the default, `top` or `bottom`): which of the row's separators it hides.
    mutating func listRowSeparator(_ m: Int) throws(WireError) -> (top: Bool, bottom: Bool) {
        var hidden: Bool?
        var edges = VerticalEdgesName.all
        try forEachParameter(ofModifier: m, in: "listRowSeparator") { this, key, v throws(WireError) in
            switch key {
            case .visibility: hidden = try this.word(v, Field(owner: "listRowSeparator", key: key), as: VisibilityName.self) == .hidden
            case .edges: edges = try this.word(v, Field(owner: "listRowSeparator", key: key), as: VerticalEdgesName.self)
            default: return false
            }
            return true
        }
        guard let hidden else { throw missing(.visibility, in: "listRowSeparator", "automatic, visible or hidden") }
        return (hidden && edges != .bottom, hidden && edges != .top)
    }
}
