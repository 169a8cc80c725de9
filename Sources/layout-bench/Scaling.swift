import Foundation
import LayoutEngine
import LayoutService
import LayoutTestSupport
import Synchronization
import TextShaping

// `layout-bench --threads 1,2,4`: N threads, each laying out its own copy of the app screen,
// sharing one `TextProfiles` as the server's handlers do; layouts per second and efficiency
// (throughput at N ÷ (N × throughput at 1)) per N, with HarfBuzz text and with fixed-size
// leaves (the machine's own ceiling: no text, so nothing shared but the allocator).

enum Scaling {
    /// 125 rows: 1,001 nodes and 250 Texts, the load test's app screen.
    static let rows = 125
    static let phone = ProposedViewSize(width: 390, height: 844)

    /// Parses `--threads 1,2,4` from the command line; nil when absent.
    static func threadCounts(_ arguments: [String]) -> [Int]? {
        guard let i = arguments.firstIndex(of: "--threads"), i + 1 < arguments.count else { return nil }
        let counts = arguments[i + 1].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        return counts.isEmpty ? nil : counts
    }

    /// One cell: layouts per second, and the threads' CPU time per layout in microseconds
    /// (which other tenants of a shared machine do not inflate, while contention does).
    struct Cell {
        var layoutsPerSecond: Double
        var cpuMicroseconds: Double
    }

    /// `threads` threads each laying out its own tree for `seconds`.
    static func throughput(threads: Int, text: Bool, profiles: TextProfiles, seconds: Double) -> Cell {
        let environment = profiles.environment(displayScale: 3, profile: "sf-compat")
        let ready = Atomic<Int>(0), total = Atomic<Int>(0), cpuNanoseconds = Atomic<Int>(0)
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            Thread {
                let tree = Scenes.appScreen(rows: rows, realText: text).tree()
                for _ in 0..<3 { _ = computeLayout(of: tree, proposal: phone, environment: environment) }  // warm
                ready.add(1, ordering: .acquiringAndReleasing)
                while ready.load(ordering: .acquiring) < threads {}
                let clock = ContinuousClock(), end = clock.now + .milliseconds(Int(seconds * 1000))
                let cpu0 = threadCPUNanoseconds()
                var count = 0
                while clock.now < end {
                    _ = computeLayout(of: tree, proposal: phone, environment: environment)
                    count += 1
                }
                cpuNanoseconds.add(threadCPUNanoseconds() - cpu0, ordering: .relaxed)
                total.add(count, ordering: .relaxed)
                done.leave()
            }.start()
        }
        done.wait()
        let count = Double(max(total.load(ordering: .relaxed), 1))
        return Cell(layoutsPerSecond: count / seconds, cpuMicroseconds: Double(cpuNanoseconds.load(ordering: .relaxed)) / count / 1e3)
    }

    static func threadCPUNanoseconds() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return t.tv_sec * 1_000_000_000 + t.tv_nsec
    }

    /// Prints the table: best of `runs` runs of `seconds` per cell, then the lock counts.
    static func run(_ counts: [Int], runs: Int = 3, seconds: Double = 1) throws {
        let fontDirectory = ProcessInfo.processInfo.environment["FONT_DIR"]
        let profiles = try TextProfiles(fontDirectory: fontDirectory, cacheEntries: 16_384, cacheBytes: 32 << 20,
                                        workers: counts.max()!)
        func best(_ n: Int, text: Bool) -> Cell {
            let cells = (0..<runs).map { _ in throughput(threads: n, text: text, profiles: profiles, seconds: seconds) }
            return Cell(layoutsPerSecond: cells.map(\.layoutsPerSecond).max()!, cpuMicroseconds: cells.map(\.cpuMicroseconds).min()!)
        }
        print("app screen, \(rows) rows (1,001 nodes, 250 Texts), each thread its own tree; best of \(runs) × \(shortNumber(seconds)) s")
        print("efficiency: layouts/s at N ÷ (N × at 1); CPU efficiency: CPU per layout at 1 ÷ at N")
        print(pad("threads", 9) + pad("text layouts/s", 16) + pad("efficiency", 12) + pad("CPU µs/layout", 15) + pad("CPU eff.", 10)
              + pad("fixed layouts/s", 17) + pad("efficiency", 12) + pad("CPU µs/layout", 15) + "CPU eff.")
        var base: (text: Cell, fixed: Cell)?
        for n in counts {
            _ = throughput(threads: n, text: true, profiles: profiles, seconds: 0.1)  // every shard warm
            let before = (profiles.cacheStatistics, profiles.shapingCache.statistics)
            let text = best(n, text: true)
            let after = (profiles.cacheStatistics, profiles.shapingCache.statistics)
            let fixed = best(n, text: false)
            if base == nil { base = (text, fixed) }
            func columns(_ c: Cell, _ b: Cell) -> String {
                pad(shortNumber(c.layoutsPerSecond), 16 + 1) + pad(shortNumber(c.layoutsPerSecond / (Double(n) * b.layoutsPerSecond)), 12)
                    + pad(shortNumber(c.cpuMicroseconds), 15) + pad(shortNumber(b.cpuMicroseconds / c.cpuMicroseconds), 10)
            }
            print(pad(String(n), 9) + columns(text, base!.text) + columns(fixed, base!.fixed))
            report(before, after)
        }
    }

    /// Locks taken per layout and per Text query while the text scene ran (warm-ups included).
    private static func report(_ before: (TextSegmentCache.Statistics, MeasurementCache.Statistics),
                               _ after: (TextSegmentCache.Statistics, MeasurementCache.Statistics)) {
        let queries = (after.0.hits + after.0.misses) - (before.0.hits + before.0.misses)
        let layouts = queries / 250
        let pool = after.0.lockAcquisitions - before.0.lockAcquisitions
        let widths = after.1.lockAcquisitions - before.1.lockAcquisitions
        print("  timed text runs: \(layouts) layouts, \(queries) text queries (\(after.0.misses - before.0.misses) misses): "
              + "text cache lock \(shortNumber(Double(pool) / Double(max(layouts, 1)))) a layout, "
              + "width cache lock \(widths) times; \(after.0.shards) shards")
    }
}
