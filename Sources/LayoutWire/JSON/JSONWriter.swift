/// Appends JSON text (RFC 8259) to a byte buffer: punctuation, escaped strings and numbers.
///
/// Numbers are written as the shortest decimal that reads back to the same `Double` (Swift's
/// `description`), integers without a fraction. JSON has no infinity or NaN (§6), so an infinite
/// value is written as the string `"infinity"` or `"-infinity"` and NaN as `null`.
struct JSONWriter {
    private(set) var bytes: [UInt8]

    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends text that is already JSON (punctuation, member names).
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes that are already JSON.
    mutating func append(contentsOf utf8: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: utf8) }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// Appends `text` as a JSON string, escaping what RFC 8259 §7 requires: the quotation mark,
    /// the reverse solidus and the control characters U+0000 to U+001F.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            for i in 0..<utf8.count where utf8[i] < 0x20 || utf8[i] == 0x22 || utf8[i] == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                escape(utf8[i])
                runStart = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func escape(_ b: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch b {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            raw("u00")
            bytes.append(hex.utf8Start[Int(b >> 4)])
            bytes.append(hex.utf8Start[Int(b & 0xF)])
        }
    }

    /// Appends a number in its shortest round-trip form; see the type's note on non-finite values.
    mutating func number(_ value: Double) {
        if value.isNaN { return raw("null") }
        if value.isInfinite { return value > 0 ? raw("\"infinity\"") : raw("\"-infinity\"") }
        // Integral values (the common case for layout) skip the general conversion; -0 becomes 0.
        if value.magnitude < 1e15, Double(Int(value)) == value { return integer(Int(value)) }
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Appends a decimal integer.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0"))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
}
