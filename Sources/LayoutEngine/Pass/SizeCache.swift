/// A small fixed number of remembered answers per node: "for proposal P this node is size S".
///
/// A stack probes each child with several proposals (0 and infinity to rank flexibility, then
/// the offer), and nested stacks multiply those probes; remembering answers per node keeps the
/// cost linear in the number of nodes (the same idea as taffy's `cache.rs` and OpenSwiftUI's
/// `ViewSizeCache`). Only nodes routed to the cache have a row (`NodeFacts.cacheRows`); leaves
/// and proposal-independent nodes answer faster without one, and leaving them out keeps the
/// table small for large trees. Each row has `slots` entries, replaced round-robin. Confined
/// to one `LayoutPass`, which frees it.
struct SizeCache {
    static let slots = 8

    struct Entry {
        var proposal: PackedProposal
        var size: Size
    }

    private let entries: PassBuffer<Entry>
    private let counts: PassBuffer<UInt8>
    /// Hits and misses (for benchmarks).
    private let statistics: PassBuffer<Int>

    var hits: Int { statistics[0] }
    var misses: Int { statistics[1] }

    init(rows: Int) {
        entries = PassBuffer(repeating: Entry(proposal: .none, size: .zero), count: rows * Self.slots)
        counts = PassBuffer(repeating: 0, count: rows)
        statistics = PassBuffer(repeating: 0, count: 2)
    }

    func free() {
        entries.free(); counts.free(); statistics.free()
    }

    func lookup(_ row: Int, _ p: ProposedViewSize) -> Size? {
        let key = PackedProposal(p)
        let base = row * Self.slots
        let used = min(Int(counts[row]), Self.slots)
        for slot in base..<base + used {
            let e = entries[slot]
            if e.proposal == key {
                statistics[0] += 1
                return e.size
            }
        }
        statistics[1] += 1
        return nil
    }

    /// Remembers an answer; past `slots` answers the oldest is replaced (counts keep rising
    /// past `slots` and pick the slot round-robin).
    func store(_ row: Int, _ p: ProposedViewSize, _ size: Size) {
        let n = Int(counts[row])
        counts[row] = UInt8(n + 1 == 2 * Self.slots ? Self.slots : n + 1)
        entries[row * Self.slots + n % Self.slots] = Entry(proposal: PackedProposal(p), size: size)
    }
}
