import Dispatch
import LayoutEngine
import TextShaping
import Testing

/// The process-wide width cache: counters, bound, and what it saves.
struct MeasurementCacheTests {
    @Test("A repeated measurement is a hit and returns the same width")
    func hitAfterMiss() throws {
        var m = try Fixture.measurer()
        m.cache = MeasurementCache(capacity: 16)
        let first = m.width(of: "Cached", in: .body)
        let second = m.width(of: "Cached", in: .body)
        let stats = m.cache!.statistics
        #expect(first == second)
        #expect(first == m.uncachedWidth(of: "Cached", in: .body))
        #expect((stats.hits, stats.misses, stats.entries) == (1, 1, 1))
    }

    @Test("Size, weight and profile are part of the key")
    func keyParts() throws {
        var m = try Fixture.measurer()
        m.cache = MeasurementCache(capacity: 16)
        _ = m.width(of: "Key", in: .body)
        _ = m.width(of: "Key", in: Font(size: 18))
        _ = m.width(of: "Key", in: Font(.headline))
        m.profile = .fontNative
        _ = m.width(of: "Key", in: .body)
        #expect(m.cache!.statistics.misses == 4)
        #expect(m.width(of: "Key", in: .body) == m.uncachedWidth(of: "Key", in: .body))
    }

    @Test("Canonically equivalent strings are measured apart: each gets its own shaping's width")
    func keyedByBytes() throws {
        var m = try Fixture.measurer()
        m.cache = MeasurementCache(capacity: 16)
        for text in ["K;", "\u{212A}\u{037E}"] {  // KELVIN SIGN and GREEK QUESTION MARK: equal as Strings
            #expect(m.width(of: text[...], in: .body) == m.uncachedWidth(of: text[...], in: .body))
        }
        #expect(m.cache!.statistics.misses == 2)
    }

    @Test("The cache never holds more than its capacity and keeps recent entries")
    func bounded() throws {
        var m = try Fixture.measurer()
        let cache = MeasurementCache(capacity: 8)
        m.cache = cache
        for i in 0..<100 {
            _ = m.width(of: "word \(i)"[...], in: .body)
            _ = m.width(of: "recent", in: .body)
            #expect(cache.statistics.entries <= 8)
        }
        #expect(cache.statistics.hits == 99)
    }

    @Test("One width call costs far less from the cache than shaping it")
    func cost() throws {
        var m = try Fixture.measurer()
        m.cache = MeasurementCache(capacity: 1024)
        let strings = (0..<100).map { "Label \($0) very very much longuer" }
        let n = 20
        let uncached = seconds { for _ in 0..<n { for s in strings { _ = m.uncachedWidth(of: s[...], in: .body) } } }
        for s in strings { _ = m.width(of: s[...], in: .body) }
        let cached = seconds { for _ in 0..<n { for s in strings { _ = m.width(of: s[...], in: .body) } } }
        let calls = Double(n * strings.count)
        print("width(of:in:) for a 34-character string: shaped \(uncached / calls * 1e6) µs, cached \(cached / calls * 1e6) µs")
        #expect(cached < uncached)
    }

    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
