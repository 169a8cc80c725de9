/// A small fixed number of remembered answers per node: "for proposal P this node is size S".
///
/// A stack probes each child with several proposals (0 and infinity to rank flexibility, then
/// the offer), and nested stacks multiply those probes; remembering answers per node keeps the
/// cost linear in the number of nodes (the same idea as taffy's `cache.rs` and OpenSwiftUI's
/// `ViewSizeCache`). Storage is flat: `slots` entries per node, replaced round-robin.
struct SizeCache {
    static let slots = 8
    /// `nil` dimensions are stored as -infinity, which no proposal can be.
    private var keys: [Double]
    private var sizes: [Size]
    private var counts: [UInt8]
    private var next: [UInt8]
    private(set) var hits = 0
    private(set) var misses = 0

    init(nodeCount: Int) {
        keys = Array(repeating: 0, count: nodeCount * Self.slots * 2)
        sizes = Array(repeating: .zero, count: nodeCount * Self.slots)
        counts = Array(repeating: 0, count: nodeCount)
        next = Array(repeating: 0, count: nodeCount)
    }

    @inline(__always) private static func encode(_ v: Double?) -> Double { v ?? -.infinity }

    mutating func lookup(_ node: Int, _ p: ProposedViewSize) -> Size? {
        let w = Self.encode(p.width), h = Self.encode(p.height)
        let base = node * Self.slots
        for slot in 0..<Int(counts[node]) where keys[(base + slot) * 2] == w && keys[(base + slot) * 2 + 1] == h {
            hits += 1
            return sizes[base + slot]
        }
        misses += 1
        return nil
    }

    mutating func store(_ node: Int, _ p: ProposedViewSize, _ size: Size) {
        let slot: Int
        if Int(counts[node]) < Self.slots {
            slot = Int(counts[node])
            counts[node] += 1
        } else {
            slot = Int(next[node])
            next[node] = UInt8((slot + 1) % Self.slots)
        }
        let i = node * Self.slots + slot
        keys[i * 2] = Self.encode(p.width)
        keys[i * 2 + 1] = Self.encode(p.height)
        sizes[i] = size
    }
}
