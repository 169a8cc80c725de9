import CHarfBuzz
import LayoutEngine

/// A Text line as glyph outlines (SVG 1.1 §8.3 path data), for a renderer that has no web fonts:
/// the PNG answer draws its lines this way, with the very glyphs and advances the server
/// measured, so no font on the rendering machine takes part in them.
extension HarfBuzzTextMeasurer {
    /// The outlines of `text` set in `font` as the server shapes it (one run, the weight's
    /// variation, `tnum` for `monospacedDigit()`), with this profile's tracking between glyph
    /// clusters and `kerning(_:)` after each, in points: the origin at the line's start on its
    /// baseline, y down. Where `width` is given (a line `allowsTightening` compressed), the
    /// difference from the natural width is shared among the gaps between clusters, as SVG's
    /// `lengthAdjust="spacing"` does. Italic leans the glyphs by a quarter of their height, the
    /// oblique a browser synthesises from an upright face (the stylesheet declares none).
    /// Nil for a text with no glyphs; `OutlineTooLarge` once the path passes `maxBytes`.
    public func outlinePath(of text: String, in font: Font, width: Double? = nil,
                            maxBytes: Int = .max) throws(OutlineTooLarge) -> String? {
        let face = face(for: font)
        let scale = font.size / face.unitsPerEm
        let hbFont = face.font(weight: font.weight)
        let drawn: String?? = face.withShaped(Substring(text), weight: font.weight, tabularDigits: font.monospacedDigit) { infos, positions in
            let clusters = Self.clusterStarts(infos)
            let spacing = tracking(for: font)
            var natural = 0.0
            for i in infos.indices { natural += Double(positions[i].x_advance) * scale }
            natural += spacing * Double(max(clusters.count - 1, 0)) + font.kerning * Double(clusters.count)
            let extra = width.map { clusters.count > 1 ? ($0 - natural) / Double(clusters.count - 1) : 0 } ?? 0
            let sink = OutlineSink(scale: scale, slant: font.italic ? 0.25 : 0)
            var penX = 0.0
            for i in infos.indices {
                if i > 0, clusters.contains(i) { penX += spacing + extra }
                sink.originX = penX + Double(positions[i].x_offset) * scale
                sink.originY = Double(positions[i].y_offset) * scale
                hb_font_get_glyph_shape(hbFont, infos[i].codepoint, OutlineSink.functions, Unmanaged.passUnretained(sink).toOpaque())
                // A glyph adds a few hundred bytes: the bound is checked as the path grows.
                if sink.path.utf8.count > maxBytes { return nil }
                penX += Double(positions[i].x_advance) * scale
                if clusters.contains(i + 1) || i == infos.count - 1 { penX += font.kerning }
            }
            return sink.path
        }
        guard let drawn else { return nil }
        guard let path = drawn else { throw OutlineTooLarge() }
        return path.isEmpty ? nil : path
    }

    /// The indices of the glyphs that start a cluster.
    private static func clusterStarts(_ infos: UnsafeBufferPointer<hb_glyph_info_t>) -> Set<Int> {
        Set(infos.indices.filter { $0 == 0 || infos[$0].cluster != infos[$0 - 1].cluster })
    }
}

/// A text's outlines would pass the bound they were drawn under.
public struct OutlineTooLarge: Error {}

/// Collects HarfBuzz's drawing calls (`hb_font_get_glyph_shape`, HarfBuzz 4 and later) for one glyph after another as
/// path data: font units scaled to points, flipped to y down, moved to the glyph's origin.
private final class OutlineSink {
    var path = ""
    var originX = 0.0, originY = 0.0
    let scale: Double, slant: Double

    init(scale: Double, slant: Double) {
        (self.scale, self.slant) = (scale, slant)
    }

    func command(_ letter: String, _ points: [(Float, Float)]) {
        path += letter
        for (n, (x, y)) in points.enumerated() {
            let up = originY + Double(y) * scale
            if n > 0 { path += " " }
            path += Self.number(originX + Double(x) * scale + slant * up) + " " + Self.number(-up)
        }
    }

    /// Hundredths of a point: a thirtieth of a pixel at 3×. Coordinates stay within a drawn
    /// line, which the canvas bounds; one outside an integer's range is written as 0.
    private static func number(_ x: Double) -> String {
        let hundredths = (x * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
        let whole = Int(hundredths) / 100, part = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return part == 0 ? "\(sign)\(whole)" : "\(sign)\(whole)." + (part % 10 == 0 ? "\(part / 10)" : (part < 10 ? "0\(part)" : "\(part)"))
    }

    static func from(_ data: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue()
    }

    /// One set of drawing functions for every call, immutable (HarfBuzz: safe to share).
    nonisolated(unsafe) static let functions: OpaquePointer = {
        let f = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(f, { _, data, _, x, y, _ in from(data).command("M", [(x, y)]) }, nil, nil)
        hb_draw_funcs_set_line_to_func(f, { _, data, _, x, y, _ in from(data).command("L", [(x, y)]) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(f, { _, data, _, cx, cy, x, y, _ in
            from(data).command("Q", [(cx, cy), (x, y)])
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(f, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            from(data).command("C", [(c1x, c1y), (c2x, c2y), (x, y)])
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(f, { _, data, _, _ in from(data).path += "Z" }, nil, nil)
        hb_draw_funcs_make_immutable(f)
        return f
    }()
}
