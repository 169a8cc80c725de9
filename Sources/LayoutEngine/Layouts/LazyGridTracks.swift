// Fidelity: Fixtures lazygrid.json. Status: the sequential algorithm of the Field Guide and
// objc.io; where Apple's wording of `.flexible` differs (a clamped column's leftover is not passed
// on) this follows the worked examples.

/// The tracks (LazyVGrid columns, LazyHGrid rows) that a list of `GridItem`s makes in a length.
///
/// 1. The spacing after every item but the last is set aside (default 8, objc.io "SwiftUI's Grid
///    Views": 200 − 70 − 8 = 122).
/// 2. Fixed items take exactly their size, first.
/// 3. The others, in source order, are offered the length left divided by the number of items
///    left, and what each takes is subtracted (objc.io S01E238 `layoutColumns`; the Field Guide's
///    LazyVGrid page). A flexible item clamps the offer to [minimum, maximum]; an adaptive one
///    holds as many tracks of at least its minimum as fit with its spacing between them (at
///    least one), sharing the offer equally, each at most its maximum (objc.io: 122 → 57 + 8 + 57).
///    The minimum only counts the tracks: one track offered less than it takes what it is offered
///    (objc.io "SwiftUI's Grid Views": an adaptive column is not its minimum wide), never below 0.
/// A `nil` length (no proposal) is treated as 0, so flexible items take their minimum and adaptive
/// ones one track of their minimum (a choice: the sources are silent; S01E238 substitutes 10).
struct LazyGridTracks {
    /// Each track's length and the gap after it (the last gap is unused).
    var lengths: [Double] = []
    var gaps: [Double] = []
    /// The index of the item that made each track (an adaptive item makes several).
    var items: [Int] = []

    /// The items together make at most `maxTracks` tracks: an adaptive item's infinite length
    /// or zero minimum would otherwise ask for unboundedly many (empty tracks still count, as in
    /// SwiftUI), and many such items multiply them. Each item keeps at least one track; the
    /// wire allows at most `maxTracks` items.
    static let maxTracks = 10_000

    init(items: [GridItemSpec], length: Double?, maxTracks: Int = Self.maxTracks) {
        let gapsBetween = items.dropLast().reduce(0) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        var remaining = (length ?? 0) - gapsBetween
        var resolved = [[Double]](repeating: [], count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let size) = item.size { resolved[i] = [size]; remaining -= size }
        }
        var left = items.count(where: { if case .fixed = $0.size { false } else { true } })
        // Tracks still free for adaptive items once every item has its one.
        var spare = maxTracks - items.count
        for (i, item) in items.enumerated() {
            let offer = remaining / Double(max(left, 1))
            switch item.size {
            case .fixed: continue
            case .flexible(let lo, let hi): resolved[i] = [min(max(offer, lo), hi)]
            case .adaptive(let lo, let hi):
                resolved[i] = length == nil ? [lo]
                    : Self.adaptive(offer, lo, hi, spacing: item.spacing ?? Self.defaultSpacing, maxTracks: 1 + max(spare, 0))
                spare -= resolved[i].count - 1
            }
            remaining -= resolved[i].reduce(0, +) + Double(resolved[i].count - 1) * (item.spacing ?? Self.defaultSpacing)
            left -= 1
        }
        for (i, item) in items.enumerated() {
            lengths += resolved[i]
            gaps += Array(repeating: item.spacing ?? Self.defaultSpacing, count: resolved[i].count)
            self.items += Array(repeating: i, count: resolved[i].count)
        }
    }

    static let defaultSpacing = 8.0

    /// The tracks of one adaptive item offered `offer`.
    private static func adaptive(_ offer: Double, _ lo: Double, _ hi: Double, spacing: Double, maxTracks: Int) -> [Double] {
        let fitting = ((offer + spacing) / (lo + spacing)).rounded(.down)
        let count = fitting.isNaN ? 1 : Int(min(max(fitting, 1), Double(max(maxTracks, 1))))
        let each = min(max((offer - Double(count - 1) * spacing) / Double(count), 0), hi)
        return Array(repeating: each, count: count)
    }

    /// The tracks' total length with the gaps between them.
    var total: Double { lengths.reduce(0, +) + gaps.dropLast().reduce(0, +) }

    /// Where each track starts.
    var starts: [Double] {
        var cursor = 0.0
        return lengths.indices.map { i in defer { cursor += lengths[i] + gaps[i] }; return cursor }
    }
}
