extension JSONTokenizer {
    /// Reads a number (RFC 8259 §6) and returns the nearest `Double`.
    ///
    /// Grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, so leading zeros, a bare
    /// `.`, `+1`, hex, `NaN` and `Infinity` are rejected. A number too large for a `Double`
    /// (e.g. `1e400`) is rejected as out of range (RFC 8259 §6 lets implementations limit range);
    /// one too small to represent becomes 0 or a subnormal, as `strtod` does.
    @inline(__always)
    mutating func number(at start: Int) throws(WireError) -> (next: Int, value: Double) {
        var i = start
        let negative = base[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var exact = true
        var exponent = 0
        guard i < end, isDigit(base[i]) else { throw syntax("expected a digit", at: i) }
        if base[i] == UInt8(ascii: "0") {
            i += 1
            if i < end, isDigit(base[i]) { throw syntax("a number must not have leading zeros", at: start) }
        } else {
            while i < end, isDigit(base[i]) { accumulate(base[i], &mantissa, &exact); i += 1 }
        }
        if i < end, base[i] == UInt8(ascii: ".") {
            i += 1
            guard i < end, isDigit(base[i]) else { throw syntax("expected a digit after the decimal point", at: i) }
            while i < end, isDigit(base[i]) {
                accumulate(base[i], &mantissa, &exact)
                exponent -= 1
                i += 1
            }
        }
        if i < end, base[i] | 0x20 == UInt8(ascii: "e") {
            let (next, value) = try exponentPart(at: i)
            exponent += value
            i = next
        }
        if exact, let value = JSONTokenizer.fastValue(mantissa, exponent) { return (i, negative ? -value : value) }
        return (i, try slowValue(from: start, to: i))
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// Adds a digit to the mantissa while it fits in 64 bits.
    @inline(__always)
    private func accumulate(_ b: UInt8, _ mantissa: inout UInt64, _ exact: inout Bool) {
        let digit = UInt64(b &- UInt8(ascii: "0"))
        if mantissa <= (UInt64.max - 9) / 10 { mantissa = mantissa * 10 + digit } else { exact = false }
    }

    /// Reads `e`, an optional sign and digits; the value saturates far beyond `Double`'s range.
    private mutating func exponentPart(at e: Int) throws(WireError) -> (next: Int, value: Int) {
        var i = e + 1
        var negative = false
        if i < end, base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-") {
            negative = base[i] == UInt8(ascii: "-")
            i += 1
        }
        guard i < end, isDigit(base[i]) else { throw syntax("expected a digit in the exponent", at: i) }
        var value = 0
        while i < end, isDigit(base[i]) {
            value = min(value * 10 + Int(base[i] &- UInt8(ascii: "0")), 1_000_000)
            i += 1
        }
        return (i, negative ? -value : value)
    }

    /// Clinger's fast path: exact when the mantissa and the power of ten are both exact doubles,
    /// so one rounding gives the correctly rounded result.
    static func fastValue(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        if mantissa == 0 { return 0 }
        guard mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        let m = Double(mantissa)
        return exponent >= 0 ? m * exactPowersOfTen[exponent] : m / exactPowersOfTen[-exponent]
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The correctly rounded conversion (the standard library's `strtod`) for the rare long numbers.
    private mutating func slowValue(from start: Int, to next: Int) throws(WireError) -> Double {
        let text = String(decoding: UnsafeRawBufferPointer(start: base + start, count: next - start), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            pos = next
            throw error(.outOfRange, "the number at byte \(start) is too large for a double")
        }
        return value
    }
}
