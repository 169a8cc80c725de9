import LayoutEngine

extension SVGWriter {
    /// A Text's lines, each a `<text>` at the line's drawn x and baseline (the values
    /// `geometry: "drawn"` reports), so the browser draws the server's lines and never re-wraps.
    ///
    /// `xml:space="preserve"` (SVG 1.1 §10.15) keeps runs of spaces inside a line, which the
    /// server measured. `letter-spacing` is the profile's tracking in points; like CSS it also
    /// follows a line's last character, where it moves nothing that is drawn. The server
    /// measures a line as the sum of its line-break segments (UAX #14), each tracked between its
    /// own glyph clusters only, so a line carries one tracking less per segment than uniform
    /// letter-spacing gives; `word-spacing` (SVG 1.1 §10.11) of minus the tracking takes it back
    /// at each space, where those segments end, so the browser's line is as wide as the server's.
    mutating func lines(_ text: TextLayout) {
        for line in text.lines {
            let box = grid.round(Rect(x: line.x, y: line.y, width: line.width, height: 0))
            let baseline = grid.round(line.baseline)
            guard box.origin.x.isFinite, baseline.isFinite else { continue }
            out.raw("<text class=\"line\" xml:space=\"preserve\"")
            out.attribute("x", box.origin.x)
            out.attribute("y", baseline)
            out.attribute("font-family", fontFamilies)
            out.attribute("font-size", text.font.size)
            out.attribute("font-weight", Double(text.font.weight))
            if text.metrics.tracking != 0 {
                out.attribute("letter-spacing", text.metrics.tracking)
                out.attribute("word-spacing", -text.metrics.tracking)
            }
            out.raw(" fill=\"#000000\">")
            out.text(line.text)
            out.raw("</text>\n")
        }
    }

    /// The measured font's family, then the browser's sans-serif should it not load.
    private var fontFamilies: String {
        options.fontFamily.map { "'\($0)', sans-serif" } ?? "sans-serif"
    }
}
