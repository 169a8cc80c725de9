extension JSONTokenizer {
    /// Reads the string (RFC 8259 §7) whose opening quote is at `start`; returns the index after
    /// its closing quote and whether it contains escapes.
    ///
    /// Control characters must be escaped, escapes must be one of the nine forms, and the content
    /// must be well-formed UTF-8. A `\u` escape of a surrogate must be a high surrogate followed
    /// by a low one: a lone surrogate is rejected, since it names no character and a Swift
    /// `String` cannot hold it (JSONTestSuite leaves this choice to the parser, `i_string_*`).
    @inline(__always)
    mutating func string(at start: Int) throws(WireError) -> (next: Int, escaped: Bool) {
        var i = plainRun(from: start + 1)
        var escaped = false
        while i < end {
            let b = base[i]
            if b == UInt8(ascii: "\"") { return (i + 1, escaped) }
            if b == UInt8(ascii: "\\") {
                escaped = true
                i = try escape(at: i)
            } else if b < 0x20 {
                throw controlCharacter(at: i)
            } else {
                i = try utf8Sequence(at: i)
            }
            i = plainRun(from: i)
        }
        throw unterminatedString(from: start, at: i)
    }

    /// The end of the run of printable ASCII other than `"` and `\` that starts at `start`.
    ///
    /// Eight bytes at a time (SWAR): the mask flags bytes below 0x20, at or above 0x80, or equal
    /// to `"` or `\`. A borrow can only flag bytes after a truly flagged one, so the lowest
    /// flag is exact. The last few bytes of the body go byte by byte.
    @inline(__always)
    func plainRun(from start: Int) -> Int {
        var p = start
        while p + 8 <= end {
            let flags = JSONTokenizer.unplainBytes(UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            if flags != 0 { return p + flags.trailingZeroBitCount >> 3 }
            p += 8
        }
        while p < end, case let b = base[p], b &- 0x20 < 0x60, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") { p += 1 }
        return p
    }

    /// The high bit of each byte of `w` (eight bytes as they lie in memory) that is not plain
    /// string content: below 0x20, at or above 0x80, `"` or `\`. Only the lowest flag is exact.
    @inline(__always)
    static func unplainBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let control = (w &- ones &* 0x20) & ~w
        let q = w ^ (ones &* 0x22), s = w ^ (ones &* 0x5C)
        let quote = (q &- ones) & ~q
        let backslash = (s &- ones) & ~s
        return (control | quote | backslash | w) & highs
    }

    /// Checks the escape sequence whose backslash is at `at`; returns the index after it.
    private mutating func escape(at: Int) throws(WireError) -> Int {
        let i = at + 1
        guard i < end else { throw unexpectedEnd(at: i) }
        switch base[i] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return i + 1
        case UInt8(ascii: "u"):
            let unit = try hexEscape(at: i)
            if (0xDC00...0xDFFF).contains(unit) {
                pos = at
                throw error(.syntax, "lone low surrogate in the \\u escape at byte \(at)")
            }
            guard (0xD800...0xDBFF).contains(unit) else { return i + 5 }
            let next = i + 5
            guard next + 1 < end, base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u"),
                  (0xDC00...0xDFFF).contains(try hexEscape(at: next + 1)) else {
                pos = at
                throw error(.syntax, "high surrogate in the \\u escape at byte \(at) is not followed by a low surrogate escape")
            }
            return next + 6
        default:
            pos = i
            throw error(.syntax, "the backslash at byte \(at) starts no escape: expected \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u")
        }
    }

    /// Reads the four hexadecimal digits after the `u` at `u`, returning the UTF-16 code unit.
    private mutating func hexEscape(at u: Int) throws(WireError) -> UInt32 {
        var unit: UInt32 = 0
        for i in u + 1...u + 4 {
            guard i < end, let digit = JSONTape.hexDigit(base[i]) else {
                pos = min(i, end)
                throw error(.syntax, "\\u at byte \(u - 1) must be followed by four hexadecimal digits")
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    /// Checks the multi-byte UTF-8 sequence starting at `at` against RFC 3629 §4 (no overlong
    /// forms, no surrogates, nothing above U+10FFFF); returns the index after it.
    private mutating func utf8Sequence(at: Int) throws(WireError) -> Int {
        let lead = base[at]
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        let continuation: Int
        switch lead {
        case 0xC2...0xDF: continuation = 1
        case 0xE0: continuation = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: continuation = 2
        case 0xED: continuation = 2; high = 0x9F
        case 0xF0: continuation = 3; low = 0x90
        case 0xF1...0xF3: continuation = 3
        case 0xF4: continuation = 3; high = 0x8F
        default: throw invalidUTF8(at: at)
        }
        guard at + continuation < end, (low...high).contains(base[at + 1]) else { throw invalidUTF8(at: at) }
        for k in stride(from: 2, through: continuation, by: 1) where !(0x80...0xBF).contains(base[at + k]) {
            throw invalidUTF8(at: at)
        }
        return at + continuation + 1
    }

    private mutating func invalidUTF8(at i: Int) -> WireError {
        pos = i
        return error(.invalidUTF8, "invalid UTF-8 sequence starting with \(JSONTokenizer.describe(base[i])) at byte \(i)")
    }
}
