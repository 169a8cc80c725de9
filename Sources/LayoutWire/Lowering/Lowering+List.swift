import LayoutEngine

extension Lowering {
    /// List (`style`: `automatic`, the default, `insetGrouped` or `plain`) and Form (no
    /// parameters), in the inset grouped style iOS gives both on iPhone (measured: a List
    /// without a style and a Form render alike; docs/evidence/navigation-and-lists.md). The
    /// children are rows and Sections; each run of rows outside a Section is a section of its
    /// own without a header.
    ///
    /// Built from the engine's own kinds, as UIKit lays a table out: a vertical ScrollView
    /// (the list takes the room it is offered and scrolls what it does not show) over a VStack
    /// of sections, each below its spacing (`InsetGroupedMetrics`), each a header above a card
    /// inset from the list's edges, the card a stack of row cells (`cell`). In the plain style
    /// the rows span the list from its top, with no card and no spacing (`PlainListMetrics`),
    /// and Sections are refused.
    mutating func lowerList(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var style = ListStyleName.automatic
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard parts.type == .list, key == .style else { return false }
            style = try this.word(v, Field(owner: parts.owner, key: .style), as: ListStyleName.self)
            return true
        }
        let plain = style == .plain
        let enclosing = (inPlainList, listMinRowHeight)
        (inPlainList, listMinRowHeight) = (plain, context.text.minListRowHeight)
        defer { (inPlainList, listMinRowHeight) = enclosing }
        var sections: [WireIndex.ListSection] = []
        var blocks: [NodeID] = []
        var run: [RowCell] = []
        var afterFooter = false
        func endRun(_ this: inout Lowering) throws(WireError) {
            guard !run.isEmpty else { return }
            let card = try this.card(run, attached: context.attached)
            sections.append(WireIndex.ListSection(card: card, rows: RowCell.rows(run)))
            if let card {
                blocks.append(plain ? card : try this.block(card, header: false, first: blocks.isEmpty, afterFooter: afterFooter))
            }
            afterFooter = false
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
            if let footer = pending.footer { parts.append(try this.add(.padding(InsetGroupedMetrics.footerInsets), child: footer)) }
            guard context.attached, !parts.isEmpty else { return }
            let block = try this.add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: 0)), parts)!
            blocks.append(try this.block(block, header: pending.header != nil, first: blocks.isEmpty, afterFooter: afterFooter))
            afterFooter = pending.footer != nil
        }
        try endRun(&self)
        index.views[viewIndex].list = index.lists.count
        index.lists.append(WireIndex.ListBody(plain: plain, sections: sections))
        let content = try add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: 0)), blocks, attached: context.attached)
        index.views[viewIndex].content = content
        return try add(.scrollView(axes: .vertical), content.map { [$0] } ?? [], attached: context.attached)
    }

    /// Section, only directly in a List or Form: `header` and `footer` (views), then its rows.
    /// Its own frame is its card's; the header is set in the footnote style, upper-cased, and
    /// the footer in the footnote style as written, as iOS sets a grouped table's (measured).
    /// The rows, header and footer are left in `pendingSection` for the List, which puts the
    /// header above the card (with the Section's modifiers), the footer below, and spaces them.
    mutating func lowerSection(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        guard context.enclosing == .list else {
            throw error(.unsupported, "a Section must be a direct child of a List or Form")
        }
        guard !inPlainList else {
            throw error(.unsupported, "a Section in a plain List is not laid out: the plain style's headers, footers and "
                        + "space between sections have not been measured (its rows alone are)")
        }
        var header: Int?, footer: Int?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .header: header = v
            case .footer: footer = v
            default: return false
            }
            return true
        }
        var views = WireIndex.MemberViews()
        views.header = header.map { _ in index.views.count }
        let headerNode = try header.flatMap { v throws(WireError) in try sectionText(v, upperCased: true, context) }
        var rows: [RowCell] = []
        try forEachChild(parts, viewIndex, context, axis: nil, enclosing: .section) { this, child, node throws(WireError) in
            if let node { rows.append(try this.cell(node, of: child)) }
        }
        views.footer = footer.map { _ in index.views.count }
        let footerNode = try footer.flatMap { v throws(WireError) in try sectionText(v, upperCased: false, context) }
        index.views[viewIndex].memberViews = views
        let card = try self.card(rows, attached: context.attached)
        pendingSection = (WireIndex.ListSection(card: card, rows: RowCell.rows(rows)), headerNode, footerNode)
        return card
    }

    /// A header or footer view, in the footnote style (a header upper-cased).
    private mutating func sectionText(_ v: Int, upperCased: Bool, _ context: ViewContext) throws(WireError) -> NodeID? {
        var environment = context.text
        environment.font = Font(.footnote)
        environment.explicit = (false, false)
        if upperCased { environment.textCase = .uppercase }
        return try memberView(v, context, text: environment)
    }

    /// A view held in a member of its owner (a Section's header or footer, a Picker's value),
    /// lowered at that member's pointer, with `text` or the owner's text environment.
    mutating func memberView(_ v: Int, _ context: ViewContext, text: TextEnvironment? = nil) throws(WireError) -> NodeID? {
        enter(tape.memberName(v))
        defer { leave() }
        return try lowerView(v, ViewContext(stackAxis: nil, text: text ?? context.text, depth: context.depth + 1,
                                            layers: context.layers, attached: context.attached))
    }

    /// The rows' cells one under the other, without spacing (separators are drawn inside the
    /// cells); `nil` for a section without rows, which shows no card.
    private mutating func card(_ cells: [RowCell], attached: Bool) throws(WireError) -> NodeID? {
        guard attached, !cells.isEmpty else { return nil }
        return try add(.stack(StackSpec(axis: .vertical, alignment: .leading, spacing: 0)), cells.map(\.node))
    }

    /// A section's block inset from the list's edges and spaced from what is above it.
    private mutating func block(_ node: NodeID, header: Bool, first: Bool, afterFooter: Bool) throws(WireError) -> NodeID {
        typealias M = InsetGroupedMetrics
        let above = switch (first, afterFooter, header) {
        case (true, _, true): M.firstHeaderTop
        case (true, _, false): M.firstCardTop
        case (false, false, true): M.headerTopAfterCard
        case (false, false, false): M.cardGapWithoutHeader
        case (false, true, true): M.headerTopAfterFooter
        case (false, true, false): M.cardTopAfterFooter
        }
        let inset = InsetGroupedMetrics.cardInset
        return try add(.padding(EdgeInsets(top: above, leading: inset, bottom: 0, trailing: inset)), child: node)
    }
}

/// The plain style's metrics on iPhone, from renders on a 390-point-wide screen
/// (docs/evidence/plain-lists.md, list-styles.md): the rows span the list with no card and no
/// space above the first (measured on iOS 16, and on iOS 17 from a row pitch); a one-line row
/// is 44 tall (iOS 16) and its content 20 in from the list's leading edge (iOS 16 measured,
/// iOS 17 derived from a separator's start), the same as the inset grouped style's inside its
/// card, so rows are built by the same `cell`. Not measured, and so the inset grouped style's
/// values: the trailing inset (20) and a taller row's 11 above and below (derived from an
/// iOS 16 render). Whether the 20 follows the screen's width is not known (one iOS 26-like
/// render at 393 points shows 16).
enum PlainListMetrics {
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let minRowHeight = 44.0
}

/// The inset grouped style's metrics on iPhone, modelling iOS 17 at the default text size:
/// measured on iOS 17.5 and 18.x renders at 3x unless said (docs/evidence/navigation-and-lists.md
/// and lists-rows-and-footers.md). Headers and footers are placed by their line boxes, which
/// the text style's size sets; the spaces around them are the same at the Medium size (whose
/// renders give 55.00 between cards with a header where the default size gives 56.33: the
/// header line is 1.33 shorter).
enum InsetGroupedMetrics {
    /// A card's inset from the list's leading and trailing edges: 20, measured.
    static let cardInset = 20.0
    /// A row's insets inside its cell: 20 from the card's edges (text and trailing content,
    /// measured); vertically, `rowVerticalInset`.
    static let rowInsets = EdgeInsets(top: rowVerticalInset, leading: 20, bottom: rowVerticalInset, trailing: 20)
    /// Rows taller than the least height: content plus about 11 above and below (10.8–11.4,
    /// worked out from the baselines of two-line rows at the Medium size).
    static let rowVerticalInset = 11.0
    /// A row's least height (SwiftUI's `defaultMinListRowHeight`): 44, measured as the pitch
    /// of one-line rows.
    static let minRowHeight = 44.0
    /// From the top of the list's content to the first card, without a header: 35.00, measured.
    static let firstCardTop = 35.0
    /// From a card's bottom to the next card's top, neither with a header: 35.33, measured in
    /// eight gaps (106 pixels at 3x).
    static let cardGapWithoutHeader = 106.0 / 3
    /// A header's line box: 17.00 below the content's top (iOS 17.5, the safe area taken as 59),
    /// 34.67 below the card above, and 6.00 above its own card (measured: the header frame
    /// 76.00–91.67, its card from 97.67; 56.33 between cards).
    static let firstHeaderTop = 17.0
    static let headerTopAfterCard = 104.0 / 3
    static let headerInsets = EdgeInsets(top: 0, leading: 20, bottom: 6, trailing: 20)
    /// A footer's line box: 6.00 below its card, 20 in from the card's edges (measured on iOS
    /// 17.5 and 18.5); the next header's line box 29.00 below it (measured), the next card
    /// without a header 29.67 below it (worked out from one Medium-size render, a two-line
    /// footer 64.00 from card to card).
    static let footerInsets = EdgeInsets(top: 6, leading: 20, bottom: 0, trailing: 20)
    static let headerTopAfterFooter = 29.0
    static let cardTopAfterFooter = 89.0 / 3
}
