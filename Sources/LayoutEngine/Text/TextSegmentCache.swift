import Synchronization

/// Measured texts shared by every layout in a process: one `TextSegments` per string and font.
///
/// Owned by whoever owns the measurer (one cache per measurer, since widths depend on it) and
/// handed to layouts through `LayoutEnvironment`; the engine itself keeps no state between
/// layouts. Bounded: past `capacity` entries the older half is dropped, and texts longer than
/// `maxCachedLength` UTF-8 bytes are measured afresh rather than kept, so that memory stays
/// bounded by `capacity × maxCachedLength` whatever clients send.
public final class TextSegmentCache: Sendable {
    public let capacity: Int
    /// Interface strings are short; a long paragraph is cheap to measure again next time.
    public static let maxCachedLength = 1_024
    private let state = Mutex(State())

    struct Key: Hashable {
        var text: String
        var font: Font
    }

    struct State {
        var current: [Key: TextSegments] = [:]
        var previous: [Key: TextSegments] = [:]
        var hits = 0
        var misses = 0
    }

    /// Counters for monitoring.
    public struct Statistics: Sendable, Hashable {
        public var hits: Int
        public var misses: Int
        public var entries: Int
    }

    public init(capacity: Int = 16_384) {
        self.capacity = max(capacity, 2)
    }

    public var statistics: Statistics {
        state.withLock { Statistics(hits: $0.hits, misses: $0.misses, entries: $0.current.count + $0.previous.count) }
    }

    /// The segments of `text` in `font`, measured by `measure` on a miss (outside the lock).
    func segments(_ text: String, _ font: Font, measure: () -> TextSegments) -> TextSegments {
        guard text.utf8.count <= Self.maxCachedLength else { return measure() }
        let key = Key(text: text, font: font)
        if let found = state.withLock({ s -> TextSegments? in
            if let v = s.current[key] ?? s.previous[key] { s.hits += 1; return v }
            s.misses += 1
            return nil
        }) { return found }
        let value = measure()
        state.withLock { s in
            if s.current.count >= capacity / 2 {
                s.previous = s.current
                s.current = [:]
            }
            s.current[key] = value
        }
        return value
    }
}
