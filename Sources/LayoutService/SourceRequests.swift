import Foundation  // removingPercentEncoding
import Glibc
import HTTPServer
import LayoutWire
import SwiftUISource

/// SwiftUI source in a request: `{"swift": "…"}` in a JSON body, or a `text/x-swift` body with
/// the proposal in the query (`?width=390&height=844`). Either becomes the JSON body the
/// decoder reads, with the source range of every view and modifier beside it.
struct SourceRequests {
    let limits: SourceLimits
    /// Translations kept by source, so that a source sent again is not translated again.
    let cache: TranslationCache

    /// What the request's body says.
    enum Body {
        /// A JSON request with a `view`: decoded as it is.
        case json
        /// Source translated: the JSON body to decode, where each part came from, and the
        /// request decoded from the translation before (`SourceRequests.decode`).
        case translated(body: [UInt8], sources: SourceRanges, decoded: DecodedTranslation)
        /// The answer that refuses the body.
        case refused(Problem)
    }

    /// The body to decode, or the problem that refuses it.
    func read(_ request: HTTPRequest) -> Body {
        do throws(WireError) {
            // The query's proposal, root and inputs are checked whatever the body, as the
            // contract declares them; a JSON body then ignores them.
            let head = try proposalObject(request.query)
            let root = try Self.rootName(request.query)
            let queryInputs = try queryInputs(request.query)
            if isSwift(request) {
                return translate(String(decoding: request.body, as: UTF8.self), root: root, inputs: queryInputs,
                                 around: head, replacing: nil)
            }
            guard Self.mayNameSwift(request.body),
                  let member = try SwiftMember.find(in: request.body, limits: limits.wire) else { return .json }
            let inputs = member.inputs.map { (value: $0, text: member.inputsText ?? "") }
            return translate(member.source, root: root, inputs: inputs, around: request.body, replacing: member)
        } catch {
            return .refused(Problem(error, in: request.body))
        }
    }

    /// Whether the request may carry SwiftUI source, judged without parsing (on the event
    /// loop's thread): a `text/x-swift` body, or a JSON body no longer than a source may be
    /// (plus room for the proposal) that may name a `swift` member.
    func mayHoldSource(_ request: HTTPRequest) -> Bool {
        if isSwift(request) { return true }
        return request.body.count <= limits.maxSourceBytes + 4_096 && Self.mayNameSwift(request.body)
    }

    /// Whether a JSON body may have a `swift` member: it holds the bytes `"swift"`, or an
    /// escape `\u`, with which a key can spell the name in other bytes. A body that does not is
    /// decoded at once, without a first pass over its tokens to look for the member.
    static func mayNameSwift(_ body: [UInt8]) -> Bool {
        body.withUnsafeBytes { bytes in
            // `memchr` (vectorised in glibc) finds each place of a byte the needle holds and that
            // JSON seldom does, at `anchor` in the needle; `memcmp` checks the needle around it.
            // Quotes make a poor anchor: the app screen's 65 KB hold 12,536 of them and 627 `w`s.
            func contains(_ needle: StaticString, anchor: Int) -> Bool {
                let length = needle.utf8CodeUnitCount
                guard let base = bytes.baseAddress, bytes.count >= length else { return false }
                let last = bytes.count - length + anchor  // the anchor falls in anchor...last
                var from = anchor
                while from <= last, let hit = memchr(base + from, Int32(needle.utf8Start[anchor]), last - from + 1) {
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at - anchor, needle.utf8Start, length) == 0 { return true }
                    from = at + 1
                }
                return false
            }
            return contains(#""swift""#, anchor: 2) || contains(#"\u"#, anchor: 0)
        }
    }

    /// Whether the body is labelled `text/x-swift`.
    func isSwift(_ request: HTTPRequest) -> Bool {
        request.headers["Content-Type"]?.split(separator: ";").first.map {
            String($0).trimmingSpaces().lowercased() == "text/x-swift"
        } ?? false
    }

    /// The longest `?view=` a query may carry, in characters, as openapi.yaml declares it; a
    /// Swift identifier that long is already far past any View's name.
    static let maxRootNameLength = 200

    /// `?view=Name`: the view of the source to lay out (percent-decoded), when the query names one.
    static func rootName(_ query: String?) throws(WireError) -> String? {
        for pair in (query ?? "").split(separator: "&") where pair.hasPrefix("view=") {
            guard let name = Self.queryValue(pair.dropFirst(5)), name.count <= maxRootNameLength else {
                throw WireError(.invalidValue, "the query's view must be percent-encoded and at most \(maxRootNameLength) characters",
                                at: JSONPointer.root.appending(key: "view"))
            }
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// A query value decoded as a form encodes it: `+` is a space, `%XX` a byte (WHATWG URL,
    /// application/x-www-form-urlencoded, which browsers and HTTP libraries write).
    static func queryValue(_ raw: Substring) -> String? {
        String(raw).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// `?inputs=` (percent-encoded JSON): values for the root view of a `text/x-swift` body.
    private func queryInputs(_ query: String?) throws(WireError) -> (value: InputValue, text: String)? {
        for pair in (query ?? "").split(separator: "&") where pair.hasPrefix("inputs=") {
            guard let text = Self.queryValue(pair.dropFirst(7)) else {
                throw WireError(.invalidValue, "the query's inputs must be percent-encoded JSON", at: JSONPointer.root.appending(key: "inputs"))
            }
            do throws(WireError) {
                return (try InputValue.parse(Array(text.utf8), limits: limits.wire), text)
            } catch {
                // The error is the query's: its pointer and offset are not the body's.
                throw WireError(error.kind, "the query's inputs: \(error.detail)", at: JSONPointer.root.appending(key: "inputs"))
            }
        }
        return nil
    }

    private func translate(_ source: String, root: String?, inputs: (value: InputValue, text: String)?,
                           around body: [UInt8], replacing member: SwiftMember?) -> Body {
        let entry: TranslationCache.Entry
        // The root and the inputs are part of what was translated; a NUL appears in neither a
        // view's name nor JSON outside a string's escapes.
        let key = root == nil && inputs == nil ? source : "\(root ?? "")\u{0}\(inputs?.text ?? "")\u{0}\(source)"
        if let kept = cache.entry(for: key) {
            entry = kept
        } else {
            do throws(SourceError) {
                let translation = try SwiftUITranslator.translate(source, root: root, inputs: inputs?.value, limits: limits)
                entry = TranslationCache.Entry(source: key, view: translation.view.bytes, sources: translation.sources,
                                               maxNodes: limits.wire.maxNodes)
            } catch {
                return .refused(error.problem)
            }
            cache.insert(entry, for: key)
        }
        let full = member.map { $0.replacing(in: body, with: entry.view) } ?? body + entry.view + Array("}".utf8)
        return .translated(body: full, sources: entry.sources, decoded: entry.decoded)
    }

    /// `{"proposal":{"width":…,"height":…},"view":` from `?width=&height=` (each a number,
    /// `infinity`, or absent for nil), to which the view and `}` are appended.
    func proposalObject(_ query: String?) throws(WireError) -> [UInt8] {
        var width = "null", height = "null"
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts[0] == "width" || parts[0] == "height" else { continue }
            let value = parts.count == 2 ? parts[1] : ""
            let number = Double(value).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            guard value == "infinity" || number != nil else {
                throw WireError(.outOfRange, "the query's \(parts[0]) must be a number >= 0 or infinity, not \(value.prefix(32))",
                                at: JSONPointer.root.appending(key: "proposal").appending(key: parts[0]))
            }
            // Written as Swift prints the number (`0.0` for `00`), which is always JSON.
            let json = number.map { String($0) } ?? "\"infinity\""
            if parts[0] == "width" { width = json } else { height = json }
        }
        return Array("{\"proposal\":{\"width\":\(width),\"height\":\(height)},\"view\":".utf8)
    }

    /// A wire error in a translated body, placed on the source of the value it points at.
    static func problem(_ error: WireError, _ sources: SourceRanges) -> Problem {
        var problem = Problem(error)
        guard let range = sources.nearest(error.pointer.description) else { return problem }
        problem.status = 422
        problem.title = Problem.reasonPhrase(422)
        problem.detail = "line \(range.line), column \(range.column): \(error.detail)"
        problem.line = range.line
        problem.column = range.column
        return problem
    }
}
