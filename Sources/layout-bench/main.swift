import Glibc
import CMalloc
import LayoutEngine
import LayoutService
import LayoutTestSupport
import LayoutWire
import TextShaping

// Layout benchmark: nanoseconds per node and size-cache hit rate for synthetic trees.
// Build and run in release: `Scripts/build-release.sh --product layout-bench`, then
// `.build/release/layout-bench [filter]`, or with `--threads 1,2`
// for the scaling table.

struct Measurement {
    var name: String
    var nodes: Int
    var nsPerNode: Double
    var hitRate: Double
    /// Sizes actually computed (cache misses) per node and layout.
    var computedPerNode: Double
    /// Work units (`LayoutResult.work`) per node and layout.
    var workPerNode: Double
}

/// Lays `tree` out repeatedly for at least `budget` and reports the best time per node.
func measure(_ name: String, _ makeTree: @autoclosure () -> LayoutTree, proposal: ProposedViewSize, environment: LayoutEnvironment,
             budget: Duration = .milliseconds(400)) -> Measurement? {
    if let filter = CommandLine.arguments.dropFirst().first, !name.contains(filter) { return nil }
    let tree = makeTree()
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    var result = computeLayout(of: tree, proposal: proposal, environment: environment)
    let start = clock.now
    var runs = 0
    // LAYOUT_BENCH_RUNS fixes the number of timed runs (for instruction counts under callgrind).
    let fixedRuns = Int(getenv("LAYOUT_BENCH_RUNS").map { String(cString: $0) } ?? "")
    while fixedRuns.map({ runs < $0 }) ?? (runs < 3 || (clock.now - start < budget && runs < 1_000)) {
        let t0 = clock.now
        result = computeLayout(of: tree, proposal: proposal, environment: environment)
        best = min(best, clock.now - t0)
        runs += 1
    }
    let ns = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
    let hits = Double(result.cacheHits), total = Double(result.cacheHits + result.cacheMisses)
    return Measurement(name: name, nodes: tree.count, nsPerNode: ns / Double(tree.count), hitRate: total > 0 ? hits / total : 0,
                       computedPerNode: Double(result.cacheMisses) / Double(tree.count),
                       workPerNode: Double(result.work) / Double(tree.count))
}

// `--source-bodies DIR`: writes the app screen as SwiftUI source (written out, and as a `Row`
// and a `ForEach`) and as the JSON it translates to, as request bodies for the load scripts.
if let i = CommandLine.arguments.firstIndex(of: "--source-bodies"), i + 1 < CommandLine.arguments.count {
    try SourceScenes.writeBodies(rows: 125, to: CommandLine.arguments[i + 1])
    exit(0)
}

// `--threads 1,2,4`: the scaling table only (Scaling.swift), with the server's allocator
// settings for as many workers as the largest count.
if let counts = Scaling.threadCounts(CommandLine.arguments) {
    AllocatorTuning.apply(workers: counts.max()!, trimThreshold: AllocatorTuning.benchmarkTrimThreshold)
    try Scaling.run(counts)
    exit(0)
}

// The server's allocator settings, so that large layouts reuse memory as they do there.
AllocatorTuning.apply(trimThreshold: AllocatorTuning.benchmarkTrimThreshold)
// Text caches large enough for the largest scene's 25,000 texts (about 50 MB of measured
// text), so that the figures are for warm caches as stated; the server's default byte bound
// would make the 12,500-row scenes measure half their texts again on every layout.
func textCache() -> TextSegmentCache { TextSegmentCache(capacity: 65_536, byteBudget: 256 << 20) }
let monospace = LayoutEnvironment(displayScale: 3, textMeasurer: MonospaceTextMeasurer(), textCache: textCache())
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

// Real text: HarfBuzz over Inter, warm measurement cache (best of many runs).
let harfBuzz = try HarfBuzzTextMeasurer.loadDefault()
let shaped = LayoutEnvironment(displayScale: 3, textMeasurer: harfBuzz, textCache: textCache())
for rows in [125, 1_250, 12_500] {
    results.append(measure("app screen, HarfBuzz text, \(rows) rows", Scenes.appScreen(rows: rows, realText: true).tree(),
                           proposal: phone, environment: shaped))
}

// A List against a VStack of the same 200 rows (HarfBuzz text): what the cells, cards,
// headers and the scroll view add.
for inList in [false, true] {
    let request = try WireDecoder.decode(WireScenes.listJSON(rows: 200, inList: inList))
    results.append(measure(inList ? "List, 200 rows in 10 sections" : "VStack of the same 200 rows", request.tree,
                           proposal: request.proposal, environment: shaped))
}

/// The first layout of a tree with empty text caches against the second one.
func coldAndWarm(rows: Int) -> (cold: Double, warm: Double)? {
    if let filter = CommandLine.arguments.dropFirst().first, !"cold cache".contains(filter) { return nil }
    let tree = Scenes.appScreen(rows: rows, realText: true).tree()
    MeasurementCache.shared.removeAll()
    let fresh = LayoutEnvironment(displayScale: 3, textMeasurer: harfBuzz, textCache: textCache())
    let clock = ContinuousClock()
    let t0 = clock.now
    _ = computeLayout(of: tree, proposal: phone, environment: fresh)
    let t1 = clock.now
    _ = computeLayout(of: tree, proposal: phone, environment: fresh)
    let t2 = clock.now
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
    return (ms(t1 - t0), ms(t2 - t1))
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
print(pad("scene", 44) + pad("nodes", 9) + pad("ns/node", 10) + pad("cache hits", 12) + pad("sizes computed per node", 25)
      + "work per node")
for r in results.compactMap({ $0 }) {
    print(pad(r.name, 44) + pad(String(r.nodes), 9) + pad(shortNumber(r.nsPerNode), 10)
          + pad(shortNumber(r.hitRate * 100) + " %", 12) + pad(shortNumber(r.computedPerNode), 25) + shortNumber(r.workPerNode))
}

let lists = results.compactMap { $0 }.filter { $0.name.contains("200 rows") }
if lists.count == 2 {
    let (stack, list) = (lists[0].nsPerNode * Double(lists[0].nodes), lists[1].nsPerNode * Double(lists[1].nodes))
    print("List of 200 rows: \(shortNumber(list / 1000)) µs a layout, against \(shortNumber(stack / 1000)) µs for its rows "
          + "in a VStack: \(shortNumber(list / stack))×")
}

if let (cold, warm) = coldAndWarm(rows: 1_250) {
    print("app screen, HarfBuzz text, 1250 rows: first layout \(shortNumber(cold)) ms (empty cache), "
          + "second \(shortNumber(warm)) ms: \(shortNumber(cold / warm))× faster")
}

// The wire format: reading the app-screen request and writing its response.
if CommandLine.arguments.dropFirst().first.map({ "wire".contains($0) }) ?? true {
    let body = WireScenes.appScreenJSON(rows: 125)
    let request = try WireDecoder.decode(body)
    let result = computeLayout(of: request.tree, proposal: request.proposal, environment: shaped)
    let response = WireEncoder.encode(request, result)
    let decode = throughput(bytes: body.count) { _ = try? WireDecoder.decode(body) }
    let encode = throughput(bytes: response.count) { _ = WireEncoder.encode(request, result) }
    print("wire, app screen (\(request.nodeCount) nodes): decode \(body.count / 1000) KB at \(shortNumber(decode)) MB/s, "
          + "encode \(response.count / 1000) KB at \(shortNumber(encode)) MB/s")
    // What a decoded request holds while it is kept (the source route keeps one per translation):
    // the allocator's bytes in use with ten of them held, against none.
    let before = mallinfo2()
    var held: [LayoutRequest] = []
    for _ in 0..<10 { if let decoded = try? WireDecoder.decode(body) { held.append(decoded) } }
    let after = mallinfo2()
    let perNode = Double(Int(after.uordblks + after.hblkhd) - Int(before.uordblks + before.hblkhd)) / Double(10 * request.nodeCount)
    print("wire, app screen: a decoded request holds \(shortNumber(perNode)) bytes a node (\(held.count) held)")
}

// SwiftUI source: the app screen as code, through the front end and the decoder, beside its layout.
if CommandLine.arguments.dropFirst().first.map({ "swift source".contains($0) }) ?? true {
    let form = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
    try SourceScenes.run(rows: 125, environment: shaped, form: form)
}
