import HTTPServer

/// The form of a layout's answer that the request's `Accept` asks for (RFC 9110 §12.5.1):
/// JSON, SVG or PNG, or none, which is answered 406 (Not Acceptable) rather than with a form
/// the client said it cannot take.
///
/// Each form's quality is the `q` of the most specific range that names it (`image/svg+xml`
/// over `image/*` over `*/*`), 0 where none does; `q=0` means "not acceptable". The form of
/// highest quality wins; a tie goes to JSON, then SVG, so that an absent `Accept`, `*/*` or
/// `image/*` keeps the cheaper form. PNG is offered only where the server can draw it
/// (`SVGRasterizer`). Several `Accept` lines are one list (RFC 9110 §5.3); an empty `Accept`
/// is read as an absent one.
enum AnswerForm: Equatable, CaseIterable {
    case json, svg, png

    var mediaType: (type: String, subtype: String) {
        switch self {
        case .json: ("application", "json")
        case .svg: ("image", "svg+xml")
        case .png: ("image", "png")
        }
    }

    static func negotiate(_ request: HTTPRequest, png: Bool) -> AnswerForm? {
        // No Accept at all, as most API clients send: JSON, with no list made.
        guard request.headers["Accept"] != nil else { return .json }
        let lines = request.headers.values(for: "Accept")
        // One line, the usual case, is read as it is, with no new string made for it.
        return negotiate(lines.count == 1 ? lines[0] : lines.joined(separator: ","), png: png)
    }

    static func negotiate(_ accept: String, png: Bool) -> AnswerForm? {
        // The usual values need no parsing.
        if accept == "*/*" || accept == "application/json" { return .json }
        let ranges = accept.split(separator: ",").compactMap(MediaRange.init)
        guard !ranges.isEmpty else { return .json }
        var best: (form: AnswerForm, q: Double)?
        for form in allCases where form != .png || png {
            let q = quality(type: form.mediaType.type, subtype: form.mediaType.subtype, in: ranges)
            if q > 0, q > best?.q ?? 0 { best = (form, q) }
        }
        return best?.form
    }

    /// Whether `Accept` names `image/png` at all: such a request is drawn on a worker, never on
    /// the event loop that read it (a drawing takes milliseconds). Only a range naming PNG can
    /// choose it, as a tie with `image/*` or `*/*` goes to the other forms.
    static func mayAskForPNG(_ request: HTTPRequest) -> Bool {
        // On the event loop's path for every small request: bytes compared, nothing allocated.
        request.headers.fields.contains { field in
            field.name.utf8.count == 6 && field.name.utf8.elementsEqual("accept".utf8) { $0 | 0x20 == $1 }
                && containsPNG(field.value.utf8)
        }
    }

    /// Whether `bytes` hold "png" in any case.
    private static func containsPNG(_ bytes: String.UTF8View) -> Bool {
        let (p, n, g) = (UInt8(ascii: "p"), UInt8(ascii: "n"), UInt8(ascii: "g"))
        var matched = 0
        for byte in bytes {
            // ASCII letters differ from their capitals in bit 5 alone.
            let lower = byte | 0x20
            let next = matched == 0 ? p : matched == 1 ? n : g
            matched = lower == next ? matched + 1 : (lower == p ? 1 : 0)
            if matched == 3 { return true }
        }
        return false
    }

    /// The 406 answer, naming the forms there are.
    static func refusal(png: Bool) -> HTTPResponse {
        .problem(.notAcceptable,
                 detail: png ? "the answer is application/json, image/svg+xml or image/png; Accept lists none of them"
                     : "the answer is application/json or image/svg+xml (this server cannot draw image/png: librsvg is not installed); Accept lists neither",
                 headers: ["Vary": "Accept"])
    }

    private static func quality(type: String, subtype: String, in ranges: [MediaRange]) -> Double {
        var best: (specificity: Int, q: Double)?
        for range in ranges {
            let specificity: Int
            switch (range.type, range.subtype) {
            case (type, subtype): specificity = 2
            case (type, "*"): specificity = 1
            case ("*", "*"): specificity = 0
            default: continue
            }
            if let b = best, b.specificity > specificity || (b.specificity == specificity && b.q >= range.q) { continue }
            best = (specificity, range.q)
        }
        return best?.q ?? 0
    }

    /// One `type/subtype;q=…` of the list, lowercased; parameters other than `q` are ignored.
    private struct MediaRange {
        let type: String, subtype: String, q: Double

        init?(_ text: Substring) {
            // Spaces and tabs may surround each part (RFC 9110 §5.6.3, OWS).
            let parts = text.split(separator: ";").map { String($0.lowercased().filter { $0 != " " && $0 != "\t" }) }
            guard let mediaType = parts.first else { return nil }
            let halves = mediaType.split(separator: "/", maxSplits: 1)
            guard halves.count == 2 else { return nil }
            (type, subtype) = (String(halves[0]), String(halves[1]))
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            q = weight.isNaN ? 0 : min(max(weight, 0), 1)
        }
    }
}
