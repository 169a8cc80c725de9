import LayoutEngine

extension AnswerWriter {
    /// A Text's laid-out lines, baselines, truncation and resolved font (openapi.yaml).
    ///
    /// Line `range`s count UTF-16 code units, as JavaScript indexes strings. Positions are
    /// absolute like frames; `y` is the top of the line box and `baseline` its baseline. Under
    /// `geometry: "drawn"` they sit on the pixel grid like the frames (the line's box rounded as
    /// a frame is, the baselines to the nearest pixel); under `"both"` each line adds `drawn`
    /// and the text `drawnFirstBaseline` / `drawnLastBaseline`.
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
            json.byte(UInt8(ascii: "}"))
            lineBox(line, drawn: geometry == .drawn)
            if line.tightened { json.raw(",\"tightened\":true") }
            if geometry == .both {
                json.raw(",\"drawn\":{")
                lineBox(line, drawn: true, comma: false)
                json.byte(UInt8(ascii: "}"))
            }
            json.byte(UInt8(ascii: "}"))
        }
        json.raw("],\"firstBaseline\":")
        length(geometry == .drawn ? grid.round(text.firstBaseline) : text.firstBaseline)
        json.raw(",\"lastBaseline\":")
        length(geometry == .drawn ? grid.round(text.lastBaseline) : text.lastBaseline)
        if geometry == .both {
            json.raw(",\"drawnFirstBaseline\":")
            length(grid.round(text.firstBaseline))
            json.raw(",\"drawnLastBaseline\":")
            length(grid.round(text.lastBaseline))
        }
        json.raw(",\"truncated\":")
        json.bool(text.truncated)
        font(text.font, text.metrics)
    }

    /// `"x":…,"y":…,"width":…,"baseline":…` of one line, after a comma unless it opens `drawn`.
    private mutating func lineBox(_ line: TextLine, drawn: Bool, comma: Bool = true) {
        let box = Rect(x: line.x, y: line.y, width: line.width, height: 0)
        let r = drawn ? grid.round(box) : box
        json.raw(comma ? ",\"x\":" : "\"x\":")
        length(r.origin.x)
        json.raw(",\"y\":")
        length(r.origin.y)
        json.raw(",\"width\":")
        length(r.size.width)
        json.raw(",\"baseline\":")
        length(drawn ? grid.round(line.baseline) : line.baseline)
    }

    /// What the text modifiers set, each only where it differs from SwiftUI's default (so a
    /// plain text's font reads as it always did).
    private mutating func modifierAttributes(_ font: Font) {
        if font.textStyle != nil && font.dynamicTypeSize != .large {
            json.raw(",\"dynamicTypeSize\":\"")
            json.name(font.dynamicTypeSize.rawValue)
            json.byte(UInt8(ascii: "\""))
        }
        if font.design != .default {
            json.raw(",\"design\":\"")
            json.name(font.design.rawValue)
            json.byte(UInt8(ascii: "\""))
        }
        if font.italic { json.raw(",\"italic\":true") }
        if font.monospacedDigit { json.raw(",\"monospacedDigit\":true") }
        if font.kerning != 0 {
            json.raw(",\"kerning\":")
            length(font.kerning)
        }
        if font.sizeScale != 1 {
            json.raw(",\"scale\":")
            length(font.sizeScale)
        }
        if font.lineSpacing != 0 {
            json.raw(",\"lineSpacing\":")
            length(font.lineSpacing)
        }
    }

    /// The font as resolved: family (the design's own font, or the default font where the
    /// design has none or its font did not load) and profile, size, CSS weight, text style if any, and its
    /// metrics in points.
    private mutating func font(_ font: Font, _ metrics: FontMetrics) {
        json.raw(",\"font\":{")
        if let family = designFamilies[font.design] ?? fontFamily {
            json.raw("\"family\":")
            json.string(family)
            json.byte(UInt8(ascii: ","))
        }
        json.raw("\"profile\":")
        json.string(profile)
        json.raw(",\"size\":")
        length(font.size)
        json.raw(",\"weight\":")
        json.integer(font.weight)
        if let style = font.textStyle {
            json.raw(",\"textStyle\":\"")
            json.name(style.rawValue)
            json.byte(UInt8(ascii: "\""))
        }
        modifierAttributes(font)
        json.raw(",\"ascent\":")
        length(metrics.ascent)
        json.raw(",\"descent\":")
        length(metrics.descent)
        json.raw(",\"lineHeight\":")
        length(metrics.lineHeight)
        json.raw(",\"linePitch\":")
        length(metrics.linePitch)
        json.raw(",\"tracking\":")
        length(metrics.tracking)
        json.byte(UInt8(ascii: "}"))
    }
}
