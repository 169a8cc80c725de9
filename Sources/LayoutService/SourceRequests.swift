import HTTPServer
import LayoutWire
import SwiftUISource

/// SwiftUI source in a request: `{"swift": "…"}` in a JSON body, or a `text/x-swift` body with
/// the proposal in the query (`?width=390&height=844`). Either becomes the JSON body the
/// decoder reads, with the source range of every view and modifier beside it.
struct SourceRequests {
    let limits: SourceLimits

    /// What the request's body says.
    enum Body {
        /// A JSON request with a `view`: decoded as it is.
        case json
        /// Source translated: the JSON body to decode, and where each part came from.
        case translated(body: [UInt8], sources: SourceRanges)
        /// The answer that refuses the body.
        case refused(Problem)
    }

    /// The body to decode, or the problem that refuses it.
    func read(_ request: HTTPRequest) -> Body {
        do throws(WireError) {
            // The query's proposal is checked whatever the body, as the contract declares it.
            let head = try proposalObject(request.query)
            if isSwift(request) {
                return translate(String(decoding: request.body, as: UTF8.self), around: head, replacing: nil)
            }
            guard let member = try SwiftMember.find(in: request.body, limits: limits.wire) else { return .json }
            return translate(member.source, around: request.body, replacing: member)
        } catch {
            return .refused(Problem(error, in: request.body))
        }
    }

    /// Whether the request may carry SwiftUI source, judged without parsing (on the event
    /// loop's thread): a `text/x-swift` body, or a JSON body no longer than a source may be
    /// (plus room for the proposal) holding the bytes `"swift"`.
    func mayHoldSource(_ request: HTTPRequest) -> Bool {
        if isSwift(request) { return true }
        let body = request.body
        guard body.count <= limits.maxSourceBytes + 4_096 else { return false }
        let key: [UInt8] = Array(#""swift""#.utf8)
        guard body.count >= key.count else { return false }
        // A plain byte loop: this runs on the event loop for every JSON body of source size.
        return body.withUnsafeBufferPointer { bytes in
            var i = 0
            while i <= bytes.count - key.count {
                if bytes[i] == key[0], bytes[i + 1] == key[1] {
                    var k = 2
                    while k < key.count, bytes[i + k] == key[k] { k += 1 }
                    if k == key.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Whether the body is labelled `text/x-swift`.
    func isSwift(_ request: HTTPRequest) -> Bool {
        request.headers["Content-Type"]?.split(separator: ";").first.map {
            String($0).trimmingSpaces().lowercased() == "text/x-swift"
        } ?? false
    }

    private func translate(_ source: String, around body: [UInt8], replacing member: SwiftMember?) -> Body {
        let translation: Translation
        do throws(SourceError) {
            translation = try SwiftUITranslator.translate(source, limits: limits)
        } catch {
            return .refused(error.problem)
        }
        let view = translation.view.bytes
        let full = member.map { $0.replacing(in: body, with: view) } ?? body + view + Array("}".utf8)
        return .translated(body: full, sources: translation.sources)
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
