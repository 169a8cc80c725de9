import LayoutEngine
import Synchronization

/// A process-wide, bounded cache of measured widths keyed by (font, profile, size, weight,
/// string), with hit and miss counters for `/metrics`.
///
/// Asked only while a text is measured, which is when a worker's `TextSegmentShard` misses:
/// a warm layout never takes this lock (`lockAcquisitions` counts them, so the benchmark can
/// show it). Each worker measures a string once for itself, and the second worker's widths
/// come from here rather than from HarfBuzz. The bound is
/// `capacity` entries, kept in two generations: new entries go into the current one; when it
/// holds `capacity / 2`, it becomes the previous one and the old previous one is dropped. A
/// hit in the previous generation moves the entry forward, so the cache approximates LRU at
/// the cost of one dictionary lookup per miss.
public final class MeasurementCache: Sendable {
    /// The cache a `HarfBuzzTextMeasurer` uses unless given another (the server sizes its own
    /// from `TEXT_SHAPING_CACHE_ENTRIES`).
    public static let shared = MeasurementCache(capacity: defaultCapacity)
    /// Entries kept by default: 7 MiB (`bytesPerEntry`).
    public static let defaultCapacity = 65_536
    /// What an entry costs with a key of up to 15 UTF-8 bytes (kept inline in the string): a
    /// generation of `capacity / 2` entries is a table of a power of two of buckets at most three
    /// quarters full, 56 bytes a bucket (key and width), so 65,536 entries take two tables of
    /// 65,536 buckets. Both are allocated once (see `State.insert`); longer keys add their bytes.
    public static let bytesPerEntry = 112
    /// Runs longer than this many UTF-8 bytes are shaped every time rather than kept, so the
    /// cache's memory stays bounded (a run is the text between two break opportunities).
    public static let maxKeyLength = 256

    /// The most entries the cache holds (both generations together).
    public let capacity: Int
    private let state: Mutex<State>

    /// Counters and size, for `/metrics`.
    public struct Statistics: Sendable, Hashable {
        public var hits: Int
        public var misses: Int
        public var entries: Int
        public var capacity: Int
        /// How often the lock was taken: by texts measured afresh, never by warm layouts.
        public var lockAcquisitions: Int
    }

    public init(capacity: Int) {
        self.capacity = max(capacity, 2)
        state = Mutex(State())
    }

    public var statistics: Statistics {
        state.withLock { Statistics(hits: $0.hits, misses: $0.misses, entries: $0.current.count + $0.previous.count,
                                    capacity: capacity, lockAcquisitions: $0.lockAcquisitions) }
    }

    /// Empties the cache and resets the counters.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The cached width for `key`, or `measure()`'s answer, which is then cached. `measure`
    /// runs outside the lock, so concurrent misses on one key may both measure (same result).
    func width(for key: Key, measure: () -> Double) -> Double {
        if let width = locked({ $0.lookUp(key, limit: capacity / 2) }) { return width }
        let width = measure()
        locked { $0.insert(key, width, limit: capacity / 2) }
        return width
    }

    /// The advances of printable ASCII characters measured so far in the font `key` names,
    /// by code (NaN where not measured yet), or nil for a font not seen yet.
    ///
    /// Every measured text asks the width of each of its characters on its own; most are
    /// these, and one table per text costs less than one keyed query per character. Entries
    /// are measured as texts need them, never a whole table at once: a request may name many
    /// sizes. Clients choose sizes freely, so at most `maxASCIITables` fonts are kept; past
    /// that all are dropped.
    func asciiAdvances(for key: FontKey) -> [Double]? {
        locked { $0.asciiTables[key] }
    }

    /// Adds the entries of `table` that are measured to the font's table.
    func recordASCIIAdvances(_ table: [Double], for key: FontKey) {
        locked { s in
            if s.asciiTables[key] == nil && s.asciiTables.count >= Self.maxASCIITables { s.asciiTables = [:] }
            var merged = s.asciiTables[key] ?? table
            for code in merged.indices where merged[code].isNaN { merged[code] = table[code] }
            s.asciiTables[key] = merged
        }
    }

    public static let maxASCIITables = 256

    /// `body` under the lock, counted (the count is written under the lock it counts).
    private func locked<R>(_ body: (inout State) -> R) -> R {
        state.withLock { s in
            s.lockAcquisitions += 1
            return body(&s)
        }
    }

    /// What a font's advances depend on.
    struct FontKey: Hashable {
        var face: Int
        var profile: MetricsProfile
        var size: Double
        var weight: Int
        var tabularDigits = false
        var tracking = 0.0
        var kerning = 0.0
    }

    /// What a width depends on: the font and the text.
    struct Key: Hashable {
        var font: FontKey
        /// By its bytes: canonically equivalent strings may shape to other glyphs.
        var text: ExactString
    }

    private struct State {
        var current: [Key: Double] = [:]
        var previous: [Key: Double] = [:]
        var asciiTables: [FontKey: [Double]] = [:]
        var hits = 0
        var misses = 0
        var lockAcquisitions = 0

        mutating func lookUp(_ key: Key, limit: Int) -> Double? {
            if let width = current[key] {
                hits += 1
                return width
            }
            guard let width = previous[key] else {
                misses += 1
                return nil
            }
            hits += 1
            insert(key, width, limit: limit)
            return width
        }

        mutating func insert(_ key: Key, _ width: Double, limit: Int) {
            current[key] = width
            if current.count >= limit {
                // The dropped generation's storage becomes the new current one's: after the
                // first rotation the cache allocates nothing, so filling it again and again
                // leaves no freed tables behind in the heap.
                swap(&previous, &current)
                current.removeAll(keepingCapacity: true)
            }
        }
    }
}
