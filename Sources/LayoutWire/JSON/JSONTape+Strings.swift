extension JSONTape {
    /// The value of string token `t` with its escapes resolved.
    func string(_ t: Int) -> String {
        withUTF8(t) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the unescaped UTF-8 of string token `t`, copying only when it has escapes.
    func withUTF8<R>(_ t: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        guard tokens[t].escaped else { return body(rawBytes(t)) }
        return JSONTape.unescape(rawBytes(t)).withUnsafeBytes(body)
    }

    /// Whether string token `t` spells exactly `word`.
    func equals(_ t: Int, _ word: StaticString) -> Bool {
        withUTF8(t) { bytes in
            guard bytes.count == word.utf8CodeUnitCount else { return false }
            let expected = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            return bytes.elementsEqual(expected)
        }
    }

    /// Resolves the escapes of RFC 8259 §7 in raw string content the tokenizer has validated.
    static func unescape(_ raw: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            let b = raw[i]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(raw, i)
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // The tokenizer checked that a low surrogate escape follows (RFC 8259 §7).
                    let low = hex4(raw, i + 2)
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(scalar, to: &out)
            default: out.append(e)  // `"`, `\` and `/` stand for themselves.
            }
        }
        return out
    }

    /// The value of four hexadecimal digits at `at` (already validated).
    static func hex4(_ raw: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in at..<at + 4 { value = value << 4 | UInt32(hexDigit(raw[k]) ?? 0) }
        return value
    }

    /// The value of one hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// Appends the UTF-8 encoding of a scalar value (RFC 3629 §3).
    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(0xC0 | UInt8(scalar >> 6))
            out.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(0xE0 | UInt8(scalar >> 12))
            out.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            out.append(0x80 | UInt8(scalar & 0x3F))
        default:
            out.append(0xF0 | UInt8(scalar >> 18))
            out.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            out.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            out.append(0x80 | UInt8(scalar & 0x3F))
        }
    }
}
