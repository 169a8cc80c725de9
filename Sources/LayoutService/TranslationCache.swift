import LayoutWire
import Synchronization

/// Translations of SwiftUI sources kept by the source's bytes, so that a source sent again
/// costs only its layout: the playground sends the same code at every slider step, and a
/// client re-laying out one screen at several sizes sends it once per size.
///
/// The translation depends only on the source and the `SourceLimits`, which are the service's
/// and fixed, so the source is the whole key. Only translations that succeeded are kept: a
/// refusal may come from the deadline, which another try might meet.
///
/// Bounded by bytes in two generations (a segmented LRU): new and recently used entries live in
/// `recent`; when `recent` holds half of `capacity`, it becomes `older` and the previous
/// `older` is dropped; a hit in `older` moves back into `recent`. So the cache never holds more
/// than `capacity` bytes (as estimated by `Entry.bytes`), and an entry used within the last
/// half-capacity of insertions is kept.
final class TranslationCache: Sendable {
    /// A translation as the service uses it: the view's JSON bytes, the source ranges, and the
    /// request last decoded from it.
    struct Entry: Sendable {
        let view: [UInt8]
        let sources: SourceRanges
        let decoded: DecodedTranslation
        /// The memory held, estimated: the source, the JSON, per range its pointer (a heap
        /// string past 15 bytes, with its header), its four fields and its slot in the table,
        /// and a decoded request with its body.
        let bytes: Int

        init(source: String, view: [UInt8], sources: SourceRanges, maxNodes: Int = WireLimits.default.maxNodes) {
            self.view = view
            self.sources = sources
            decoded = DecodedTranslation(reserved: DecodedTranslation.reservation(viewBytes: view.count, maxNodes: maxNodes))
            let ranges = sources.byPointer.keys.reduce(0) { $0 + $1.utf8.count + 96 }
            bytes = source.utf8.count + view.count + ranges + (sources.ignored.count + sources.placeholders.count) * 128 + 128
                + decoded.reserved
        }
    }

    /// The source with its hash worked out once, outside the lock.
    private struct Key: Hashable {
        let source: String
        let hash: Int
        init(_ source: String) { (self.source, hash) = (source, source.hashValue) }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.source == b.source }
    }

    private struct State {
        var recent: [Key: Entry] = [:]
        var older: [Key: Entry] = [:]
        var recentBytes = 0
        var olderBytes = 0
        var hits = 0
        var misses = 0
    }

    /// The most bytes held; 0 keeps nothing.
    let capacity: Int
    private let state = Mutex(State())
    /// Translated requests that took the request decoded from the same bytes before
    /// (`DecodedTranslation`) instead of decoding.
    private let reusedDecodes = Atomic<Int>(0)

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// The translation kept for `source`, counting a hit or a miss.
    func entry(for source: String) -> Entry? {
        guard capacity > 0 else { return nil }
        let key = Key(source)
        return state.withLock { s in
            if let entry = s.recent[key] {
                s.hits += 1
                return entry
            }
            guard let entry = s.older.removeValue(forKey: key) else {
                s.misses += 1
                return nil
            }
            s.hits += 1
            s.olderBytes -= entry.bytes
            Self.insert(entry, key, capacity: capacity, into: &s)
            return entry
        }
    }

    /// Keeps `entry` for `source`; an entry larger than half the capacity is not kept.
    func insert(_ entry: Entry, for source: String) {
        guard entry.bytes * 2 <= capacity else { return }
        let key = Key(source)
        state.withLock { s in
            guard s.recent[key] == nil else { return }
            Self.insert(entry, key, capacity: capacity, into: &s)
        }
    }

    private static func insert(_ entry: Entry, _ key: Key, capacity: Int, into s: inout State) {
        if (s.recentBytes + entry.bytes) * 2 > capacity {
            s.older = s.recent
            s.olderBytes = s.recentBytes
            s.recent = [:]
            s.recentBytes = 0
        }
        s.recent[key] = entry
        s.recentBytes += entry.bytes
    }

    /// Counts a translated request that took its entry's kept request.
    func countReusedDecode() { reusedDecodes.add(1, ordering: .relaxed) }

    /// Entries, bytes held, hits and misses, and decodes saved, for `/metrics`.
    var statistics: (entries: Int, bytes: Int, hits: Int, misses: Int, reusedDecodes: Int) {
        let reused = reusedDecodes.load(ordering: .relaxed)
        return state.withLock { s in (s.recent.count + s.older.count, s.recentBytes + s.olderBytes, s.hits, s.misses, reused) }
    }
}
