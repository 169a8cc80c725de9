/// A Grid's cells, found in its children: which row and columns each one covers and what its
/// grid cell modifiers say.
///
/// A GridRow child is a row whose views are cells, one column after another (a view with
/// `gridCellColumns(n)` covers n); any other child is a row of one cell spanning every column.
/// The column count is that of the longest row; shorter rows leave empty cells at the end
/// (Apple, `Grid`).
struct GridCells {
    struct Cell {
        var view: Subview
        var row: Int
        var column: Int
        var span: Int
        var spec: GridCellSpec
    }

    /// One entry per child of the Grid: the GridRow (or the spanning view) and its alignment.
    struct Row {
        var view: Subview
        var isGridRow: Bool
        var alignment: AlignmentKey?
    }

    var cells: [Cell] = []
    var rows: [Row] = []
    var columnCount = 0
    /// `gridColumnAlignment` by column: the first cell of the column that has one sets it.
    var columnAlignments: [AlignmentKey?] = []

    init(_ subviews: Subviews) {
        for r in 0..<subviews.count {
            let child = subviews[r]
            guard case .gridRow(let alignment) = child.kind else {
                rows.append(Row(view: child, isGridRow: false, alignment: nil))
                cells.append(Cell(view: child, row: r, column: 0, span: 0, spec: Self.spec(of: child)))
                continue
            }
            rows.append(Row(view: child, isGridRow: true, alignment: alignment))
            let rowCells = child.children
            var column = 0
            for i in 0..<rowCells.count {
                let spec = Self.spec(of: rowCells[i])
                let span = max(spec.columns ?? 1, 1)
                cells.append(Cell(view: rowCells[i], row: r, column: column, span: span, spec: spec))
                column += span
            }
            columnCount = max(columnCount, column)
        }
        // A spanning view alone (no GridRow at all) makes one column.
        columnCount = max(columnCount, cells.isEmpty ? 0 : 1)
        columnAlignments = Array(repeating: nil, count: columnCount)
        for i in cells.indices {
            if cells[i].span == 0 { cells[i].span = columnCount }
            let c = cells[i].column
            if columnAlignments[c] == nil { columnAlignments[c] = cells[i].spec.columnAlignment }
        }
    }

    /// The cell modifiers on `view`, merged, the outer winning: its `gridCell` layers, read
    /// through the layers listed in the switch below. Under an `overlay` a render measures
    /// `gridCellColumns(2)` spanning two columns (Fixtures measured-grids.json); the others listed
    /// (background, border, a text field's platform layer, offset, fixedSize, alignmentGuide,
    /// layoutPriority) are read through by analogy, and a modifier under any other layer (a
    /// padding, a frame) is not seen: both choices, the sources being silent.
    private static func spec(of view: Subview) -> GridCellSpec {
        var spec = GridCellSpec(), layer = view
        while true {
            switch layer.kind {
            case .gridCell(let cell): spec = spec.merged(over: cell)
            case .overlay, .background, .border, .platformView, .offset, .fixedSize, .alignmentGuide, .layoutPriority: break
            case .shape, .image, .text, .spacer, .divider, .stack, .zStack, .geometryReader, .scrollView, .viewThatFits,
                 .lazyStack, .lazyGrid, .grid, .gridRow, .frame, .flexibleFrame, .padding, .aspectRatio, .position,
                 .relativeProposed, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame, .proxyLayer,
                 .navigationStack:
                return spec
            }
            layer = layer.children[0]
        }
    }

    /// Whether the cell sizes its row or column on `axis`.
    func isSized(_ cell: Cell, on axis: Axis) -> Bool { !(cell.spec.unsizedAxes?.contains(axis) ?? false) }

    /// The first column a cell covers and how many, along `axis` (rows span one).
    func range(_ cell: Cell, on axis: Axis) -> Range<Int> {
        axis == .horizontal ? cell.column..<cell.column + cell.span : cell.row..<cell.row + 1
    }
}
