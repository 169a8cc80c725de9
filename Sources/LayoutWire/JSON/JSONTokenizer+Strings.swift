extension JSONTokenizer {
    /// Reads a string (RFC 8259 §7) starting at its opening quote and returns its raw content range.
    ///
    /// Control characters must be escaped, escapes must be one of the nine forms, and the content
    /// must be well-formed UTF-8. A `\u` escape of a surrogate must be a high surrogate followed
    /// by a low one: a lone surrogate is rejected, since it names no character and a Swift
    /// `String` cannot hold it (JSONTestSuite leaves this choice to the parser, `i_string_*`).
    mutating func string() throws(WireError) -> (start: UInt32, length: UInt32, escaped: Bool) {
        pos += 1
        let start = pos
        var escaped = false
        while pos < bytes.count {
            let b = bytes[pos]
            if b >= 0x20 && b < 0x80 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                pos += 1
            } else if b == UInt8(ascii: "\"") {
                pos += 1
                return (UInt32(start), UInt32(pos - 1 - start), escaped)
            } else if b == UInt8(ascii: "\\") {
                escaped = true
                try escape()
            } else if b < 0x20 {
                throw error(.syntax, "control character \(JSONTokenizer.describe(b)) must be escaped in a string (byte \(pos))")
            } else {
                try utf8Sequence(lead: b)
            }
        }
        throw error(.syntax, "unterminated string starting at byte \(start - 1)")
    }

    /// Checks one escape sequence starting at its backslash and moves past it.
    private mutating func escape() throws(WireError) {
        let at = pos
        pos += 1
        guard pos < bytes.count else { throw unexpectedEnd() }
        switch bytes[pos] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            pos += 1
        case UInt8(ascii: "u"):
            let unit = try hexEscape()
            if (0xDC00...0xDFFF).contains(unit) {
                throw error(.syntax, "lone low surrogate in the \\u escape at byte \(at)")
            }
            guard (0xD800...0xDBFF).contains(unit) else { return }
            guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                throw error(.syntax, "high surrogate in the \\u escape at byte \(at) is not followed by a low surrogate escape")
            }
            pos += 1
            guard (0xDC00...0xDFFF).contains(try hexEscape()) else {
                throw error(.syntax, "high surrogate in the \\u escape at byte \(at) is not followed by a low surrogate escape")
            }
        default:
            throw error(.syntax, "invalid escape \\\(describeByte()) at byte \(at)")
        }
    }

    /// Reads `u` and four hexadecimal digits, returning the UTF-16 code unit.
    private mutating func hexEscape() throws(WireError) -> UInt32 {
        let at = pos - 1
        pos += 1
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard pos < bytes.count, let digit = JSONTape.hexDigit(bytes[pos]) else {
                throw error(.syntax, "\\u at byte \(at) must be followed by four hexadecimal digits")
            }
            unit = unit << 4 | UInt32(digit)
            pos += 1
        }
        return unit
    }

    /// Checks one multi-byte UTF-8 sequence against RFC 3629 §4 (no overlong forms, no surrogates,
    /// nothing above U+10FFFF) and moves past it.
    private mutating func utf8Sequence(lead: UInt8) throws(WireError) {
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
        default: throw invalidUTF8(lead)
        }
        guard pos + continuation < bytes.count else { throw invalidUTF8(lead) }
        guard (low...high).contains(bytes[pos + 1]) else { throw invalidUTF8(lead) }
        for k in stride(from: 2, through: continuation, by: 1) where !(0x80...0xBF).contains(bytes[pos + k]) {
            throw invalidUTF8(lead)
        }
        pos += continuation + 1
    }

    private func invalidUTF8(_ lead: UInt8) -> WireError {
        error(.invalidUTF8, "invalid UTF-8 sequence starting with \(JSONTokenizer.describe(lead)) at byte \(pos)")
    }
}
