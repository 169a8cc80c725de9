import LayoutEngine

/// The layout box of an SF Symbol on iPhone (iOS 17/18), which the service sizes without the
/// symbol set (docs/evidence/symbols.md).
///
/// - Height: the font's line box, its point size × (ascender + descender) of SF Pro
///   (2444/2048), rounded to the nearest pixel: 20.33 at 17 points (measured 20.33 for a body
///   Label with an icon, ≤ 22 for `magnifyingglass`), 26.33 at 22 (measured for `star.fill`),
///   and 76.33 at 64, a UIKit symbol's alignment box as reported (rounding up would give 76.67).
/// - Width: the height, unless `aspectRatios` knows the symbol: `magnifyingglass` (body) and
///   `person.circle.fill` (title2) measure as wide as tall; `star.fill` at title2 sits in a
///   slot 28.33 wide (derived from the accessibility box it centres, evidence "star.fill").
///   Other symbols' widths are not measured (docs/fidelity.md, "Known differences").
/// - Measured boxes: a symbol whose whole frame was measured (`boxes`) takes it, scaled with
///   the point size, in place of the line box: `xmark` 17.33 × 15.33 and `location` 20.00 ×
///   18.67 at 17 points, shorter than the line as the glyph's content bounds are (evidence,
///   "xmark"). Sizes other than 17 points are scaled, not measured.
/// - Scale: Apple documents the small variant as about 20 % smaller and the large as about
///   30 % larger than the medium one (`NSImage.SymbolScale`); the box is scaled alike, which
///   no render confirms.
/// - Weight does not change the box here; the glyph's weight changes its ink, which no render
///   measured against its frame.
enum SymbolMetrics {
    static func size(of symbol: String, pointSize: Double, scale: ImageScaleName, displayScale: Double) -> Size {
        let factor = switch scale {
        case .small: 0.8
        case .medium: 1.0
        case .large: 1.3
        }
        let onGrid = { (length: Double) in (length * displayScale).rounded() / displayScale }
        if let box = boxes[symbol] {
            let points = pointSize * factor / box.pointSize
            return Size(width: onGrid(box.width * points), height: onGrid(box.height * points))
        }
        let height = onGrid(pointSize * factor * 2444 / 2048)
        return Size(width: onGrid(height * (aspectRatios[symbol] ?? 1)), height: height)
    }

    /// Symbols whose frame was measured whole, at the point size named (iOS 18.1, 3x; the
    /// padding around each subtracted from its button's capsule).
    static let boxes: [String: (width: Double, height: Double, pointSize: Double)] = [
        "xmark": (52.0 / 3, 46.0 / 3, 17),
        "location": (20, 56.0 / 3, 17),
    ]

    /// Width over height of the symbols whose box has been measured wider or narrower than
    /// square: `star.fill`, 28.33 × 26.33 at title2 (85/79).
    static let aspectRatios: [String: Double] = ["star.fill": 85.0 / 79.0]
}
