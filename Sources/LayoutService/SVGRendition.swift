import HTTPServer
import LayoutEngine
import LayoutWire
import TextShaping

/// The SVG form of `POST /v1/layout`: chosen by `Accept`, shaped by the query, drawn with the
/// request profile's font.
struct SVGRendition: Sendable {
    /// The family and linked `@font-face` stylesheet of each profile, worked out once, and its
    /// measurer, which writes the stylesheets that carry their fonts.
    private let fonts: [String: (family: String, css: String, designs: [FontDesign: String], measurer: HarfBuzzTextMeasurer)]

    init(profiles: TextProfiles, fontPath: String) {
        var fonts: [String: (family: String, css: String, designs: [FontDesign: String], measurer: HarfBuzzTextMeasurer)] = [:]
        for measurer in [profiles.sfCompat, profiles.fontNative] {
            let designs = Dictionary(uniqueKeysWithValues: measurer.designFonts.all.map {
                ($0.design, measurer.cssFamilyName(of: $0.design))
            })
            fonts[measurer.profile.rawValue] = (measurer.cssFamilyName, measurer.fontFaceCSS(fontURL: fontPath), designs, measurer)
        }
        self.fonts = fonts
    }

    /// The options the query asks for: `layers` and `labels`, each `true` or `false` (default; a
    /// bare `layers` means `true`, an empty `layers=` is malformed), and `fonts`, `embedded`
    /// (default) or `linked`; other parameters are ignored. A malformed value is a 400 problem.
    static func options(_ request: HTTPRequest) -> Result<SVGOptions, Refusal> {
        var options = SVGOptions()
        for pair in (request.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if parts.first == "fonts" {
                guard parts.count == 2, parts[1] == "embedded" || parts[1] == "linked" else {
                    return .failure(Refusal(response: .problem(.badRequest,
                        detail: "the query parameter fonts must be embedded or linked, not \((parts.count > 1 ? parts[1] : "").prefix(64))")))
                }
                options.linkedFonts = parts[1] == "linked"
                continue
            }
            guard parts.first == "layers" || parts.first == "labels" else { continue }
            let value = parts.count > 1 ? parts[1] : "true"
            guard value == "true" || value == "false" else {
                return .failure(Refusal(response: .problem(.badRequest,
                    detail: "the query parameter \(parts[0]) must be true or false, not \(value.prefix(64))")))
            }
            if parts[0] == "layers" { options.layers = value == "true" } else { options.labels = value == "true" }
        }
        return .success(options)
    }

    /// The SVG of `result`, drawn with the font the request's text `profile` was measured with:
    /// carried in the document, cut to the characters drawn, unless `options` link it.
    func document(_ request: LayoutRequest, _ result: LayoutResult, _ options: SVGOptions) -> [UInt8] {
        var options = options
        let font = fonts[request.profile] ?? fonts["sf-compat"]
        options.fontFamily = font?.family
        options.fontFaceCSS = font?.css
        options.designFontFamilies = font?.designs ?? [:]
        if !options.linkedFonts, let measurer = font?.measurer {
            options.fontFaceCSS = measurer.embeddedFontFaceCSS(drawn: SVGEncoder.drawnCharacters(request, result, options: options))
        }
        return SVGEncoder.encode(request, result, options: options)
    }

    /// The SVG of `result` with its Text lines as glyph outlines in the request profile's fonts
    /// (what `PNGRendition` draws): no font is carried or linked, as no line needs one. Nil once
    /// the outlines pass `maxBytes`.
    func outlinedDocument(_ request: LayoutRequest, _ result: LayoutResult, _ options: SVGOptions, maxBytes: Int) -> [UInt8]? {
        let font = fonts[request.profile] ?? fonts["sf-compat"]
        let outliner = font.map { Outliner(measurer: $0.measurer, remaining: maxBytes) }
        let document = SVGEncoder.encode(request, result, options: options, outlines: outliner)
        return outliner?.exceeded == true || document.count > maxBytes ? nil : document
    }

    /// The measurer's glyph outlines (`HarfBuzzTextMeasurer.outlinePath`) for one document, the
    /// bytes they may still take counted down as lines are drawn. Used by one encoding, on the
    /// thread that runs it.
    private final class Outliner: TextOutlining, @unchecked Sendable {
        let measurer: HarfBuzzTextMeasurer
        var remaining: Int
        var exceeded = false

        init(measurer: HarfBuzzTextMeasurer, remaining: Int) {
            (self.measurer, self.remaining) = (measurer, remaining)
        }

        func outlinePath(of text: String, in font: Font, width: Double?) -> String? {
            guard !exceeded else { return nil }
            do {
                let path = try measurer.outlinePath(of: text, in: font, width: width, maxBytes: remaining)
                remaining -= path?.utf8.count ?? 0
                return path
            } catch {
                exceeded = true
                return nil
            }
        }
    }

    /// A response that ends the request early.
    struct Refusal: Error {
        var response: HTTPResponse
    }
}
