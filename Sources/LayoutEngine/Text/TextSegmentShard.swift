import Synchronization

/// One worker's measured texts: the part of a `TextSegmentCache` that one layout at a time owns.
///
/// A layout checks a shard out when it starts and back in when it ends (`TextSegmentCache`), so
/// between the two nothing else reads or writes it: a query takes no lock, and the
/// `TextSegments` it hands out were measured for this shard and are retained by no other
/// thread, so counting references to them writes no cache line another core is using (on a
/// 16-core host, shared locks and reference counts here made throughput fall eightfold from 8
/// to 12 concurrent layouts). Bounded like the cache was before it had shards: by entries and
/// by the bytes the entries hold (`TextSegments.footprint`), in two generations; when the
/// current one holds half of either bound, the previous one is dropped.
final class TextSegmentShard: @unchecked Sendable {
    // @unchecked: the dictionaries are confined to the layout that checked the shard out;
    // the hand-over goes through the pool's lock, which orders one owner's writes before the
    // next owner's reads. Other threads read only the atomic counters.
    let capacity: Int
    let byteBudget: Int
    private var current: [TextSegmentCache.Key: TextSegments] = [:]
    private var previous: [TextSegmentCache.Key: TextSegments] = [:]
    private var currentBytes = 0
    private var previousBytes = 0
    /// Counters for `/metrics`, written only by the owner (a load and a store, no
    /// read-modify-write) and summed by `TextSegmentCache.statistics` from any thread.
    private let hitCount = Atomic<Int>(0)
    private let missCount = Atomic<Int>(0)
    private let entryCount = Atomic<Int>(0)
    private let byteCount = Atomic<Int>(0)

    init(capacity: Int, byteBudget: Int) {
        self.capacity = max(capacity, 2)
        self.byteBudget = max(byteBudget, 2)
    }

    /// The segments of `text` in `font`, measured by `measure` on a miss and kept unless the
    /// text is longer than `TextSegmentCache.maxCachedLength`.
    func segments(_ text: String, _ font: Font, measure: () -> TextSegments) -> TextSegments {
        guard text.utf8.count <= TextSegmentCache.maxCachedLength else { return measure() }
        let key = TextSegmentCache.Key(text: ExactString(text), font: font)
        if let found = current[key] ?? previous[key] {
            bump(hitCount)
            return found
        }
        bump(missCount)
        let value = measure()
        if current.count >= capacity / 2 || currentBytes + value.footprint > byteBudget / 2 {
            // The dropped generation's table is reused (`MeasurementCache` does the same).
            swap(&previous, &current)
            current.removeAll(keepingCapacity: true)
            (previousBytes, currentBytes) = (currentBytes, 0)
        }
        if current.updateValue(value, forKey: key) == nil { currentBytes += value.footprint }
        entryCount.store(current.count + previous.count, ordering: .relaxed)
        byteCount.store(currentBytes + previousBytes, ordering: .relaxed)
        return value
    }

    /// Adds one to a counter only the owner writes: a plain load and store, not an atomic add.
    @inline(__always) private func bump(_ counter: borrowing Atomic<Int>) {
        counter.store(counter.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    }

    /// This shard's counters as last stored by its owner.
    var statistics: TextSegmentCache.Statistics {
        TextSegmentCache.Statistics(hits: hitCount.load(ordering: .relaxed), misses: missCount.load(ordering: .relaxed),
                                    entries: entryCount.load(ordering: .relaxed), bytes: byteCount.load(ordering: .relaxed),
                                    shards: 1, lockAcquisitions: 0)
    }
}
