// Fidelity: Fixtures lazygrid.json. Status: every view laid out (no visible region); the grid's
// length across its tracks is their sum (below).

/// LazyVGrid (`axis == .vertical`) and LazyHGrid: views fill the tracks in order, one line after
/// another along the axis.
///
/// Tracks: `LazyGridTracks` from the proposed length across the axis while sizing, and again from
/// the grid's own length when placed, which moves clamped tracks (objc.io "Thinking in SwiftUI":
/// flexible minimums 60 and 120 in 200 size as 95 + 120 and are drawn as 107.5 + 120).
/// Child proposal: while sizing, the track's length across and `nil` along the axis; a line is as
/// long as its longest view (objc.io S01E238). When placed, each view is proposed its cell.
/// Own size: across the axis, the tracks and their gaps (objc.io "Thinking in SwiftUI"; a choice
/// where S01E238 reports at least the proposal); along it, the lines and `spacing` between them.
/// Placement: each view aligned in its cell by its GridItem's alignment, else the grid's guide
/// across the tracks and the centre along the axis (Apple, LazyVGrid `alignment`).
struct LazyGridLayout: LayoutAlgorithm {
    var spec: LazyGridSpec

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let tracks = LazyGridTracks(items: spec.items, length: proposal[spec.axis.other])
        let lines = lineLengths(tracks, subviews)
        return Size(major: lines.reduce(0, +) + lineSpacing * Double(max(lines.count - 1, 0)), minor: tracks.total, axis: spec.axis)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let axis = spec.axis
        let tracks = LazyGridTracks(items: spec.items, length: size[axis.other])
        guard !tracks.lengths.isEmpty else { return (0..<subviews.count).forEach { subviews[$0].doNotPlace() } }
        let lines = lineLengths(tracks, subviews), starts = tracks.starts
        var cursor = 0.0
        for (line, length) in lines.enumerated() {
            for t in tracks.lengths.indices {
                let i = line * tracks.lengths.count + t
                guard i < subviews.count else { break }
                let cell = Rect(origin: Point(major: cursor, minor: starts[t], axis: axis),
                                size: Size(major: length, minor: tracks.lengths[t], axis: axis))
                subviews[i].place(in: cell, alignment: alignment(forTrack: t, tracks))
            }
            cursor += length + lineSpacing
        }
    }

    /// Guides do not come out of a lazy grid (a choice: the sources are silent).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }

    private var lineSpacing: Double { spec.spacing ?? LazyGridTracks.defaultSpacing }

    /// Each line's length: its longest view proposed the track's length across and `nil` along.
    private func lineLengths(_ tracks: LazyGridTracks, _ subviews: Subviews) -> [Double] {
        let perLine = tracks.lengths.count
        guard perLine > 0, subviews.count > 0 else { return [] }
        return stride(from: 0, to: subviews.count, by: perLine).map { first in
            (first..<min(first + perLine, subviews.count)).reduce(0.0) { longest, i in
                let p = ProposedViewSize(major: nil, minor: tracks.lengths[i - first], axis: spec.axis)
                return max(longest, subviews[i].sizeThatFits(p)[spec.axis])
            }
        }
    }

    /// The alignment of track `t`'s cells: its item's, else the grid's guide, centred along.
    private func alignment(forTrack t: Int, _ tracks: LazyGridTracks) -> Alignment {
        spec.items[tracks.items[t]].alignment ?? defaultAlignment
    }

    private var defaultAlignment: Alignment {
        spec.axis == .vertical ? Alignment(horizontal: spec.alignment, vertical: .verticalCenter)
            : Alignment(horizontal: .horizontalCenter, vertical: spec.alignment)
    }
}
