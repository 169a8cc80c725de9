import LayoutEngine

/// Where iOS draws an inset grouped list's row separators: one device pixel tall, along the
/// bottom of every row of a section but its last, from the row's content (its leading inset,
/// where a text row's text starts) to the card's trailing edge (measured on iOS 17.5 and 18.2:
/// docs/evidence/navigation-and-lists.md, "separator position" and "separator leading inset").
/// iOS starts it at a row's text even after an icon; here it starts at the row's leading inset
/// whatever comes first (docs/fidelity.md, "Known differences").
enum ListSeparators {
    /// The separator under `cell` (a row's frame), `hairline` (one pixel, in points) thick.
    static func frame(below cell: Rect, hairline: Double, rightToLeft: Bool) -> Rect {
        let inset = min(InsetGroupedMetrics.rowInsets.leading, cell.size.width)
        let x = rightToLeft ? cell.origin.x : cell.origin.x + inset
        return Rect(x: x, y: cell.origin.y + cell.size.height - hairline, width: cell.size.width - inset, height: hairline)
    }

}
