@testable import LayoutEngine
import Testing

/// The per-node memo of sizes: a full row spills, and a full spill table falls back to
/// replacing the row's own answers.
struct SizeCacheTests {
    static func proposal(_ i: Int) -> ProposedViewSize { ProposedViewSize(width: Double(i), height: nil) }

    @Test("A node asked more distinct proposals than its row holds keeps every answer")
    func spills() {
        let cache = SizeCache(rows: 2)
        for i in 0..<20 { cache.store(1, Self.proposal(i), Size(width: Double(i), height: 1)) }
        for i in 0..<20 { #expect(cache.lookup(1, Self.proposal(i)) == Size(width: Double(i), height: 1)) }
        #expect(cache.lookup(0, Self.proposal(3)) == nil)
        #expect(cache.lookup(1, Self.proposal(20)) == nil)
    }

    @Test("A spilled answer for a length of −0 is found for 0, which it equals")
    func negativeZero() {
        let cache = SizeCache(rows: 1)
        for i in 1...SizeCache.slots { cache.store(0, Self.proposal(i), .zero) }
        cache.store(0, ProposedViewSize(width: -0.0, height: nil), Size(width: 7, height: 7))
        #expect(cache.lookup(0, ProposedViewSize(width: 0, height: nil)) == Size(width: 7, height: 7))
    }

    @Test("Once the spill table is full, a full row forgets its oldest answers but never answers wrongly")
    func fullSpillReplacesRoundRobin() {
        let rows = SizeCache.spillCapacity + 1
        let cache = SizeCache(rows: rows)
        // Fill every row and overflow each by one: the last row finds the spill table full.
        for row in 0..<rows {
            for i in 0...SizeCache.slots { cache.store(row, Self.proposal(i), Size(width: Double(row), height: Double(i))) }
        }
        let last = rows - 1
        #expect(cache.lookup(last, Self.proposal(0)) == nil)   // replaced by the ninth answer
        for i in 1...SizeCache.slots {
            #expect(cache.lookup(last, Self.proposal(i)) == Size(width: Double(last), height: Double(i)))
        }
        #expect(cache.lookup(0, Self.proposal(SizeCache.slots)) == Size(width: 0, height: Double(SizeCache.slots)))
    }
}
