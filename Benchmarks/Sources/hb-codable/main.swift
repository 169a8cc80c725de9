import Foundation
import Hummingbird
import LayoutEngine
import LayoutService

// Hummingbird 2 serving POST /v1/layout the conventional way: the request decoded by the
// framework's JSONDecoder into Codable structs, lowered to the engine's tree, laid out with the
// service's text environment, and a Codable response encoded by the framework's JSONEncoder.
// Listens on 127.0.0.1:$HB_PORT (default 8082).

let environment = ProcessInfo.processInfo.environment
let port = Int(environment["HB_PORT"] ?? "") ?? 8082
let profiles = try TextProfiles(fontDirectory: nil, cacheEntries: ServiceConfiguration().textCacheEntries,
                                cacheBytes: ServiceConfiguration().textCacheBytes)

let router = Router()
router.post("/v1/layout") { request, context -> LayoutResponse in
    let wire = try await request.decode(as: WireRequest.self, context: context)
    var lowering = TreeLowering()
    let root = try lowering.view(wire.view, stackAxis: nil)
    let tree = lowering.builder.build(root: root.outer)
    let layoutEnvironment = profiles.environment(displayScale: wire.environment?.displayScale ?? 3, profile: "sf-compat")
    let result = computeLayout(of: tree, proposal: wire.proposal?.engineProposal ?? ProposedViewSize(width: nil, height: nil),
                               environment: layoutEnvironment)
    let fonts = FontNaming(family: profiles.sfCompat.familyName, profile: "sf-compat")
    return LayoutResponse(size: FrameSize(result.size), view: ViewFrames(wire.view, root, result, fonts))
}

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
print("hb-codable listening on 127.0.0.1:\(port)")
try await app.runService()
