import LayoutEngine

/// Where iOS draws a list's row separators: one device pixel tall, along the bottom of every
/// row of a section but its last (in the plain style, every row), from the row's content (its
/// leading inset, where a text row's text starts) to the card's trailing edge, a plain list's
/// own (measured on iOS 17.5 and 18.2: docs/evidence/navigation-and-lists.md, "separator
/// position" and "separator leading inset"; docs/evidence/plain-lists.md, "Separators").
/// iOS starts it at a row's text even after an icon; here it starts at the row's leading
/// inset whatever comes first (docs/fidelity.md, "Known differences").
enum ListSeparators {
    /// Whether row `j` of `section` has a separator under it: not hidden, and not a section's
    /// last row unless the list is plain.
    static func isDrawn(under j: Int, of section: WireIndex.ListSection, plain: Bool) -> Bool {
        !section.rows[j].separatorHidden && (plain || j < section.rows.count - 1)
    }

    /// The separator under `cell` (a row's frame), `hairline` (one pixel, in points) thick.
    static func frame(below cell: Rect, hairline: Double, rightToLeft: Bool, plain: Bool) -> Rect {
        let leading = plain ? PlainListMetrics.rowInsets.leading : InsetGroupedMetrics.rowInsets.leading
        let inset = min(leading, cell.size.width)
        let x = rightToLeft ? cell.origin.x : cell.origin.x + inset
        return Rect(x: x, y: cell.origin.y + cell.size.height - hairline, width: cell.size.width - inset, height: hairline)
    }
}
