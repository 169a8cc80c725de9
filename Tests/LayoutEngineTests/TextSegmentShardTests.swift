import Dispatch
import Foundation
import LayoutEngine
import LayoutTestSupport
import Synchronization
import Testing

/// The measured-text cache's shards: one per concurrent layout, no lock per Text.
struct TextSegmentShardTests {
    @Test("A warm layout takes the pool's lock twice however many Texts it has, and measures none again")
    func twoLocksPerLayout() {
        let cache = TextSegmentCache(capacity: 64)
        let screen = vstack((0..<20).map { text("Row \($0) of the list") })
        _ = screen.layout(200, nil, measurer: MonospaceTextMeasurer(), textCache: cache)
        let warm = cache.statistics
        for _ in 0..<5 { _ = screen.layout(200, nil, measurer: MonospaceTextMeasurer(), textCache: cache) }
        let after = cache.statistics
        #expect(after.lockAcquisitions - warm.lockAcquisitions == 10)
        #expect(after.hits - warm.hits == 100 && after.misses == warm.misses)
        #expect(after.shards == 1)
    }

    @Test("A tree without Text takes no lock")
    func noTextNoLock() {
        let cache = TextSegmentCache(capacity: 64)
        _ = vstack([color(), color()]).layout(200, nil, measurer: MonospaceTextMeasurer(), textCache: cache)
        #expect(cache.statistics.lockAcquisitions == 0 && cache.statistics.shards == 0)
    }

    @Test("Layouts running at once get shards of their own: each measures the text itself, none shares one")
    func concurrentLayoutsOwnShards() {
        let cache = TextSegmentCache(capacity: 64, workers: 2)
        let gate = Gate(parties: 2)
        let done = DispatchGroup()
        for _ in 0..<2 {
            done.enter()
            // Threads of their own, so that both run on a one-core machine too: both layouts are
            // inside their pass (measuring) before either returns its shard.
            Thread {
                _ = text("Shared words").layout(200, nil, measurer: GatedMeasurer(gate: gate), textCache: cache)
                done.leave()
            }.start()
        }
        done.wait()
        let stats = cache.statistics
        #expect(stats.shards == 2 && stats.misses == 2 && stats.entries == 2)
    }

    @Test("The bounds are split between the workers' shards, so the whole stays within them")
    func boundsSplitBetweenWorkers() {
        let budget = 4 * 64 * 1024
        let cache = TextSegmentCache(capacity: 1_000, byteBudget: budget, workers: 4)
        for i in 0..<40 {
            let long = (0..<100).map { "w\(i)x\($0)" }.joined(separator: " ")
            _ = text(long).layout(200, nil, measurer: MonospaceTextMeasurer(), textCache: cache)
        }
        // One shard in use, holding at most a quarter of the budget (plus one text over, as in
        // `TextSegmentCacheTests.boundedInBytes`).
        #expect(cache.statistics.shards == 1)
        #expect(cache.statistics.bytes > 0 && cache.statistics.bytes <= budget / 4 + 30_000)
        #expect(cache.statistics.entries < 40)
    }
}

/// Lets `parties` threads through only once all have arrived (each waits at most 2 s).
final class Gate: Sendable {
    private let arrived = Atomic<Int>(0)
    private let parties: Int
    init(parties: Int) { self.parties = parties }

    func arrive() {
        arrived.add(1, ordering: .acquiringAndReleasing)
        let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
        while arrived.load(ordering: .acquiring) < parties && DispatchTime.now().uptimeNanoseconds < deadline {}
    }
}

/// The monospace measurer, which waits at the gate on its first width of each text.
struct GatedMeasurer: TextMeasuring {
    let gate: Gate
    let base = MonospaceTextMeasurer()
    func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }
    func width(of text: Substring, in font: Font) -> Double { base.width(of: text, in: font) }
    func graphemeWidths(of text: Substring, in font: Font) -> [Double] {
        gate.arrive()
        return base.graphemeWidths(of: text, in: font)
    }
}
