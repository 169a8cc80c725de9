import Synchronization

/// Measured texts kept between layouts: one `TextSegments` per string and font, in one shard
/// per concurrent layout.
///
/// Owned by whoever owns the measurer (one cache per measurer, since widths depend on it) and
/// handed to layouts through `LayoutEnvironment`; the engine itself keeps no state between
/// layouts. Each layout checks a `TextSegmentShard` out when it starts and back in when it
/// ends: two acquisitions of the pool's lock per layout, none per Text (a layout of the app
/// screen asks for 250 texts a dozen times each). Each worker thus measures a string once for
/// itself, keeping its own copy; the width cache behind the measurer is process-wide, so the
/// second worker's measuring shapes nothing.
///
/// Bounded whatever clients send, by entries (`capacity`) and by the bytes the entries hold
/// (`byteBudget`, as `TextSegments.footprint` estimates them): each of the first `workers`
/// shards gets that share of both bounds, so the cache holds at most the bounds while at most
/// `workers` layouts run at once (the server runs `HTTP_HANDLER_CONCURRENCY`); each further
/// concurrent layout adds a shard of the same size. Texts longer than `maxCachedLength` UTF-8
/// bytes are measured afresh rather than kept.
public final class TextSegmentCache: Sendable {
    public let capacity: Int
    public let byteBudget: Int
    /// How many layouts are expected to run at once: the bounds are split between as many shards.
    public let workers: Int
    /// Interface strings are short; a long paragraph is cheap to measure again next time.
    public static let maxCachedLength = 1_024
    private let pool = Mutex(Pool())

    /// The text by its bytes (`ExactString`): canonically equivalent strings differ in their
    /// bytes and indices, so they are measured apart.
    struct Key: Hashable {
        var text: ExactString
        var font: Font
    }

    private struct Pool {
        var free: [TextSegmentShard] = []
        var all: [TextSegmentShard] = []
        var lockAcquisitions = 0
    }

    /// Counters for monitoring, summed over the shards when read.
    public struct Statistics: Sendable, Hashable {
        public var hits: Int
        public var misses: Int
        public var entries: Int
        /// The estimated bytes the entries hold.
        public var bytes: Int
        /// The shards made so far: the most layouts that have run at once.
        public var shards: Int
        /// How often a layout took the pool's lock to check a shard out or in: twice a layout
        /// with Text, however many Texts it has.
        public var lockAcquisitions: Int

        public init(hits: Int, misses: Int, entries: Int, bytes: Int, shards: Int, lockAcquisitions: Int) {
            (self.hits, self.misses, self.entries, self.bytes) = (hits, misses, entries, bytes)
            (self.shards, self.lockAcquisitions) = (shards, lockAcquisitions)
        }
    }

    public init(capacity: Int = 16_384, byteBudget: Int = 32 << 20, workers: Int = 1) {
        self.capacity = max(capacity, 2)
        self.byteBudget = max(byteBudget, 2)
        self.workers = max(workers, 1)
    }

    public var statistics: Statistics {
        let (shards, locks) = pool.withLock { ($0.all, $0.lockAcquisitions) }
        var total = Statistics(hits: 0, misses: 0, entries: 0, bytes: 0, shards: shards.count, lockAcquisitions: locks)
        for shard in shards {
            let s = shard.statistics
            total.hits += s.hits; total.misses += s.misses; total.entries += s.entries; total.bytes += s.bytes
        }
        return total
    }

    /// A shard for one layout, to be handed back with `checkIn` when the layout ends.
    func checkOut() -> TextSegmentShard {
        pool.withLock { pool in
            pool.lockAcquisitions += 1
            if let shard = pool.free.popLast() { return shard }
            let shard = TextSegmentShard(capacity: capacity / workers, byteBudget: byteBudget / workers)
            pool.all.append(shard)
            return shard
        }
    }

    /// Returns a shard that `checkOut` handed out; the next layout to start gets it back.
    func checkIn(_ shard: TextSegmentShard) {
        pool.withLock { pool in
            pool.lockAcquisitions += 1
            pool.free.append(shard)
        }
    }
}
