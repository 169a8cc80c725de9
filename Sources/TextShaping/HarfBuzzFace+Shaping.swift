import CHarfBuzz

extension HarfBuzzFace {
    /// Shapes `text` as one run at `weight` and returns the summed x advances in font units
    /// and the number of glyph clusters (the units that tracking spaces apart).
    ///
    /// The text goes in as UTF-16 (`hb_buffer_add_utf16`), so cluster values are UTF-16
    /// offsets, as JavaScript indexes strings. Direction, script and language are guessed from
    /// the text; bidi reordering and font fallback are out of scope (HarfBuzz
    /// does neither: https://harfbuzz.github.io/what-harfbuzz-doesnt-do.html).
    /// `tabularDigits` turns on the OpenType `tnum` feature (tabular figures), which is what
    /// `monospacedDigit()` asks of the system font.
    func shape(_ text: Substring, weight: Int, tabularDigits: Bool = false) -> (advance: Int, clusters: Int) {
        withShaped(text, weight: weight, tabularDigits: tabularDigits) { infos, positions in
            var advance = 0, clusters = 0
            for i in infos.indices {
                advance += Int(positions[i].x_advance)
                if i == 0 || infos[i].cluster != infos[i - 1].cluster { clusters += 1 }
            }
            return (advance, clusters)
        } ?? (0, 0)
    }

    /// `body` over the glyphs of `text` shaped as one run at `weight` (in visual order, in font
    /// units), or nil for an empty text.
    func withShaped<R>(_ text: Substring, weight: Int, tabularDigits: Bool,
                       _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> R) -> R? {
        let utf16 = Array(text.utf16)
        guard !utf16.isEmpty else { return nil }
        // A buffer per call: about a microsecond, and nothing to share between threads.
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, utf16, Int32(utf16.count), 0, Int32(utf16.count))
        hb_buffer_guess_segment_properties(buffer)
        if tabularDigits {
            var feature = hb_feature_t(tag: Self.tag("tnum"), value: 1, start: 0, end: UInt32.max)
            hb_shape(font(weight: weight), buffer, &feature, 1)
        } else {
            hb_shape(font(weight: weight), buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
        return body(UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }

    /// The font's own vertical metrics at `weight`, in em: hhea/OS2 ascender, descender
    /// (positive), line gap, and OS/2 cap height, as HarfBuzz resolves them.
    func nativeMetrics(weight: Int) -> (ascent: Double, descent: Double, lineGap: Double, capHeight: Double) {
        let font = font(weight: weight)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        var capHeight: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &capHeight)
        let em = unitsPerEm
        return (Double(extents.ascender) / em, Double(-extents.descender) / em,
                Double(extents.line_gap) / em, Double(capHeight) / em)
    }
}
