import CHarfBuzz
import Foundation
import LayoutEngine

/// Text measurement with HarfBuzz over a variable font (Inter by default), in one of two
/// metrics profiles.
///
/// A value type: copies share the loaded font (HarfBuzz objects are immutable and
/// thread-safe, see `HarfBuzzFace`) and the process-wide `MeasurementCache`, so a measurer
/// can be handed to any number of concurrent layouts.
public struct HarfBuzzTextMeasurer: TextMeasuring {
    /// Which metrics `metrics(of:)` and `width(of:in:)` report.
    public var profile: MetricsProfile
    /// Where the font was read from, when it came from a file.
    public let fontFileURL: URL?
    /// The font file's bytes, e.g. to serve at `GET /v1/fonts/{name}`.
    public let fontData: Data
    /// Widths cache; `nil` measures every time (for benchmarks and tests).
    public var cache: MeasurementCache?
    /// The fonts that stand in for the monospaced and serif designs; a design without one is
    /// measured in this measurer's own font, as `default` and `rounded` are.
    public var designFonts = DesignFonts()
    let face: HarfBuzzFace

    /// A measurer for the font in `data`; throws when HarfBuzz cannot read it.
    public init(fontData data: Data, fontFileURL: URL? = nil, profile: MetricsProfile = .sfCompat,
                cache: MeasurementCache? = .shared) throws {
        guard let face = HarfBuzzFace(bytes: data) else {
            throw FontLoadingError(path: fontFileURL?.path ?? "<data>", reason: "HarfBuzz found no glyphs")
        }
        self.face = face
        self.fontData = data
        self.fontFileURL = fontFileURL
        self.profile = profile
        self.cache = cache
    }

    /// The font's family name from its `name` table, e.g. "Inter".
    public var familyName: String { face.familyName }
    /// The name under which the font is served: its file name, e.g. "Inter-roman.var.ttf".
    public var fontName: String { fontFileURL?.lastPathComponent ?? "\(familyName).ttf" }

    /// The family of the font `design` is measured in: its stand-in's, or the default font's.
    public func familyName(of design: FontDesign) -> String { designFonts[design]?.familyName ?? familyName }

    /// The face `font` is shaped with: its design's stand-in at the nearer weight, else the
    /// default font.
    func face(for font: Font) -> HarfBuzzFace {
        designFonts[font.design]?.face(weight: font.weight) ?? face
    }

    /// Whether `font` is set in the default font, which stands in for SF Pro and so takes
    /// `sf-compat`'s tracking; the design stand-ins take their own advances only.
    func standsInForSFPro(_ font: Font) -> Bool { designFonts[font.design] == nil }

    public func metrics(of font: Font) -> FontMetrics {
        switch profile {
        case .sfCompat:
            let size = font.size
            return FontMetrics(ascent: SFProMetrics.ascent * size, descent: SFProMetrics.descent * size,
                               leading: 0, capHeight: SFProMetrics.capHeight * size,
                               linePitch: font.styleLeading, tracking: tracking(for: font))
        case .fontNative:
            let m = face(for: font).nativeMetrics(weight: font.weight)
            return FontMetrics(ascent: m.ascent * font.size, descent: m.descent * font.size,
                               leading: m.lineGap * font.size, capHeight: m.capHeight * font.size,
                               tracking: tracking(for: font))
        }
    }

    public func width(of text: Substring, in font: Font) -> Double {
        guard let cache, text.utf8.count <= MeasurementCache.maxKeyLength else { return uncachedWidth(of: text, in: font) }
        let key = MeasurementCache.Key(font: fontKey(font), text: ExactString(String(text)))
        return cache.width(for: key) { uncachedWidth(of: text, in: font) }
    }

    /// What this measurer's advances in `font` depend on, for the cache.
    private func fontKey(_ font: Font) -> MeasurementCache.FontKey {
        MeasurementCache.FontKey(face: face(for: font).id, profile: profile, size: font.size, weight: font.weight,
                                 tabularDigits: font.monospacedDigit, tracking: font.tracking, kerning: font.kerning)
    }

    /// Printable ASCII characters come from a per-font table in the cache, each shaped on its
    /// own the first time a text needs it (as `width(of:in:)` would); other graphemes are
    /// measured one by one.
    public func graphemeWidths(of text: Substring, in font: Font) -> [Double] {
        guard let cache else { return text.indices.map { uncachedWidth(of: text[$0...$0], in: font) } }
        let key = fontKey(font)
        var table = cache.asciiAdvances(for: key) ?? [Double](repeating: .nan, count: 128)
        var measuredNow = false
        func advance(_ code: UInt8) -> Double {
            if table[Int(code)].isNaN {
                table[Int(code)] = uncachedWidth(of: Substring(String(UnicodeScalar(code))), in: font)
                measuredNow = true
            }
            return table[Int(code)]
        }
        defer { if measuredNow { cache.recordASCIIAdvances(table, for: key) } }
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.map(advance) }
        return text.indices.map { i in
            if let code = text[i].asciiValue, (0x20..<0x7F).contains(code) { return advance(code) }
            return width(of: text[i...i], in: font)
        }
    }

    /// The width of `text`, shaped now: advances scaled to the size, plus tracking between
    /// glyph clusters (none after the last, see `trailingTracking`) and `kerning` after each.
    ///
    /// Apple documents tracking as treated like trailing whitespace, which a line's width
    /// leaves out (NSAttributedString.Key.tracking), and kerning as reaching the trailing edge
    /// of the text (SwiftUI `Text.kerning(_:)`), so only tracking stops at the last cluster.
    public func uncachedWidth(of text: Substring, in font: Font) -> Double {
        let parts = untrackedWidth(of: text, in: font)
        return parts.advance + tracking(for: font) * Double(parts.trackedClusters) + font.kerning * Double(parts.clusters)
    }

    /// The shaped advance of `text` in points, how many of its glyph clusters get tracking, and
    /// how many there are.
    func untrackedWidth(of text: Substring, in font: Font) -> (advance: Double, trackedClusters: Int, clusters: Int) {
        let face = face(for: font)
        let shaped = face.shape(text, weight: font.weight, tabularDigits: font.monospacedDigit)
        let advance = Double(shaped.advance) / face.unitsPerEm * font.size
        return (advance, Self.trailingTracking ? shaped.clusters : max(shaped.clusters - 1, 0), shaped.clusters)
    }

    /// Whether the last glyph cluster of a run gets tracking too. Calibrated against the SF
    /// width corpus (TextShapingTests/Corpus): without it, Inter lands closer to SF.
    public static let trailingTracking = false

    /// Tracking per glyph cluster in points: under `sf-compat` SF Pro's table plus the fitted
    /// correction (`SFCompatCalibration`) for text set in the default font, else 0; plus the
    /// text's own `tracking(_:)`. SF Mono's and New York's own tracking tables are not public,
    /// and the correction was fitted to Inter, so the stand-ins get none (docs/fidelity.md, "Font designs").
    public func tracking(for font: Font) -> Double {
        (profile == .sfCompat && standsInForSFPro(font) ? SFCompatCalibration.tracking(size: font.size) : 0) + font.tracking
    }
}

/// A font file that could not be found or read.
public struct FontLoadingError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot load font \(path): \(reason)" }

    public init(path: String, reason: String) {
        (self.path, self.reason) = (path, reason)
    }
}
