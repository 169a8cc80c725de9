/// How both kinds of grid put a view in its cell: proposed the cell's size, then aligned in it.
extension Subview {
    /// Places the child in `cell` (container coordinates), proposed the cell's size. With an
    /// `anchor` (a unit point, `gridCellAnchor`), the child's point at that unit position goes to
    /// the cell's; else each axis lines up the child's guide with the cell's own value of it, as
    /// a frame aligns its content (Apple, `Grid`, `gridCellAnchor(_:)`, `GridItem.alignment`).
    func place(in cell: Rect, alignment: Alignment, anchor: Point? = nil) {
        let p = ProposedViewSize(cell.size)
        let size = sizeThatFits(p)
        var origin = cell.origin
        for axis in [Axis.horizontal, .vertical] {
            if let anchor {
                origin[axis] += (cell.size[axis] - size[axis]) * anchor[axis]
            } else {
                let key = axis == .horizontal ? alignment.horizontal : alignment.vertical
                origin[axis] += defaultGuide(key, size: cell.size) - guide(key, p, size: size)
            }
        }
        place(at: origin, proposal: p)
    }
}
