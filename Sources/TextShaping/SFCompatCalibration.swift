/// The tracking the `sf-compat` profile sets Inter with: SF Pro's own tracking table plus a
/// size-dependent correction fitted to measured San Francisco widths.
///
/// Inter is close to SF Pro Text, the cut iOS uses at body sizes, but not to SF Pro Display, the
/// tighter-spaced cut Apple's system font blends into at larger sizes (the optical sizes of
/// Apple's HIG Typography page and WWDC20 session 10175, "The details of UI typography"). With the
/// tracking table alone, Inter comes out 10–12 % wider than measured SF from 25 pt up (e.g.
/// `UIFont.preferredFont(forTextStyle: .title1)` "What's the point?" at 28 pt: SF 210.67, Inter
/// 236.48). The correction is extra tracking per glyph cluster, in 1/1000 em: about 0 up to
/// 17 pt, −57 from 28 pt on, linear between the knots and constant outside them.
///
/// Tracking, not a width factor, because the measured gap is in the spacing: single glyphs at
/// display sizes are as wide in SF as in Inter (the widest digit at 40 pt, TrackChart in the
/// corpus), while whole strings are 11 % narrower. Tracking is also what a browser can draw:
/// the stylesheet at `GET /v1/fonts` and the SVG carry it as `letter-spacing`.
///
/// Fitted by least squares on the fit part of `Tests/TextShapingTests/Corpus/sf-widths.json`
/// (every entry whose index is not 2 mod 3; iOS and tvOS entries) and checked on the rest; see
/// `SOURCES.md` there and `SFCompatWidthTests`. The fit part has no string between 17 and 25 pt,
/// so the correction there is the straight line between the two knots, not a fitted value; six
/// widths gathered after the fit at 20–24 pt (iOS 12–17) come out within 0.83 % with it, and one
/// held-back width there (bold, 22 pt, iOS 12) 3.6 % narrow. The
/// data show no weight-dependent difference beyond what single strings scatter for regular,
/// medium and bold, so one correction serves every weight; semibold is not calibrated (its one
/// measured word, "What's", is 1–1.4 % narrow against iOS 13 and 2.5–2.8 % against iOS 17.4).
enum SFCompatCalibration {
    /// A point of the correction curve: at `size` points, `perMille` 1/1000 em of extra tracking.
    struct Knot: Sendable, Equatable {
        var size: Double
        var perMille: Double
    }

    /// The fitted curve (rounded to 0.1/1000 em).
    static let knots = [Knot(size: 17, perMille: 0.7), Knot(size: 25, perMille: -48.6), Knot(size: 28, perMille: -57.0)]

    /// Tracking per glyph cluster at `size`, in points: SF Pro's table plus the correction.
    static func tracking(size: Double, knots: [Knot] = knots) -> Double {
        SFProMetrics.tracking(size: size) + correctionPerMille(size: size, knots: knots) / 1000 * size
    }

    /// The correction at `size` in 1/1000 em: linear between knots, constant outside them.
    static func correctionPerMille(size: Double, knots: [Knot] = knots) -> Double {
        guard let first = knots.first, let last = knots.last else { return 0 }
        if size <= first.size { return first.perMille }
        if size >= last.size { return last.perMille }
        let upper = knots.firstIndex { $0.size >= size }!
        let a = knots[upper - 1], b = knots[upper]
        let t = (size - a.size) / (b.size - a.size)
        return a.perMille + (b.perMille - a.perMille) * t
    }
}
