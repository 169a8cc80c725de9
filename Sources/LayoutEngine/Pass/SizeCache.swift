/// A small fixed number of remembered answers per node: "for proposal P this node is size S".
///
/// A stack probes each child with several proposals (0 and infinity to rank flexibility, then
/// the offer), and nested stacks multiply those probes; remembering answers per node keeps the
/// cost linear in the number of nodes (the same idea as taffy's `cache.rs` and OpenSwiftUI's
/// `ViewSizeCache`). Storage is flat: `slots` entries per node, replaced round-robin. It is a
/// class over raw buffers so that the hot lookups pay for no copy-on-write or exclusivity checks;
/// it is confined to one `LayoutPass`.
final class SizeCache {
    static let slots = 8

    private struct Entry {
        /// `nil` dimensions are stored as -infinity, which no proposal can be.
        var width: Double
        var height: Double
        var size: Size
    }

    private let entries: UnsafeMutableBufferPointer<Entry>
    private let counts: UnsafeMutableBufferPointer<UInt8>
    /// Hits and misses, behind a pointer so that counting needs no exclusivity check.
    private let statistics = UnsafeMutablePointer<(hits: Int, misses: Int)>.allocate(capacity: 1)

    var hits: Int { statistics.pointee.hits }
    var misses: Int { statistics.pointee.misses }

    init(nodeCount: Int) {
        entries = .allocate(capacity: max(nodeCount, 1) * Self.slots)
        counts = .allocate(capacity: max(nodeCount, 1))
        counts.initialize(repeating: 0)
        statistics.initialize(to: (0, 0))
    }

    deinit {
        entries.deallocate()
        counts.deallocate()
        statistics.deallocate()
    }

    @inline(__always) private static func encode(_ v: Double?) -> Double { v ?? -.infinity }

    func lookup(_ node: Int, _ p: ProposedViewSize) -> Size? {
        let w = Self.encode(p.width), h = Self.encode(p.height)
        let base = node * Self.slots
        let used = min(Int(counts[node]), Self.slots)
        for slot in 0..<used {
            let e = entries[base + slot]
            if e.width == w && e.height == h {
                statistics.pointee.hits += 1
                return e.size
            }
        }
        statistics.pointee.misses += 1
        return nil
    }

    /// Remembers an answer; past `slots` answers the oldest is replaced (counts keep rising
    /// past `slots` and pick the slot round-robin).
    func store(_ node: Int, _ p: ProposedViewSize, _ size: Size) {
        let n = Int(counts[node])
        let slot = n % Self.slots
        counts[node] = UInt8(n + 1 == 2 * Self.slots ? Self.slots : n + 1)
        entries[node * Self.slots + slot] = Entry(width: Self.encode(p.width), height: Self.encode(p.height), size: size)
    }
}
