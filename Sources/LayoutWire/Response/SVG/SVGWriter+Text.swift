import LayoutEngine

extension SVGWriter {
    /// A Text's lines, each a `<text>` at the line's drawn x and baseline (the values
    /// `geometry: "drawn"` reports), so the browser draws the server's lines and never re-wraps.
    ///
    /// `xml:space="preserve"` (SVG 1.1 §10.15) keeps runs of spaces inside a line, which the
    /// server measured. `letter-spacing` is the profile's tracking in points; like CSS it also
    /// follows a line's last character, where it moves nothing that is drawn. The server tracks
    /// a line between every two of its clusters, however it was split (segments, the pieces of
    /// a broken word, "…"), which is what `letter-spacing` draws.
    /// `kerning(_:)` follows every character, the last one included, on both sides. Italic
    /// asks for `font-style`, which the browser synthesises from the upright face the server
    /// measured (the stylesheet declares no italic face), so the advances stay the same;
    /// `monospacedDigit()` asks for tabular figures, the `tnum` feature the server shaped with.
    /// A `fontDesign` with a font of its own is drawn in that font's family.
    /// A line `allowsTightening` compressed is drawn into its width with `textLength` and
    /// `lengthAdjust="spacing"` (SVG 1.1 §10.5), which narrows the gaps between characters.
    mutating func lines(_ text: TextLayout, paint: SVGPaint = .primary) {
        for line in text.lines {
            let box = grid.round(Rect(x: line.x, y: line.y, width: line.width, height: 0))
            let baseline = grid.round(line.baseline)
            guard box.origin.x.isFinite, baseline.isFinite else { continue }
            if let outlines, let d = outlines.outlinePath(of: line.text, in: text.font, width: line.tightened ? box.size.width : nil) {
                outlinedLine(d, at: Point(x: box.origin.x, y: baseline), paint: paint)
                continue
            }
            out.raw("<text class=\"line\" xml:space=\"preserve\"")
            out.attribute("x", box.origin.x)
            out.attribute("y", baseline)
            out.attribute("font-family", fontFamilies(text.font.design))
            out.attribute("font-size", text.font.size)
            out.attribute("font-weight", Double(text.font.weight))
            if text.font.italic { out.raw(" font-style=\"italic\"") }
            if text.font.monospacedDigit { out.raw(" style=\"font-variant-numeric: tabular-nums\"") }
            if text.metrics.tracking != 0 || text.font.kerning != 0 {
                out.attribute("letter-spacing", text.metrics.tracking + text.font.kerning)
            }
            if line.tightened {
                out.attribute("textLength", box.size.width)
                out.raw(" lengthAdjust=\"spacing\"")
            }
            paintAttributes(paint, fill: true)
            out.raw(">")
            out.text(line.text)
            out.raw("</text>\n")
        }
    }

    /// A line as its glyphs' outlines, moved to its start on its baseline.
    private mutating func outlinedLine(_ d: String, at origin: Point, paint: SVGPaint) {
        out.raw("<path class=\"line\" transform=\"translate(")
        out.number(origin.x)
        out.raw(" ")
        out.number(origin.y)
        out.raw(")\"")
        paintAttributes(paint, fill: true)
        out.attribute("d", d)
        out.raw("/>\n")
    }

    /// The family `design` was measured in, then the browser's generic family for the design
    /// should it not load.
    private func fontFamilies(_ design: FontDesign) -> String {
        let generic = switch design {
        case .default, .rounded: "sans-serif"
        case .monospaced: "monospace"
        case .serif: "serif"
        }
        return (options.designFontFamilies[design] ?? options.fontFamily).map { "'\($0)', \(generic)" } ?? generic
    }
}
