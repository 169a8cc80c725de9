import HTTPServer
import LayoutEngine
import LayoutWire
import SwiftUISource
import TextShaping

/// `POST /v1/layout`: decode the tree, lay it out, encode every frame (as JSON, or drawn as SVG
/// or PNG when `Accept` prefers `image/svg+xml` or `image/png`).
struct LayoutEndpoint: HTTPHandler {
    let limits: WireLimits
    /// Requests whose view is SwiftUI source (`swift`, `text/x-swift`).
    let sourceRequests: SourceRequests
    /// The most work one layout may do (`ServiceConfiguration.maxLayoutWork`).
    let maxWork: Int
    /// The most events a traced layout records (`ServiceConfiguration.maxTraceEvents`).
    let maxTraceEvents: Int
    /// The largest answer (`ServiceConfiguration.maxResponseBytes`).
    let maxResponseBytes: Int
    let profiles: TextProfiles
    let metrics: Metrics
    let svg: SVGRendition
    let png: PNGRendition

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        if !sourceRequests.isSwift(request), let refusal = MediaType.refusal(request) { return refusal }
        // The query is checked whatever the answer's form, so a malformed flag never passes
        // unnoticed (the contract declares its values for every request).
        let options: SVGOptions
        switch SVGRendition.options(request) {
        case .success(let parsed): options = parsed
        case .failure(let refusal): return refusal.response
        }
        guard let form = AnswerForm.negotiate(request, png: png.isAvailable) else {
            return AnswerForm.refusal(png: png.isAvailable)
        }
        var body = request.body
        var sources: SourceRanges?
        var kept: DecodedTranslation?
        switch sourceRequests.read(request) {
        case .json: break
        case .translated(let translated, let ranges, let decoded): (body, sources, kept) = (translated, ranges, decoded)
        case .refused(let problem): return .problem(problem)
        }
        let decoded: LayoutRequest
        do {
            if let kept {
                decoded = try SourceRequests.decode(body, kept: kept, limits: limits, counting: sourceRequests.cache)
            } else {
                decoded = try WireDecoder.decode(body, limits: limits)
            }
        } catch {
            return .problem(sources.map { SourceRequests.problem(error, $0) } ?? Problem(error, in: body))
        }
        let clock = ContinuousClock()
        let start = clock.now
        var environment = profiles.environment(displayScale: decoded.displayScale, profile: decoded.profile)
        environment.layoutDirection = decoded.layoutDirection
        if decoded.trace { environment.traceLimit = maxTraceEvents }
        environment.safeAreaInsets = decoded.safeAreaInsets
        let result = computeLayout(of: decoded.tree, proposal: decoded.proposal, environment: environment, workLimit: maxWork)
        metrics.recordLayout(nodes: decoded.nodeCount, seconds: (clock.now - start).seconds)
        guard result.isComplete else {
            let detail = "laying the view out needs more than \(maxWork) units of work "
                + "(sizes worked out, the children walked for them and the text they break)"
            return .problem(Problem(WireError(.tooComplex, detail, at: JSONPointer.root.appending(key: "view"))))
        }
        var response = HTTPResponse(status: .ok)
        switch form {
        case .svg:
            response.body = svg.document(decoded, result, options)
            response.headers.set(name: "Content-Type", value: "image/svg+xml")
        case .png:
            switch png.image(decoded, result, options, svg: svg) {
            case .success(let image): response.body = image
            case .failure(.tooLarge(let error)): return .problem(Self.problem(error, sources))
            case .failure(.failed(let problem)): return .problem(problem)
            }
            response.headers.set(name: "Content-Type", value: "image/png")
        case .json:
            response.body = WireEncoder.encode(decoded, result, fontFamily: profiles.sfCompat.familyName,
                                               designFamilies: profiles.designFamilies, sources: sources)
            response.headers.set(name: "Content-Type", value: "application/json")
        }
        guard response.body.count <= maxResponseBytes else {
            // A connection holds its answer until the client reads it: a few short requests
            // whose answers are huge, read slowly, would hold memory without bound.
            let error = WireError(.tooComplex, "the answer would be \(response.body.count) bytes, more than "
                                  + "\(maxResponseBytes) (LAYOUT_MAX_RESPONSE_BYTES)", at: JSONPointer.root.appending(key: "view"))
            return .problem(Self.problem(error, sources))
        }
        // The body depends on Accept (RFC 9110 §12.5.5), so a cache must key on it.
        response.headers.set(name: "Vary", value: "Accept")
        response.headers.set(name: "X-Layout-Nodes", value: String(decoded.nodeCount))
        return response
    }
}

extension LayoutEndpoint {
    /// A refusal after the layout: at the source's line and column where the request was
    /// SwiftUI source, else at the wire's pointer.
    static func problem(_ error: WireError, _ sources: SourceRanges?) -> Problem {
        sources.map { SourceRequests.problem(error, $0) } ?? Problem(error)
    }
}

/// The request body must be JSON (RFC 9110 §15.5.16: 415 otherwise, naming what is accepted).
enum MediaType {
    static func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        let label = request.headers["Content-Type"]
        // The usual exact label needs no parsing.
        let type = label == "application/json" ? label
            : label?.split(separator: ";").first.map { String($0).trimmingSpaces().lowercased() }
        if let encoding = request.headers["Content-Encoding"], encoding.lowercased() != "identity" {
            return .problem(.unsupportedMediaType, detail: "Content-Encoding \(encoding) is not supported; send the body uncompressed",
                            headers: ["Accept-Encoding": "identity"])
        }
        guard type == "application/json" else {
            return .problem(.unsupportedMediaType,
                            detail: "the body must be application/json, not \(type ?? "unlabelled")",
                            headers: ["Accept": "application/json"])
        }
        return nil
    }
}

extension HTTPResponse {
    /// The problem+json answer for a wire `Problem` (with its `pointer` and `kind` members).
    static func problem(_ problem: Problem) -> HTTPResponse {
        HTTPResponse(status: HTTPStatus(code: problem.status), headers: ["Content-Type": "application/problem+json"],
                     body: problem.encoded())
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
