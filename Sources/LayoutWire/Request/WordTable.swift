/// A string-valued enum that the reader matches against raw UTF-8 without making a `String`.
protocol WireWord: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    static var table: WordTable<Self> { get }
}

/// The spellings of a `WireWord`'s cases in a small collision-free hash table.
///
/// A name (at most 24 bytes) is packed into three words as it lies in memory and hashed by a
/// multiplier chosen when the table is built so that no two spellings share a slot; a lookup
/// is then three loads, one multiply and one compare. The masks assume a little-endian host,
/// as every Swift Linux target is.
///
/// Every table is a `static let` that lives as long as the process, so its slots and words sit
/// in memory that is never freed: copying a table then costs no reference counting, which
/// matters on the member-by-member path of the reader.
struct WordTable<Word: RawRepresentable & CaseIterable & Sendable>: @unchecked Sendable where Word.RawValue == String {
    private let slots: UnsafeBufferPointer<Slot>
    private let multiplier: UInt64
    private let shift: UInt64
    /// Every case in declaration order (for messages that list the choices).
    let words: UnsafeBufferPointer<Word>

    private struct Slot: Sendable {
        var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0
        /// The spelling's length, or -1 for an empty slot.
        var length = -1
        var ordinal = 0
    }

    init() {
        let words = Array(Word.allCases)
        self.words = UnsafeBufferPointer(WordTable.immortalCopy(of: words))
        let packed = words.map { word in
            let utf8 = Array(word.rawValue.utf8)
            precondition(utf8.count <= 24, "wire words are at most 24 bytes")
            return (utf8.withUnsafeBytes { WordTable.pack($0.baseAddress!, count: utf8.count, readable: utf8.count) }, utf8.count)
        }
        var bits: UInt64 = 2
        while (1 << bits) < words.count * 4 { bits += 1 }
        var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        while true {
            if let slots = WordTable.place(packed, bits: bits, multiplier: multiplier) {
                self.slots = UnsafeBufferPointer(WordTable.immortalCopy(of: slots))
                self.multiplier = multiplier
                self.shift = 64 - bits
                return
            }
            multiplier = multiplier &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F | 1
            if multiplier & 0xFF == 1 { bits += 1 }
        }
    }

    /// A copy of `elements` that is never deallocated (see the type's comment).
    private static func immortalCopy<T>(of elements: [T]) -> UnsafeMutableBufferPointer<T> {
        let copy = UnsafeMutableBufferPointer<T>.allocate(capacity: elements.count)
        _ = copy.initialize(from: elements)
        return copy
    }

    /// Slots for `packed` with no two in the same place, or `nil` on a collision.
    private static func place(_ packed: [((UInt64, UInt64, UInt64), Int)], bits: UInt64, multiplier: UInt64) -> [Slot]? {
        var slots = [Slot](repeating: Slot(), count: 1 << bits)
        for (ordinal, (w, length)) in packed.enumerated() {
            let i = Int(truncatingIfNeeded: (hash(w, length) &* multiplier) >> (64 - bits))
            guard slots[i].length < 0 else { return nil }
            slots[i] = Slot(w0: w.0, w1: w.1, w2: w.2, length: length, ordinal: ordinal)
        }
        return slots
    }

    @inline(__always)
    private static func hash(_ w: (UInt64, UInt64, UInt64), _ length: Int) -> UInt64 {
        w.0 &+ (w.1 &* 0x100_0000_01B3) &+ (w.2 &* 0xC2B2_AE3D_27D4_EB4F) &+ UInt64(truncatingIfNeeded: length)
    }

    /// The case spelled exactly by `bytes`, and its position among the cases.
    func match(_ bytes: UnsafeRawBufferPointer) -> (word: Word, ordinal: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        return match(base, count: bytes.count, readable: bytes.count)
    }

    /// The case spelled by the `count` bytes at `start`, of which `readable` may be read.
    @inline(__always)
    func match(_ start: UnsafeRawPointer, count n: Int, readable: Int) -> (word: Word, ordinal: Int)? {
        ordinal(start, count: n, readable: readable).map { (words[$0], $0) }
    }

    /// The position among the cases of the one spelled by the `count` bytes at `start`.
    @inline(__always)
    func ordinal(_ start: UnsafeRawPointer, count n: Int, readable: Int) -> Int? {
        guard n <= 24 else { return nil }
        return ordinal(packed: WordTable.pack(start, count: n, readable: readable), count: n)
    }

    /// The position among the cases of the one whose `n` bytes, packed as by `pack`, are `w`.
    @inline(__always)
    func ordinal(packed w: (UInt64, UInt64, UInt64), count n: Int) -> Int? {
        let slot = slots[Int(truncatingIfNeeded: (WordTable.hash(w, n) &* multiplier) &>> shift)]
        guard slot.length == n, slot.w0 == w.0, slot.w1 == w.1, slot.w2 == w.2 else { return nil }
        return slot.ordinal
    }

    /// The first `n` (at most 24) bytes at `p` as three words, zero beyond `n`.
    @inline(__always)
    private static func pack(_ p: UnsafeRawPointer, count n: Int, readable: Int) -> (UInt64, UInt64, UInt64) {
        // Most names fit one word: one load and one mask.
        if n <= 8, readable >= 8 { return (p.loadUnaligned(as: UInt64.self) & mask(n), 0, 0) }
        if readable >= 24 {
            return (p.loadUnaligned(as: UInt64.self) & mask(n),
                    p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & mask(n - 8),
                    p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) & mask(n - 16))
        }
        return packNearEnd(p, count: n)
    }

    /// `pack` for a name too close to the end of the body to load whole words: byte by byte,
    /// and out of line, so that the common case needs no buffer on the stack.
    @inline(never)
    private static func packNearEnd(_ p: UnsafeRawPointer, count n: Int) -> (UInt64, UInt64, UInt64) {
        var w: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &w) { $0.copyMemory(from: UnsafeRawBufferPointer(start: p, count: n)) }
        return w
    }

    /// A mask of the low `n` bytes of a word (`n` clamped to 0...8).
    @inline(__always)
    private static func mask(_ n: Int) -> UInt64 {
        n >= 8 ? ~0 : ~(~0 << UInt64(truncatingIfNeeded: max(n, 0) &* 8))
    }

    /// The spellings as a list for a message: `"a", "b" or "c"`.
    var choices: String {
        let quoted = words.map { "\"\($0.rawValue)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}

extension JSONTape {
    /// The `Word` spelled by string token `t`, or `nil` when it is another string or not a string.
    func word<Word: WireWord>(_ type: Word.Type, _ t: Int) -> (word: Word, ordinal: Int)? {
        let token = tokens[t]
        guard token.kind == .string else { return nil }
        guard !token.escaped else { return withUTF8(t) { Word.table.match($0) } }
        // The raw bytes are the spelling; the table may read past them up to the end of the body.
        let start = token.offset
        return Word.table.match(bytes.baseAddress! + start, count: token.length, readable: bytes.count - start)
    }
}
