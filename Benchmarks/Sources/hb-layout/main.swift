import Foundation
import HTTPTypes
import Hummingbird
import LayoutEngine
import LayoutService
import LayoutWire

// Hummingbird 2 serving POST /v1/layout with the service's own layout path: WireDecoder, the
// TextProfiles environment, computeLayout, WireEncoder. Only the HTTP server differs from
// layout-server. Listens on 127.0.0.1:$HB_PORT (default 8081).

let environment = ProcessInfo.processInfo.environment
let port = Int(environment["HB_PORT"] ?? "") ?? 8081
let configuration = ServiceConfiguration()
let limits = configuration.limits
// Layouts run on Swift's cooperative pool, one thread a core: as many text cache shards.
let profiles = try TextProfiles(fontDirectory: configuration.fontDirectory, cacheEntries: configuration.textCacheEntries,
                                cacheBytes: configuration.textCacheBytes, workers: ProcessInfo.processInfo.activeProcessorCount)

let fontFamily = profiles.sfCompat.familyName

let router = Router()
router.post("/v1/layout") { request, _ -> Response in
    let body = try await request.body.collect(upTo: 4 * 1024 * 1024)
    let decoded: LayoutRequest
    do {
        decoded = try body.withUnsafeReadableBytes { try WireDecoder.decode($0, limits: limits) }
    } catch let error as WireError {
        return Response(status: .badRequest, headers: [.contentType: "application/problem+json"],
                        body: .init(byteBuffer: ByteBuffer(bytes: Problem(error).encoded())))
    }
    let layoutEnvironment = profiles.environment(displayScale: decoded.displayScale, profile: decoded.profile)
    let result = computeLayout(of: decoded.tree, proposal: decoded.proposal, environment: layoutEnvironment)
    var headers: HTTPFields = [.contentType: "application/json"]
    headers[HTTPField.Name("X-Layout-Nodes")!] = String(decoded.nodeCount)
    return Response(status: .ok, headers: headers,
                    body: .init(byteBuffer: ByteBuffer(bytes: WireEncoder.encode(decoded, result, fontFamily: fontFamily))))
}

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
print("hb-layout listening on 127.0.0.1:\(port)")
try await app.runService()
