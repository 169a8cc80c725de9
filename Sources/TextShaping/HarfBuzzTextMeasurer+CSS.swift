import Foundation
import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// The CSS font family the snippet declares: the font's family plus the profile, so that
    /// both profiles can live on one page, e.g. "Inter sf-compat".
    public var cssFamilyName: String { "\(familyName) \(profile.rawValue)" }

    /// A stylesheet with which a browser draws the service's lines like the server measured
    /// them: an `@font-face` for the font served at `fontURL` and for each design font's files
    /// served beside it (`GET /v1/fonts`), one class per
    /// iOS text style (`.text-body`, …) with its size, weight and tracking, and one per drawing
    /// modifier (`modifierRules`).
    ///
    /// Under `sf-compat` the face overrides the font's vertical metrics with SF Pro's
    /// (`ascent-override`, `descent-override`, `line-gap-override`, supported by Chromium and
    /// Firefox) and each style carries the profile's tracking, SF Pro's table plus the fitted
    /// correction (`tracking(for:)`), as `letter-spacing`. CSS adds
    /// letter-spacing after the last character too, so a line drawn this way is one tracking
    /// wider at its end than the server's width; lines are positioned from the response.
    public func fontFaceCSS(fontURL: String) -> String {
        var lines = ["/* \(profile.rawValue): \(familyName) from \(fontName), as laid out by the server */"]
        let folder = fontURL.lastIndex(of: "/").map { String(fontURL[...$0]) } ?? ""
        lines += fontFace(family: cssFamilyName, url: fontURL, withWOFF2: true, weights: 100...900)
        for font in designFonts.all {
            let family = cssFamilyName(of: font.design)
            lines += fontFace(family: family, url: folder + font.regular.name, withWOFF2: true, weights: 100...(DesignFont.boldFrom - 1))
            lines += fontFace(family: family, url: folder + font.bold.name, withWOFF2: true, weights: DesignFont.boldFrom...900)
        }
        lines += TextStyle.allCases.map(styleRule)
        lines += Self.modifierRules
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `@font-face` rules of `fontFaceCSS` with each font carried in the stylesheet, cut down
    /// to the characters drawn in it (`FontSubset`) as a `data:` URL, so that a document using
    /// them draws the same wherever it is opened: saved to a file, in an `<img>`, on another
    /// origin. `drawn` gives the characters by the family they are drawn in (`cssFamilyName`
    /// or `cssFamilyName(of:)`); a family with none is left out. A font HarfBuzz cannot cut is
    /// carried whole.
    public func embeddedFontFaceCSS(drawn: [String: Set<Unicode.Scalar>]) -> String {
        var lines = ["/* \(profile.rawValue): \(familyName) from \(fontName), as laid out by the server, "
                     + "cut to the characters drawn */"]
        func dataURL(_ data: Data, _ scalars: Set<Unicode.Scalar>) -> String {
            let font = FontSubset.subset(data, keeping: scalars) ?? data
            return "data:font/ttf;base64," + font.base64EncodedString()
        }
        if let scalars = drawn[cssFamilyName], !scalars.isEmpty {
            lines += fontFace(family: cssFamilyName, url: dataURL(fontData, scalars), weights: 100...900)
        }
        for font in designFonts.all {
            let family = cssFamilyName(of: font.design)
            guard let scalars = drawn[family], !scalars.isEmpty else { continue }
            lines += fontFace(family: family, url: dataURL(font.regular.data, scalars), weights: 100...(DesignFont.boldFrom - 1))
            lines += fontFace(family: family, url: dataURL(font.bold.data, scalars), weights: DesignFont.boldFrom...900)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The CSS family of the font `design` is measured in, e.g. "JetBrains Mono sf-compat".
    public func cssFamilyName(of design: FontDesign) -> String { "\(familyName(of: design)) \(profile.rawValue)" }

    /// The name (or URL) under which a font file is served as WOFF2: its extension replaced
    /// (`Inter-roman.var.ttf` → `Inter-roman.var.woff2`; `/v1/fonts/…ttf` → `/v1/fonts/…woff2`).
    public static func woff2Name(of fileName: String) -> String {
        (fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName) + ".woff2"
    }

    /// An `@font-face` rule for the file at `url`, used for `weights`, with its WOFF2 form
    /// (`woff2Name`, served beside it) listed first `withWOFF2` (a browser takes the first source
    /// it reads and falls back to the next when a download fails); a design font's regular
    /// and bold files each declare their half of the range, so the browser sets each weight in
    /// the file the server measured it in and synthesises no bold.
    private func fontFace(family: String, url: String, withWOFF2: Bool = false, weights: ClosedRange<Int>) -> [String] {
        let woff2 = Self.woff2Name(of: url)
        let sources = (withWOFF2 ? ["url(\"\(woff2)\") format(\"woff2\")"] : []) + ["url(\"\(url)\") format(\"truetype\")"]
        var lines = ["@font-face {",
                     "  font-family: \"\(family)\";",
                     "  src: \(sources.joined(separator: ", "));",
                     "  font-weight: \(weights.lowerBound) \(weights.upperBound);",
                     "  font-style: normal;"]
        if profile == .sfCompat {
            lines += ["  ascent-override: \(Self.percent(SFProMetrics.ascent));",
                      "  descent-override: \(Self.percent(SFProMetrics.descent));",
                      "  line-gap-override: 0%;"]
        }
        lines.append("}")
        return lines
    }

    /// `.text-body { font-family: …; font-size: 17px; font-weight: 400; letter-spacing: -0.026em; }`
    private func styleRule(_ style: TextStyle) -> String {
        let font = Font(style)
        let spacing = tracking(for: font) / font.size
        return ".text-\(style.rawValue) { font-family: \"\(cssFamilyName)\"; font-size: \(Self.number(font.size))px; "
            + "font-weight: \(font.weight); letter-spacing: \(Self.number(spacing))em; }"
    }

    /// Classes for the text modifiers that change how a line is drawn rather than its font
    /// size: `italic()` (synthesised from the upright face, whose advances the server measured)
    /// and `monospacedDigit()` (tabular figures). `tracking(_:)` and `kerning(_:)` add to the
    /// style's `letter-spacing`: the response's `font.tracking` and `font.kerning`, in points.
    static let modifierRules = [
        ".text-italic { font-style: italic; font-synthesis: style; }",
        ".text-monospaced-digit { font-variant-numeric: tabular-nums; }",
    ]

    private static func percent(_ fraction: Double) -> String { number(fraction * 100) + "%" }

    /// Up to four decimals, without trailing zeros.
    private static func number(_ x: Double) -> String {
        var s = String(format: "%.4f", x)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
