public import LayoutEngine

/// What an SVG of a layout shows besides the views, and the font its Texts are drawn with.
public struct SVGOptions: Sendable, Hashable {
    /// Outline every modifier layer's frame (dashed), as well as every view's.
    public var layers: Bool
    /// Label each view that has an `id` with it, at its frame's top-left corner.
    public var labels: Bool
    /// The CSS font family the server measured Text with (e.g. `Inter sf-compat`).
    public var fontFamily: String?
    /// A stylesheet declaring that family with `@font-face` (the one `GET /v1/fonts` serves for
    /// the request's profile), so the browser draws with the measured font.
    public var fontFaceCSS: String?
    /// The CSS family of each font design measured in a font of its own (e.g. `monospaced`:
    /// `JetBrains Mono sf-compat`); a design not listed is drawn in `fontFamily`.
    public var designFontFamilies: [FontDesign: String] = [:]
    /// Whether `fontFaceCSS` links the fonts the server serves (`?fonts=linked`) rather than
    /// carrying them, cut to the characters drawn (the default).
    public var linkedFonts = false

    /// Options: outlines of views only, no labels, the browser's sans-serif font.
    public init(layers: Bool = false, labels: Bool = false, fontFamily: String? = nil, fontFaceCSS: String? = nil) {
        self.layers = layers
        self.labels = labels
        self.fontFamily = fontFamily
        self.fontFaceCSS = fontFaceCSS
    }
}

/// Draws a Text line as glyph outlines, for a renderer with no web fonts (the PNG answer).
public protocol TextOutlining: Sendable {
    /// Path data (SVG 1.1 §8.3) of `text` in `font`, in points from the line's start on its
    /// baseline, y down; spread to `width` where given (a tightened line); nil to draw `<text>`.
    func outlinePath(of text: String, in font: Font, width: Double?) -> String?
}

/// Writes a layout result as an SVG 1.1 document (`Accept: image/svg+xml` on `POST /v1/layout`).
///
/// It draws what SwiftUI draws, from the same `LayoutResult` the JSON response reports, laid out
/// once: every frame on the display's pixel grid (`PixelGrid`, whatever the request's
/// `geometry`), shapes as SVG shapes filled with SwiftUI's system colours (`SVGPaint`), each
/// Text line as one `<text>` at its line's drawn x and baseline, so that nothing is re-wrapped,
/// and overlays, backgrounds and borders in SwiftUI's order. Each view is a `<g>` whose `class`
/// is `view` and its type; its frame is outlined by a `<rect class="frame">`. The canvas is
/// the proposed window (`<rect class="window">`) grown to hold every finite frame; where the
/// request gives safe-area insets (its own or a device's), the window's inset bands are shaded
/// (`<path class="safe-area">`: the status bar's and the home indicator's regions), and a
/// device's display is outlined with its corner radius (`<rect class="device">`). Output
/// depends only on the request and the result: equal inputs give byte-equal documents.
public enum SVGEncoder {
    /// The document for `request` laid out as `result`; with `outlines`, each Text line is a
    /// `<path class="line">` of its glyphs in place of a `<text>`.
    public static func encode(_ request: LayoutRequest, _ result: LayoutResult, options: SVGOptions = SVGOptions(),
                              outlines: (any TextOutlining)? = nil) -> [UInt8] {
        var writer = SVGWriter(index: request.index, result: result, options: options, outlines: outlines,
                               grid: PixelGrid(scale: request.displayScale),
                               rightToLeft: request.layoutDirection == .rightToLeft,
                               out: SVGMarkup(capacity: 1024 + request.index.views.count * 160))
        writer.document(proposal: request.proposal, safeAreaInsets: request.safeAreaInsets,
                        deviceCornerRadius: request.deviceCornerRadius)
        return writer.finish()
    }

    /// The document's canvas in points (its `viewBox`): the window, grown to every drawn frame.
    public static func canvas(_ request: LayoutRequest, _ result: LayoutResult) -> Rect {
        let writer = SVGWriter(index: request.index, result: result, options: SVGOptions(), outlines: nil,
                               grid: PixelGrid(scale: request.displayScale), rightToLeft: false, out: SVGMarkup(capacity: 0))
        return writer.canvas(around: writer.window(request.proposal))
    }

    /// The characters each font family draws in the document for `result` with `options`, by
    /// CSS family: what a stylesheet carrying its fonts must hold.
    public static func drawnCharacters(_ request: LayoutRequest, _ result: LayoutResult,
                                       options: SVGOptions) -> [String: Set<Unicode.Scalar>] {
        var drawn: [String: Set<Unicode.Scalar>] = [:]
        for record in request.index.views where record.type == .text {
            guard let node = record.node, result.isPlaced(node), let text = result.texts[node],
                  let family = options.designFontFamilies[text.font.design] ?? options.fontFamily else { continue }
            for line in text.lines { drawn[family, default: []].formUnion(line.text.unicodeScalars) }
        }
        return drawn
    }
}
