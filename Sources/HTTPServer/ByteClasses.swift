/// Character classes from the HTTP ABNF, as byte tests.
extension UInt8 {
    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B

    /// Optional whitespace: SP or HTAB (RFC 9110 §5.6.3).
    var isOWS: Bool { self == .space || self == .tab }

    /// `tchar`, the characters of a token such as a method or field name (RFC 9110 §5.6.2):
    /// DIGIT, ALPHA and ``!#$%&'*+-.^_`|~``. A switch over constants, which compiles to range
    /// and bit tests: the parser asks this of every byte of every field name.
    var isTokenChar: Bool {
        switch self {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true  // DIGIT, ALPHA
        case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E...0x60, 0x7C, 0x7E: true  // ! #$%&' *+ -. ^_` | ~
        default: false
        }
    }

    /// A byte allowed in a field value: VCHAR, obs-text, SP or HTAB (RFC 9110 §5.5).
    var isFieldValueChar: Bool { (0x21...0x7E).contains(self) || self >= 0x80 || isOWS }

    /// A byte allowed in a request-target: visible ASCII other than `#` (RFC 9112 §3.2, RFC 3986).
    var isTargetChar: Bool { (0x21...0x7E).contains(self) && self != UInt8(ascii: "#") }

    /// The value of a hexadecimal digit, or nil (RFC 5234 HEXDIG, any case).
    var hexValue: Int? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(self - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(self - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// Whether this is an ASCII decimal digit.
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// The byte with an ASCII capital letter turned into lowercase.
    var asciiLowercased: UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self + 0x20 : self
    }
}
