import LayoutEngine

extension Lowering {
    /// List (`style`: `automatic`, the default, or `insetGrouped`) and Form (no parameters), in
    /// the inset grouped style iOS gives both on iPhone (measured: a List without a style and a
    /// Form render alike; docs/evidence/navigation-and-lists.md). The children are rows and
    /// Sections; each run of rows outside a Section is a section of its own without a header.
    ///
    /// Built from the engine's own kinds, as UIKit lays a table out: a vertical ScrollView
    /// (the list takes the room it is offered and scrolls what it does not show) over a VStack
    /// of sections, each below its spacing (`InsetGroupedMetrics`), each a header above a card
    /// inset from the list's edges, the card a stack of row cells (`cell`).
    mutating func lowerList(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard parts.type == .list, key == .style else { return false }
            _ = try this.word(v, Field(owner: parts.owner, key: .style), as: ListStyleName.self)
            return true
        }
        var sections: [WireIndex.ListSection] = []
        var blocks: [NodeID] = []
        var run: [RowCell] = []
        func endRun(_ this: inout Lowering) throws(WireError) {
            guard !run.isEmpty else { return }
            let card = try this.card(run, attached: context.attached)
            sections.append(WireIndex.ListSection(card: card, rows: RowCell.rows(run)))
            if let card { blocks.append(try this.block(card, header: false, first: blocks.isEmpty)) }
            run = []
        }
        try forEachChild(parts, viewIndex, context, axis: nil, enclosing: .list) { this, child, node throws(WireError) in
            guard this.index.views[child].type == .section, let pending = this.pendingSection else {
                if let node { run.append(try this.cell(node, of: child)) }
                return
            }
            this.pendingSection = nil
            try endRun(&this)
            sections.append(pending.section)
            var parts: [NodeID] = []
            if let header = pending.header { parts.append(try this.add(.padding(InsetGroupedMetrics.headerInsets), child: header)) }
            if let node { parts.append(node) }
            guard context.attached, !parts.isEmpty else { return }
            let block = try this.add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: 0)), parts)!
            blocks.append(try this.block(block, header: pending.header != nil, first: blocks.isEmpty))
        }
        try endRun(&self)
        index.views[viewIndex].list = index.lists.count
        index.lists.append(sections)
        let content = try add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: 0)), blocks, attached: context.attached)
        index.views[viewIndex].content = content
        return try add(.scrollView(axes: .vertical), content.map { [$0] } ?? [], attached: context.attached)
    }

    /// Section, only directly in a List or Form: `header` and `footer` (views), then its rows.
    /// Its own frame is its card's; the header is set in the footnote style, upper-cased, as
    /// iOS sets a grouped table's header (measured: cap height 9, upper case). The rows and the
    /// header are left in `pendingSection` for the List, which puts the header above the card
    /// (with the Section's modifiers) and spaces them.
    mutating func lowerSection(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        guard context.enclosing == .list else {
            throw error(.unsupported, "a Section must be a direct child of a List or Form")
        }
        var header: Int?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .header: header = v
            case .footer:
                throw this.error(.unsupported, "section footers are not laid out yet: their spacing has not been measured (README, \"Known differences\")")
            default: return false
            }
            return true
        }
        var views = WireIndex.SectionViews()
        var headerNode: NodeID?
        if let header {
            views.header = index.views.count
            var environment = context.text
            environment.font = Font(.footnote)
            environment.explicit = (false, false)
            environment.textCase = .uppercase
            enter(tape.memberName(header))
            headerNode = try lowerView(header, ViewContext(stackAxis: nil, text: environment, depth: context.depth + 1,
                                                            layers: context.layers, attached: context.attached))
            leave()
        }
        index.views[viewIndex].sectionViews = views
        var rows: [RowCell] = []
        try forEachChild(parts, viewIndex, context, axis: nil, enclosing: .section) { this, child, node throws(WireError) in
            if let node { rows.append(try this.cell(node, of: child)) }
        }
        let card = try self.card(rows, attached: context.attached)
        pendingSection = (WireIndex.ListSection(card: card, rows: RowCell.rows(rows)), headerNode)
        return card
    }

    /// The rows' cells one under the other, without spacing (separators are drawn inside the
    /// cells); `nil` for a section without rows, which shows no card.
    private mutating func card(_ cells: [RowCell], attached: Bool) throws(WireError) -> NodeID? {
        guard attached, !cells.isEmpty else { return nil }
        return try add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: 0)), cells.map(\.node))
    }

    /// A section's block inset from the list's edges and spaced from what is above it.
    private mutating func block(_ node: NodeID, header: Bool, first: Bool) throws(WireError) -> NodeID {
        let above = switch (first, header) {
        case (true, true): InsetGroupedMetrics.firstHeaderTop
        case (true, false): InsetGroupedMetrics.firstCardTop
        case (false, true): InsetGroupedMetrics.headerTopAfterCard
        case (false, false): InsetGroupedMetrics.cardGapWithoutHeader
        }
        let inset = InsetGroupedMetrics.cardInset
        return try add(.padding(EdgeInsets(top: above, leading: inset, bottom: 0, trailing: inset)), child: node)
    }
}

/// The inset grouped style's metrics on iPhone, modelling iOS 17: measured on iOS 17.5 and
/// 18.x renders at 3x unless said (docs/evidence/navigation-and-lists.md, "List, inset grouped").
enum InsetGroupedMetrics {
    /// A card's inset from the list's leading and trailing edges: 20, measured.
    static let cardInset = 20.0
    /// A row's insets inside its cell: 20 from the card's edges (text and trailing content,
    /// measured); vertically, `rowVerticalInset`.
    static let rowInsets = EdgeInsets(top: rowVerticalInset, leading: 20, bottom: rowVerticalInset, trailing: 20)
    static let rowVerticalInset = 11.0
    /// A row's least height (SwiftUI's `defaultMinListRowHeight`): 44, measured as the pitch
    /// of one-line rows.
    static let minRowHeight = 44.0
    /// From the top of the list's content to the first card, without a header: 35.00 below the
    /// safe area (a List) and 34.67 below the bar (a Form), measured.
    static let firstCardTop = 35.0
    /// From a card's bottom to the next card's top, neither with a header.
    static let cardGapWithoutHeader = 35.0
    /// Measured with a header: its baseline 28.33 below the content's top (46.33 below the
    /// previous card's bottom), the card 8.67 below the baseline (pixels at 3x: 85, 139 and 26
    /// thirds). The header is placed by its line box, so these are the baselines less a
    /// footnote line's ascent (37 thirds in the SF profile's metrics, whose footnote line box,
    /// 15.67 tall, is the header frame measured on iOS 17.5) and, below it, its descent
    /// (10 thirds).
    static let firstHeaderTop = (85.0 - footnoteAscent) / 3
    static let headerTopAfterCard = (139.0 - footnoteAscent) / 3
    static let headerInsets = EdgeInsets(top: 0, leading: 20, bottom: (26.0 - footnoteDescent) / 3, trailing: 20)
    private static let footnoteAscent = 37.0
    private static let footnoteDescent = 10.0
}
