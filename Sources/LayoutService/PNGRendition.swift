import HTTPServer
import LayoutEngine
import LayoutWire
import TextShaping

/// The PNG form of `POST /v1/layout` (`Accept: image/png`): the SVG drawn at the request's
/// display scale by `SVGRasterizer`, so that a layout can be compared with a snapshot image
/// without a browser.
///
/// Its Text lines are the glyph outlines of the font the server measured with, placed where
/// the server broke them (`TextOutlining`): librsvg reads no web fonts, and drawing the glyphs
/// leaves no font of the rendering machine to take part in them (the id labels of `labels`
/// are drawn in its sans-serif). The image is the SVG's canvas (the
/// window, grown to every drawn frame) times the display scale, in whole pixels (the canvas is
/// on the pixel grid), at least 1 × 1, on white. `maxPixels` bounds the image's memory (4 bytes
/// a pixel), `maxDocumentBytes` the SVG's, and no side may pass cairo's 32,767.
struct PNGRendition: Sendable {
    let rasterizer: SVGRasterizer?
    /// The most pixels one image may have (`ServiceConfiguration.maxPNGPixels`).
    let maxPixels: Int
    /// The largest SVG drawn (`ServiceConfiguration.maxResponseBytes`): a glyph's outline takes
    /// some 300 bytes, so a long text in a tiny font makes a document far larger than its image.
    let maxDocumentBytes: Int
    /// cairo's longest side of an image surface (`CAIRO_STATUS_INVALID_SIZE` past it).
    static let maxSide = 32_767

    /// The 400 `tooComplex` at the view for an image that will not be drawn, saying why.
    private static func tooLarge(_ why: String) -> WireError {
        WireError(.tooComplex, "no PNG: \(why); ask for the SVG, or propose a smaller size", at: JSONPointer.root.appending(key: "view"))
    }

    /// Whether this server can draw PNGs (librsvg and cairo loaded).
    var isAvailable: Bool { rasterizer != nil }

    /// The image's size in pixels, as doubles: a frame offset far enough makes a canvas no
    /// integer holds, and the bound is checked before anything is converted.
    static func pixelSize(_ request: LayoutRequest, _ result: LayoutResult) -> (width: Double, height: Double) {
        let canvas = SVGEncoder.canvas(request, result)
        func pixels(_ length: Double) -> Double { max(1, (length * request.displayScale).rounded()) }
        return (pixels(canvas.size.width), pixels(canvas.size.height))
    }

    /// Why there is no image: too large to draw (too many pixels, a side past cairo's bound, or
    /// outlines past the document bound: the request's error, at its view), or the drawing failed.
    enum Failure: Error {
        case tooLarge(WireError)
        case failed(Problem)
    }

    /// The PNG of `result`, or why there is none.
    func image(_ request: LayoutRequest, _ result: LayoutResult, _ options: SVGOptions, svg: SVGRendition) -> Result<[UInt8], Failure> {
        guard let rasterizer else {
            return .failure(.failed(Problem(status: 406, detail: "this server cannot draw image/png (librsvg is not installed)")))
        }
        let size = Self.pixelSize(request, result)
        let dimensions = "\(Self.describe(size.width)) × \(Self.describe(size.height)) pixels"
        guard size.width * size.height <= Double(maxPixels) else {
            return .failure(.tooLarge(Self.tooLarge("the image would be \(dimensions), more than \(maxPixels) (LAYOUT_MAX_PNG_PIXELS)")))
        }
        guard max(size.width, size.height) <= Double(Self.maxSide) else {
            return .failure(.tooLarge(Self.tooLarge("the image would be \(dimensions); cairo draws no side longer than \(Self.maxSide)")))
        }
        guard let document = svg.outlinedDocument(request, result, options, maxBytes: maxDocumentBytes) else {
            return .failure(.tooLarge(Self.tooLarge("its text's glyph outlines would take more than \(maxDocumentBytes) bytes "
                + "(LAYOUT_MAX_RESPONSE_BYTES)")))
        }
        guard let png = rasterizer.png(document, width: Int(size.width), height: Int(size.height)) else {
            return .failure(.failed(Problem(status: 500, detail: "librsvg could not draw the layout's SVG")))
        }
        return .success(png)
    }

    /// A pixel count as a whole number where one holds it.
    private static func describe(_ pixels: Double) -> String {
        pixels < 1e15 ? String(Int(pixels)) : "\(pixels)"
    }
}
