import LayoutEngine
import LayoutTestSupport

// Layout benchmark: nanoseconds per node and size-cache hit rate for synthetic trees.
// Build and run in release: `swift run -c release layout-bench`.

struct Measurement {
    var name: String
    var nodes: Int
    var nsPerNode: Double
    var hitRate: Double
}

/// Lays `tree` out repeatedly for at least `budget` and reports the best time per node.
func measure(_ name: String, _ tree: LayoutTree, proposal: ProposedViewSize, environment: LayoutEnvironment,
             budget: Duration = .milliseconds(400)) -> Measurement? {
    if let filter = CommandLine.arguments.dropFirst().first, !name.contains(filter) { return nil }
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    var result = computeLayout(of: tree, proposal: proposal, environment: environment)
    let start = clock.now
    var runs = 0
    while runs < 3 || (clock.now - start < budget && runs < 1_000) {
        let t0 = clock.now
        result = computeLayout(of: tree, proposal: proposal, environment: environment)
        best = min(best, clock.now - t0)
        runs += 1
    }
    let ns = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
    let hits = Double(result.cacheHits), total = Double(result.cacheHits + result.cacheMisses)
    return Measurement(name: name, nodes: tree.count, nsPerNode: ns / Double(tree.count), hitRate: total > 0 ? hits / total : 0)
}

let monospace = LayoutEnvironment(displayScale: 3, textMeasurer: MonospaceTextMeasurer())
let phone = ProposedViewSize(width: 390, height: 844)
var results: [Measurement?] = []
results.append(measure("flat HStack of 1,000 colours", Scenes.flatHStack(1_000).tree(), proposal: phone, environment: monospace))
for depth in [10, 20, 30] {
    results.append(measure("nested stacks, depth \(depth)", Scenes.nest(depth: depth).tree(), proposal: phone, environment: monospace))
}
for rows in [125, 1_250, 12_500] {
    results.append(measure("app screen, fixed leaves, \(rows) rows", Scenes.appScreen(rows: rows, realText: false).tree(),
                           proposal: phone, environment: monospace))
}
for rows in [125, 1_250, 12_500] {
    results.append(measure("app screen, monospace text, \(rows) rows", Scenes.appScreen(rows: rows, realText: true).tree(),
                           proposal: phone, environment: monospace))
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
print(pad("scene", 44) + pad("nodes", 9) + pad("ns/node", 10) + "cache hits")
for r in results.compactMap({ $0 }) {
    print(pad(r.name, 44) + pad(String(r.nodes), 9) + pad(shortNumber(r.nsPerNode), 10) + shortNumber(r.hitRate * 100) + " %")
}
