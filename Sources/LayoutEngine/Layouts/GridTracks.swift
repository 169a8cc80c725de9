/// The lengths of a Grid's columns (`axis == .horizontal`) or rows, written once for both axes.
///
/// Sources (Apple, `Grid`; Tests/ConformanceTests/CONTAINER-SOURCES.md): each column is as wide as its widest cell and
/// each row as tall as its tallest, and a cell with `gridCellUnsizedAxes` on an axis does not
/// count there. How a Grid shares its proposal among flexible cells is not documented; this
/// shares it as an HStack shares its width (`StackDistribution`): the tracks are offered, least
/// flexible first, the length left divided by the tracks left, and each takes the most its cells
/// take of that offer. A cell spanning several columns that needs more than they give widens the
/// last of them (a choice; the sources are silent). Both choices leave fixed-size cells alone.
/// A cell spanning every track (a view placed in the Grid outside a GridRow) is offered the
/// Grid's whole proposal, not only what the tracks took: Apple's `gridCellUnsizedAxes(_:)` shows
/// a Divider between two rows widening the grid to the width its parent offers, which the
/// modifier prevents.
struct GridTracks {
    var axis: Axis
    var cells: GridCells
    /// What a cell is proposed across `axis` while the tracks are sized.
    var across: (GridCells.Cell) -> Double?

    /// The track lengths for `available` (the proposal less the spacing; `nil`: ideal lengths).
    func lengths(count: Int, available: Double?, spacing: Double) -> [Double] {
        var lengths: [Double]
        if let available {
            let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
            let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            lengths = Array(repeating: 0, count: count)
            var remaining = available
            for (k, t) in order.enumerated() {
                lengths[t] = measure(t, max(remaining, 0) / Double(count - k))
                remaining -= lengths[t]
            }
        } else {
            lengths = (0..<count).map { measure($0, nil) }
        }
        widenForSpans(&lengths, available: available, spacing: spacing)
        return lengths
    }

    /// The most the single-track cells of track `t` take of `offer`.
    private func measure(_ t: Int, _ offer: Double?) -> Double {
        cells.cells.reduce(0.0) { longest, cell in
            let r = cells.range(cell, on: axis)
            guard r == t..<t + 1, cells.isSized(cell, on: axis) else { return longest }
            return max(longest, cell.view.sizeThatFits(ProposedViewSize(major: offer, minor: across(cell), axis: axis))[axis])
        }
    }

    private func widenForSpans(_ lengths: inout [Double], available: Double?, spacing: Double) {
        for cell in cells.cells {
            let r = cells.range(cell, on: axis)
            guard r.count > 1 || (r.count == lengths.count && available != nil), cells.isSized(cell, on: axis) else { continue }
            let given = r.reduce(0) { $0 + lengths[$1] } + spacing * Double(r.count - 1)
            let whole = r.count == lengths.count ? available.map { $0 + spacing * Double(r.count - 1) } : nil
            let needed = cell.view.sizeThatFits(ProposedViewSize(major: max(given, whole ?? given), minor: across(cell), axis: axis))[axis]
            if needed > given { lengths[r.upperBound - 1] += needed - given }
        }
    }
}
