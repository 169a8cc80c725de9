import LayoutEngine

extension SVGWriter {
    /// A Text's lines, each a `<text>` at the line's drawn x and baseline (the values
    /// `geometry: "drawn"` reports), so the browser draws the server's lines and never re-wraps.
    ///
    /// `xml:space="preserve"` (SVG 1.1 §10.15) keeps runs of spaces inside a line, which the
    /// server measured. `letter-spacing` is the profile's tracking in points; like CSS it also
    /// follows a line's last character, where it moves nothing that is drawn. The server
    /// measures a line as the sum of its line-break segments (UAX #14), each tracked between its
    /// own glyph clusters only, so each segment after the first is shifted back by the tracking
    /// (`runShifts`), wherever the one before it ends: at a space, after a run of spaces,
    /// inside one (`1,111.00 / ` is one segment), at a hyphen.
    /// `kerning(_:)` follows every character, the last one included, on both sides. Italic
    /// asks for `font-style`, which the browser synthesises from the upright face the server
    /// measured (the stylesheet declares no italic face), so the advances stay the same;
    /// `monospacedDigit()` asks for tabular figures, the `tnum` feature the server shaped with.
    /// A `fontDesign` with a font of its own is drawn in that font's family.
    /// A line `allowsTightening` compressed is drawn into its width with `textLength` and
    /// `lengthAdjust="spacing"` (SVG 1.1 §10.5), which narrows the gaps between characters.
    mutating func lines(_ text: TextLayout) {
        for (i, line) in text.lines.enumerated() {
            let box = grid.round(Rect(x: line.x, y: line.y, width: line.width, height: 0))
            let baseline = grid.round(line.baseline)
            guard box.origin.x.isFinite, baseline.isFinite else { continue }
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
            let tracking = text.metrics.tracking
            let tail = text.truncated && i == text.lines.count - 1
            let shifts = tracking == 0 ? [] : Self.runShifts(line, tracking: tracking, tailTruncated: tail)
            if !shifts.isEmpty { out.attribute("dx", shifts) }
            out.raw(" fill=\"#000000\">")
            out.text(line.text)
            out.raw("</text>\n")
        }
    }

    /// The `dx` of each character of `shown` (SVG 1.1 §10.5, one per character, as Unicode
    /// scalars; none after the last shift): minus the tracking `t` at the first character of each
    /// run the server measured after the first, so that the tracking uniform `letter-spacing`
    /// adds after each run's last character is taken back. The runs are the line-break segments
    /// and the "…" of tail truncation on its own; a line shaped whole (head and middle
    /// truncation) is one run. Shifting, unlike a `<tspan>` per run, keeps the line one shaping
    /// run in the browser, so kerning across runs stays as the server shaped it within them.
    private static func runShifts(_ shown: TextLine, tracking t: Double, tailTruncated: Bool) -> [Double] {
        guard !shown.shapedWhole else { return [] }
        let line = shown.text
        var starts = Set(lineBreakOpportunities(in: line).map(\.index))
        if tailTruncated, line.hasSuffix("\u{2026}") { starts.insert(line.index(before: line.endIndex)) }
        starts.remove(line.startIndex)
        starts.remove(line.endIndex)
        var shifts: [Double] = []
        var i = line.unicodeScalars.startIndex
        while i < line.unicodeScalars.endIndex, !starts.isEmpty {
            shifts.append(starts.remove(i) != nil ? -t : 0)
            line.unicodeScalars.formIndex(after: &i)
        }
        return shifts
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
