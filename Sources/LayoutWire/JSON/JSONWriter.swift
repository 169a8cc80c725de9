/// Appends JSON text (RFC 8259) to a byte buffer: punctuation, escaped strings and numbers.
///
/// Numbers are written as the shortest decimal that reads back to the same `Double` (Swift's
/// `description`), integers without a fraction. JSON has no infinity or NaN (§6), so an infinite
/// value is written as the string `"infinity"` or `"-infinity"` and NaN as `null`.
///
/// The buffer is managed by hand (one capacity check per write, no uniqueness checks) and the
/// type is non-copyable so that it is freed exactly once; `finish()` hands the bytes over.
package struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Recent fractional numbers' text (see `JSONWriter+Fractions.swift`).
    var memo = NumberMemo()

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text written so far.
    package consuming func finish() -> [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Makes room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(count + n) }
    }

    private mutating func grow(_ needed: Int) {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = max(needed, capacity * 2)
    }

    /// Appends bytes that are already JSON.
    @inline(__always)
    mutating func append(_ start: UnsafePointer<UInt8>, _ n: Int) {
        reserve(n)
        (base + count).update(from: start, count: n)
        count += n
    }

    /// Appends text that is already JSON (punctuation, member names).
    @inline(__always)
    package mutating func raw(_ text: StaticString) { append(text.utf8Start, text.utf8CodeUnitCount) }

    /// Appends one ASCII byte.
    @inline(__always)
    package mutating func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    /// Appends a name that needs no escaping (an enum's raw value), without quotes.
    mutating func name(_ text: String) {
        var text = text
        text.withUTF8 { append($0.baseAddress!, $0.count) }
    }

    /// Appends `text` as a JSON string, escaping what RFC 8259 §7 requires: the quotation mark,
    /// the reverse solidus and the control characters U+0000 to U+001F.
    package mutating func string(_ text: String) {
        byte(UInt8(ascii: "\""))
        stringContents(text)
        byte(UInt8(ascii: "\""))
    }

    /// Appends `text` escaped as in `string(_:)` but without the quotation marks, for a string
    /// written in pieces.
    package mutating func stringContents(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for i in 0..<utf8.count where utf8[i] < 0x20 || utf8[i] == 0x22 || utf8[i] == 0x5C {
                append(utf8.baseAddress! + runStart, i - runStart)
                escape(utf8[i])
                runStart = i + 1
            }
            if let start = utf8.baseAddress { append(start + runStart, utf8.count - runStart) }
        }
    }

    private mutating func escape(_ b: UInt8) {
        byte(UInt8(ascii: "\\"))
        switch b {
        case 0x22: byte(UInt8(ascii: "\""))
        case 0x5C: byte(UInt8(ascii: "\\"))
        case 0x08: byte(UInt8(ascii: "b"))
        case 0x0C: byte(UInt8(ascii: "f"))
        case 0x0A: byte(UInt8(ascii: "n"))
        case 0x0D: byte(UInt8(ascii: "r"))
        case 0x09: byte(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            raw("u00")
            byte(hex.utf8Start[Int(b >> 4)])
            byte(hex.utf8Start[Int(b & 0xF)])
        }
    }

    /// Appends a number in its shortest round-trip form; see the type's note on non-finite values.
    package mutating func number(_ value: Double) {
        if value.isNaN { return raw("null") }
        if value.isInfinite { return value > 0 ? raw("\"infinity\"") : raw("\"-infinity\"") }
        // Integral values (the common case for layout) skip the general conversion; -0 becomes 0.
        if value.magnitude < 9.2e18, Double(Int(value)) == value { return integer(Int(value)) }
        fraction(value)
    }

    /// Appends a decimal integer, written backwards into reserved space.
    package mutating func integer(_ value: Int) {
        reserve(20)
        if value < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var rest = value.magnitude
        var digits = 1
        var scale: UInt = 10
        while digits < 19, rest >= scale {
            digits += 1
            scale &*= 10
        }
        if rest >= scale { digits += 1 }
        var i = count + digits
        count = i
        repeat {
            i -= 1
            base[i] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
            rest /= 10
        } while rest > 0
    }

    /// Appends `true` or `false`.
    package mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
}
