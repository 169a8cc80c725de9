import LayoutEngine

extension ResponseWriter {
    /// A Text's laid-out lines (text.md §4.7), baselines, truncation and resolved font.
    ///
    /// Line `range`s count UTF-16 code units, as JavaScript indexes strings. Positions are
    /// absolute like frames; `y` is the top of the line box and `baseline` its baseline.
    mutating func textFields(_ text: TextLayout) {
        json.raw(",\"lines\":[")
        for (i, line) in text.lines.enumerated() {
            if i > 0 { json.byte(UInt8(ascii: ",")) }
            json.raw("{\"text\":")
            json.string(line.text)
            json.raw(",\"range\":{\"start\":")
            json.integer(line.range.lowerBound)
            json.raw(",\"end\":")
            json.integer(line.range.upperBound)
            json.raw("},\"x\":")
            json.number(line.x)
            json.raw(",\"y\":")
            json.number(line.y)
            json.raw(",\"width\":")
            json.number(line.width)
            json.raw(",\"baseline\":")
            json.number(line.baseline)
            json.byte(UInt8(ascii: "}"))
        }
        json.raw("],\"firstBaseline\":")
        json.number(text.firstBaseline)
        json.raw(",\"lastBaseline\":")
        json.number(text.lastBaseline)
        json.raw(",\"truncated\":")
        json.bool(text.truncated)
        font(text.font, text.metrics)
    }

    /// The font as resolved: family and profile, size, CSS weight, text style if any, and its
    /// metrics in points.
    private mutating func font(_ font: Font, _ metrics: FontMetrics) {
        json.raw(",\"font\":{")
        if let fontFamily {
            json.raw("\"family\":")
            json.string(fontFamily)
            json.byte(UInt8(ascii: ","))
        }
        json.raw("\"profile\":")
        json.string(profile)
        json.raw(",\"size\":")
        json.number(font.size)
        json.raw(",\"weight\":")
        json.integer(font.weight)
        if let style = font.textStyle {
            json.raw(",\"textStyle\":\"")
            json.name(style.rawValue)
            json.byte(UInt8(ascii: "\""))
        }
        json.raw(",\"ascent\":")
        json.number(metrics.ascent)
        json.raw(",\"descent\":")
        json.number(metrics.descent)
        json.raw(",\"lineHeight\":")
        json.number(metrics.lineHeight)
        json.raw(",\"linePitch\":")
        json.number(metrics.linePitch)
        json.raw(",\"tracking\":")
        json.number(metrics.tracking)
        json.byte(UInt8(ascii: "}"))
    }
}
