/// Fractional numbers without `Double.description` where possible.
///
/// Formatting a `Double` through `description` (the shortest round-trip digits, as a new
/// `String`) was an eighth of the server's CPU on the app screen, whose frames are mostly
/// pixel positions: halves and quarters at 2x, thirds at 3x. Two shortcuts give the same text:
/// a value with at most four decimals is written from an integer, and other values come from
/// a small memo of this writer's recent numbers, since a layout repeats its lengths.
extension JSONWriter {
    /// Appends `value` (finite, not integral) exactly as `value.description` spells it.
    mutating func fraction(_ value: Double) {
        if let (digits, places) = Self.fixedPoint(value) { return fixedPoint(digits, places) }
        if let known = memo.lookup(value) {
            return withUnsafeBytes(of: known.text) { append($0.baseAddress!.assumingMemoryBound(to: UInt8.self), known.length) }
        }
        let text = value.description
        memo.remember(value, text)
        name(text)
    }

    /// The decimal `digits / 10^places` that reads back as `value`, with the fewest places
    /// (1 to 4), if there is one. Division and decimal parsing both round the same rational
    /// number correctly, so `digits / 10^places == value` means the decimal text reads back as
    /// `value`; the fewest places give the fewest digits, which is what `description` prints
    /// (and one candidate per length, decimals this coarse being far apart in a `Double`).
    static func fixedPoint(_ value: Double) -> (digits: Int, places: Int)? {
        guard value.magnitude < 1e11 else { return nil }
        // Any value with up to four decimals has four: one test turns away the others (thirds).
        guard ((value * 1e4).rounded() / 1e4) == value else { return nil }
        var scale = 1.0
        for places in 1...4 {
            scale *= 10
            let scaled = (value * scale).rounded()
            if scaled / scale == value { return (Int(scaled), places) }
        }
        return nil
    }

    private mutating func fixedPoint(_ digits: Int, _ places: Int) {
        if digits < 0 { byte(UInt8(ascii: "-")) }
        var divisor = 1
        for _ in 0..<places { divisor *= 10 }
        let magnitude = digits.magnitude
        integer(Int(magnitude / UInt(divisor)))
        byte(UInt8(ascii: "."))
        var fraction = Int(magnitude % UInt(divisor))
        for _ in 0..<places {
            divisor /= 10
            byte(UInt8(ascii: "0") &+ UInt8(fraction / divisor))
            fraction %= divisor
        }
    }
}

/// The text of recently written numbers, by bit pattern: a direct-mapped table of 512 entries
/// of up to 24 bytes, allocated on first use and freed with its writer.
struct NumberMemo: ~Copyable {
    private struct Entry {
        var bits: UInt64
        var length: Int
        var text: (UInt64, UInt64, UInt64)
    }

    private static let slots = 512
    private var entries: UnsafeMutablePointer<Entry>?

    init() {}

    deinit { entries?.deallocate() }

    private static func slot(_ value: Double) -> Int {
        Int(truncatingIfNeeded: (value.bitPattern &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    /// The remembered text of `value`: its first `length` bytes, if any.
    func lookup(_ value: Double) -> (text: (UInt64, UInt64, UInt64), length: Int)? {
        guard let e = entries?[Self.slot(value)], e.length > 0, e.bits == value.bitPattern else { return nil }
        return (e.text, e.length)
    }

    mutating func remember(_ value: Double, _ text: String) {
        var text = text
        guard text.utf8.count <= 24 else { return }
        if entries == nil {
            entries = .allocate(capacity: Self.slots)
            entries!.initialize(repeating: Entry(bits: 0, length: 0, text: (0, 0, 0)), count: Self.slots)
        }
        var entry = Entry(bits: value.bitPattern, length: text.utf8.count, text: (0, 0, 0))
        withUnsafeMutableBytes(of: &entry.text) { buffer in
            text.withUTF8 { buffer.copyMemory(from: UnsafeRawBufferPointer($0)) }
        }
        entries![Self.slot(value)] = entry
    }
}
