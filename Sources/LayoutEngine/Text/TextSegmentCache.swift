import Synchronization

/// Measured texts shared by every layout in a process: one `TextSegments` per string and font.
///
/// Owned by whoever owns the measurer (one cache per measurer, since widths depend on it) and
/// handed to layouts through `LayoutEnvironment`; the engine itself keeps no state between
/// layouts. Bounded twice, whatever clients send: by entries (`capacity`) and by the bytes the
/// entries hold (`byteBudget`, as estimated by `TextSegments.footprint`: a measured character
/// takes tens of bytes, so long texts reach the byte bound long before the entry bound). New
/// entries go into a current generation; when it holds half of either bound, the previous
/// generation is dropped and the current one takes its place. Texts longer than
/// `maxCachedLength` UTF-8 bytes are measured afresh rather than kept.
public final class TextSegmentCache: Sendable {
    public let capacity: Int
    public let byteBudget: Int
    /// Interface strings are short; a long paragraph is cheap to measure again next time.
    public static let maxCachedLength = 1_024
    private let state = Mutex(State())

    /// The text by its bytes (`ExactString`): canonically equivalent strings differ in their
    /// bytes and indices, so they are measured apart.
    struct Key: Hashable {
        var text: ExactString
        var font: Font
    }

    struct State {
        var current: [Key: TextSegments] = [:]
        var previous: [Key: TextSegments] = [:]
        var currentBytes = 0
        var previousBytes = 0
        var hits = 0
        var misses = 0
    }

    /// Counters for monitoring.
    public struct Statistics: Sendable, Hashable {
        public var hits: Int
        public var misses: Int
        public var entries: Int
        /// The estimated bytes the entries hold.
        public var bytes: Int
    }

    public init(capacity: Int = 16_384, byteBudget: Int = 32 << 20) {
        self.capacity = max(capacity, 2)
        self.byteBudget = max(byteBudget, 2)
    }

    public var statistics: Statistics {
        state.withLock {
            Statistics(hits: $0.hits, misses: $0.misses, entries: $0.current.count + $0.previous.count,
                       bytes: $0.currentBytes + $0.previousBytes)
        }
    }

    /// The segments of `text` in `font`, measured by `measure` on a miss (outside the lock).
    func segments(_ text: String, _ font: Font, measure: () -> TextSegments) -> TextSegments {
        guard text.utf8.count <= Self.maxCachedLength else { return measure() }
        let key = Key(text: ExactString(text), font: font)
        if let found = state.withLock({ s -> TextSegments? in
            if let v = s.current[key] ?? s.previous[key] { s.hits += 1; return v }
            s.misses += 1
            return nil
        }) { return found }
        let value = measure()
        state.withLock { s in
            if s.current.count >= capacity / 2 || s.currentBytes + value.footprint > byteBudget / 2 {
                (s.previous, s.previousBytes) = (s.current, s.currentBytes)
                (s.current, s.currentBytes) = ([:], 0)
            }
            if s.current.updateValue(value, forKey: key) == nil { s.currentBytes += value.footprint }
        }
        return value
    }
}
