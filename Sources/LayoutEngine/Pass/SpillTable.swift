/// The size cache's overflow: answers of nodes asked more distinct proposals than their row
/// holds, in one open-addressing table (linear probing, at most half full) that grows by
/// doubling and takes at most `maxCount` answers.
///
/// Raw memory like the pass's tables (`PassBuffer`): a Swift `Dictionary` here cost a
/// three-field hash and an exclusivity check on every access, which made an ordinary nest of
/// stacks, whose deeper nodes overflow without ever asking again, 7 % slower.
struct SpillTable: ~Copyable {
    private struct Slot {
        /// The size-cache row, or −1 for an empty slot.
        var row: Int
        var proposal: PackedProposal
        var size: Size
    }

    private struct State {
        var slots: UnsafeMutablePointer<Slot>?
        /// A power of two, or 0 before the first answer.
        var capacity: Int
        var count: Int
    }

    let maxCount: Int
    private let state: PassBuffer<State>

    init(maxCount: Int) {
        self.maxCount = maxCount
        state = PassBuffer(repeating: State(slots: nil, capacity: 0, count: 0), count: 1)
    }

    deinit {
        state[0].slots?.deallocate()
    }

    var isFull: Bool { state[0].count >= maxCount }

    func lookup(_ row: Int, _ key: PackedProposal) -> Size? {
        let s = state[0]
        guard let slots = s.slots else { return nil }
        var i = Self.hash(row, key) & (s.capacity - 1)
        while slots[i].row >= 0 {
            if slots[i].row == row && slots[i].proposal == key { return slots[i].size }
            i = (i + 1) & (s.capacity - 1)
        }
        return nil
    }

    /// Adds an answer, or replaces the one for the same row and proposal; the caller checks
    /// `isFull` first.
    func insert(_ row: Int, _ key: PackedProposal, _ size: Size) {
        if (state[0].count + 1) * 2 > state[0].capacity { grow() }
        let s = state[0]
        let slots = s.slots!
        var i = Self.hash(row, key) & (s.capacity - 1)
        while slots[i].row >= 0 {
            if slots[i].row == row && slots[i].proposal == key {
                slots[i].size = size
                return
            }
            i = (i + 1) & (s.capacity - 1)
        }
        slots[i] = Slot(row: row, proposal: key, size: size)
        state[0].count += 1
    }

    private func grow() {
        let old = state[0]
        let capacity = max(64, old.capacity * 2)
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(row: -1, proposal: .none, size: .zero), count: capacity)
        state[0] = State(slots: slots, capacity: capacity, count: 0)
        guard let previous = old.slots else { return }
        for i in 0..<old.capacity where previous[i].row >= 0 {
            insert(previous[i].row, previous[i].proposal, previous[i].size)
        }
        previous.deallocate()
    }

    /// Mixes the row and both lengths (−0 hashed as 0, since the two compare equal).
    private static func hash(_ row: Int, _ key: PackedProposal) -> Int {
        var h = UInt64(truncatingIfNeeded: row) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ (key.width + 0).bitPattern) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (key.height + 0).bitPattern ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
