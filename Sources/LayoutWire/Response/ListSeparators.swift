import LayoutEngine

/// Where iOS draws an inset grouped list's row separators: one device pixel tall, along the
/// bottom of every row of a section but its last (of a plain list's, every row), from the row's content (its leading inset,
/// where a text row's text starts) to the card's trailing edge (measured on iOS 17.5 and 18.2:
/// docs/evidence/navigation-and-lists.md, "separator position" and "separator leading inset").
/// iOS starts it at a row's text even after an icon; here it starts at the row's leading inset
/// whatever comes first (docs/fidelity.md, "Known differences").
enum ListSeparators {
    /// The separator under `cell` (a row's frame), `hairline` (one pixel, in points) thick. A
    /// plain list's runs the same way, from the row's content to the list's trailing edge,
    /// which is its cell's (measured: docs/evidence/plain-lists.md, "Separators").
    static func frame(below cell: Rect, hairline: Double, rightToLeft: Bool, plain: Bool) -> Rect {
        let leading = plain ? PlainListMetrics.rowInsets.leading : InsetGroupedMetrics.rowInsets.leading
        let inset = min(leading, cell.size.width)
        let x = rightToLeft ? cell.origin.x : cell.origin.x + inset
        return Rect(x: x, y: cell.origin.y + cell.size.height - hairline, width: cell.size.width - inset, height: hairline)
    }

}
