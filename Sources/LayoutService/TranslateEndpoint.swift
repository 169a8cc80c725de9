import HTTPServer
import LayoutWire
import SwiftUISource

/// `POST /v1/translate`: SwiftUI source in (`text/x-swift`, or `{"swift": "…"}` as JSON), the
/// request it becomes out: `{"view": …}` as `POST /v1/layout` takes it, checked by the decoder,
/// and `sources`, the source range of each view and modifier by its JSON Pointer.
struct TranslateEndpoint: HTTPHandler {
    let sourceRequests: SourceRequests

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        if !sourceRequests.isSwift(request), let refusal = MediaType.refusal(request) { return refusal }
        let body: [UInt8], sources: SourceRanges, kept: DecodedTranslation
        switch sourceRequests.read(request) {
        case .translated(let translated, let ranges, let decoded): (body, sources, kept) = (translated, ranges, decoded)
        case .json:
            return .problem(Problem(WireError(.missingField, "the request has no swift member to translate",
                                              at: JSONPointer.root.appending(key: "swift"))))
        case .refused(let problem): return .problem(problem)
        }
        do {
            _ = try SourceRequests.decode(body, kept: kept, limits: sourceRequests.limits.wire, counting: sourceRequests.cache)
        } catch {
            return .problem(SourceRequests.problem(error, sources))
        }
        return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: answer(body, sources))
    }

    /// `{"request": …, "sources": {pointer: range}, "ignored": […], "placeholders": […]}`, the
    /// request as translated; the modifiers that change no frame and the values laid out with
    /// stand-ins when there are any.
    private func answer(_ body: [UInt8], _ sources: SourceRanges) -> [UInt8] {
        var out = Array("{\"request\":".utf8) + body + Array(",\"sources\":".utf8) + sources.json()
        if !sources.ignored.isEmpty { out += Array(",\"ignored\":".utf8) + sources.ignored.json }
        if !sources.placeholders.isEmpty { out += Array(",\"placeholders\":".utf8) + sources.placeholders.json }
        return out + Array("}".utf8)
    }
}
