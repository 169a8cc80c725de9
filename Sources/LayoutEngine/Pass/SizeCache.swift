/// Remembered answers per node: "for proposal P this node is size S".
///
/// A stack probes each child with several proposals (0 and infinity to rank flexibility, then
/// the offer), and nested stacks multiply those probes; remembering answers per node keeps the
/// cost linear in the number of nodes (the same idea as taffy's `cache.rs` and OpenSwiftUI's
/// `ViewSizeCache`). Only nodes routed to the cache have a row (`NodeFacts.routeRows`); leaves
/// and proposal-independent nodes answer faster without one, and leaving them out keeps the
/// table small for large trees. Confined to one `LayoutPass`, and freed with it.
///
/// Each row has `slots` entries. A node asked more distinct proposals than that (deep nests of
/// stacks under padding or frames ask exponentially many) keeps the rest in a shared spill
/// table of at most `spillCapacity` answers; once that is full, such a node's extra answers
/// replace its own entries round-robin. Either way no answer is ever wrong, only forgotten.
struct SizeCache: ~Copyable {
    static let slots = 8
    /// At most 5.2 MB of spilled answers per layout, allocated as they come (a table of 2^17
    /// slots of 40 bytes, kept at most half full).
    static let spillCapacity = 1 << 16

    struct Entry {
        var proposal: PackedProposal
        var size: Size
    }

    private let entries: PassBuffer<Entry>
    /// Answers stored per row: up to `slots` fill the row; past it the count stays above `slots`
    /// (see `storeBeyondRow`).
    private let counts: PassBuffer<UInt8>
    private let spill = SpillTable(maxCount: SizeCache.spillCapacity)
    /// Hits and misses (for benchmarks).
    private let statistics: PassBuffer<Int>

    var hits: Int { statistics[0] }
    var misses: Int { statistics[1] }

    init(rows: Int) {
        // A row's first `counts[row]` entries are written before they are read; the rest are
        // never read, so large layouts do not write megabytes of empty entries first.
        entries = PassBuffer(uninitializedCount: rows * Self.slots)
        counts = PassBuffer(repeating: 0, count: rows)
        statistics = PassBuffer(repeating: 0, count: 2)
    }

    @inline(__always) func lookup(_ row: Int, _ p: ProposedViewSize) -> Size? {
        let key = PackedProposal(p)
        let base = row * Self.slots
        let used = Int(counts[row])
        for slot in base..<base + min(used, Self.slots) {
            let e = entries[slot]
            if e.proposal == key {
                statistics[0] += 1
                return e.size
            }
        }
        if used > Self.slots { return spilled(row, key) }
        statistics[1] += 1
        return nil
    }

    /// Remembers an answer in the row while it has room (see `storeBeyondRow` after that).
    @inline(__always) func store(_ row: Int, _ p: ProposedViewSize, _ size: Size) {
        let n = Int(counts[row])
        guard n < Self.slots else { return storeBeyondRow(row, PackedProposal(p), size, count: n) }
        counts[row] = UInt8(n + 1)
        entries[row * Self.slots + n] = Entry(proposal: PackedProposal(p), size: size)
    }

    // The rare paths stay out of line, so the common lookup stays small enough to inline.

    @inline(never)
    private func spilled(_ row: Int, _ key: PackedProposal) -> Size? {
        let size = spill.lookup(row, key)
        statistics[size == nil ? 1 : 0] += 1
        return size
    }

    /// A full row's answer goes to the spill table while that has room, else it replaces the
    /// row's entries round-robin (the count then runs from `slots + 1` to `2 * slots` and wraps).
    @inline(never)
    private func storeBeyondRow(_ row: Int, _ key: PackedProposal, _ size: Size, count n: Int) {
        if !spill.isFull {
            counts[row] = UInt8(Self.slots + 1)
            spill.insert(row, key, size)
            return
        }
        counts[row] = UInt8(n + 1 >= 2 * Self.slots + 1 ? Self.slots + 1 : n + 1)
        entries[row * Self.slots + n % Self.slots] = Entry(proposal: key, size: size)
    }
}
