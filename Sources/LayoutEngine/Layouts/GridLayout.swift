// Fidelity: Fixtures grid.json (sources: Tests/ConformanceTests/CONTAINER-SOURCES.md). Status: fixed-size cells as documented;
// how flexible cells share space is a choice (GridTracks), and no guide comes out of a Grid.

/// Grid (iOS 16): cells in rows and columns, aligned across rows.
///
/// Child proposal: while sizing, each cell its share of the proposal (`GridTracks`); when placed,
/// each GridRow is proposed its row's rectangle and each cell its own cell (the columns it spans,
/// and the spacing between them, by its row's height).
/// Own size: the columns and rows with `horizontalSpacing` and `verticalSpacing` between them
/// (default 8, a choice: Apple names no value).
/// Placement: a cell's view is aligned in its cell by its `gridCellAnchor`, else horizontally by
/// its column's `gridColumnAlignment` or the Grid's alignment, and vertically by its GridRow's
/// alignment or the Grid's (Apple: `Grid`, `GridRow`, `gridColumnAlignment(_:)`,
/// `gridCellAnchor(_:)`). The Grid places its rows' cells itself: a GridRow only reports its row.
struct GridLayout: LayoutAlgorithm {
    var spec: GridSpec

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let g = geometry(proposal, subviews)
        return Size(width: g.columnStarts.last.map { $0 + g.columns.last! } ?? 0,
                    height: g.rowStarts.last.map { $0 + g.rows.last! } ?? 0)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let g = geometry(proposal, subviews)
        for (r, row) in g.cells.rows.enumerated() where row.isGridRow {
            row.view.place(at: Point(x: 0, y: g.rowStarts[r]), proposal: ProposedViewSize(width: size.width, height: g.rows[r]))
        }
        for cell in g.cells.cells {
            let row = g.cells.rows[cell.row]
            let width = g.columns[cell.column..<cell.column + cell.span].reduce(0, +) + hSpacing * Double(cell.span - 1)
            // A GridRow's cells are placed in the row's coordinates.
            let rect = Rect(x: g.columnStarts[cell.column], y: row.isGridRow ? 0 : g.rowStarts[cell.row], width: width, height: g.rows[cell.row])
            let alignment = Alignment(horizontal: g.cells.columnAlignments[cell.column] ?? spec.alignment.horizontal,
                                      vertical: row.alignment ?? spec.alignment.vertical)
            cell.view.place(in: rect, alignment: alignment, anchor: cell.spec.anchor)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }

    private var hSpacing: Double { spec.horizontalSpacing ?? 8 }
    private var vSpacing: Double { spec.verticalSpacing ?? 8 }

    private struct Geometry {
        var cells: GridCells
        var columns: [Double], rows: [Double]
        var columnStarts: [Double], rowStarts: [Double]
    }

    /// Columns first, each cell proposed an even share of the height; then rows, each cell
    /// proposed the width of the columns it spans.
    private func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Geometry {
        let cells = GridCells(subviews)
        let rowCount = cells.rows.count, columnCount = cells.columnCount
        let heightShare = available(proposal.height, count: rowCount, spacing: vSpacing).map { $0 / Double(max(rowCount, 1)) }
        let columns = GridTracks(axis: .horizontal, cells: cells, across: { _ in heightShare })
            .lengths(count: columnCount, available: available(proposal.width, count: columnCount, spacing: hSpacing), spacing: hSpacing)
        let hs = hSpacing
        let rows = GridTracks(axis: .vertical, cells: cells, across: { cell in
            columns[cell.column..<cell.column + cell.span].reduce(0, +) + hs * Double(cell.span - 1)
        }).lengths(count: rowCount, available: available(proposal.height, count: rowCount, spacing: vSpacing), spacing: vSpacing)
        return Geometry(cells: cells, columns: columns, rows: rows,
                        columnStarts: Self.starts(columns, hSpacing), rowStarts: Self.starts(rows, vSpacing))
    }

    private func available(_ proposed: Double?, count: Int, spacing: Double) -> Double? {
        proposed.map { $0 - spacing * Double(max(count - 1, 0)) }
    }

    private static func starts(_ lengths: [Double], _ spacing: Double) -> [Double] {
        var cursor = 0.0
        return lengths.map { length in defer { cursor += length + spacing }; return cursor }
    }
}

/// A GridRow: as large as the row its Grid proposes; the Grid has already placed its cells.
struct GridRowLayout: LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {}

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }
}
