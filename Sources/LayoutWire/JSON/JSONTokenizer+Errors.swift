extension JSONTokenizer {
    /// An error at the current byte, pointing at the deepest value being read.
    func error(_ kind: WireError.Kind, _ detail: String) -> WireError {
        WireError(kind, detail, at: pointer(), offset: pos)
    }

    @inline(never)
    func unexpectedEnd(at i: Int) -> WireError {
        WireError(.syntax, "the JSON text ends early at byte \(i)", at: pointer(), offset: i)
    }

    // The errors of the hot loop are built out of line, so that building their messages does
    // not crowd the registers of `run` and `member`: inlined, they cost about 24,000 more
    // instructions a decode of the benchmark's app screen.

    /// An error at byte `i`.
    private mutating func error(_ kind: WireError.Kind, _ detail: String, at i: Int) -> WireError {
        pos = i
        return error(kind, detail)
    }

    /// "<message> at byte <i>".
    @inline(never)
    mutating func syntax(_ message: String, at i: Int) -> WireError {
        error(.syntax, "\(message) at byte \(i)", at: i)
    }

    /// "expected <what> but found <the byte at i> at byte <i>".
    @inline(never)
    mutating func expected(_ what: String, at i: Int) -> WireError {
        error(.syntax, "expected \(what) but found \(describeByte(at: i)) at byte \(i)", at: i)
    }

    @inline(never)
    mutating func tooDeep(at i: Int) -> WireError {
        error(.tooDeep, "JSON nesting exceeds \(maxDepth) levels at byte \(i)", at: i)
    }

    @inline(never)
    mutating func controlCharacter(at i: Int) -> WireError {
        error(.syntax, "control character \(JSONTokenizer.describe(base[i])) must be escaped in a string (byte \(i))", at: i)
    }

    @inline(never)
    mutating func unterminatedString(from start: Int, at i: Int) -> WireError {
        error(.syntax, "unterminated string starting at byte \(start)", at: i)
    }

    @inline(never)
    mutating func trailingData(at i: Int) -> WireError {
        pos = i
        return WireError(.trailingData, "unexpected \(describeByte(at: i)) after the JSON value at byte \(i)", at: .root, offset: i)
    }

    /// The pointer to the value being read: one token per open container (RFC 6901).
    func pointer() -> JSONPointer {
        var pointer = JSONPointer.root
        for frame in depth > 0 ? Array(stack.elements) + [top] : [] {
            if frame.isObject {
                guard frame.key >= 0 else { continue }
                let token = tokens[frame.key]
                let raw = UnsafeRawBufferPointer(rebasing: bytes[token.offset..<token.offset + token.length])
                let name = token.escaped ? String(decoding: JSONTape.unescape(raw), as: UTF8.self)
                                         : String(decoding: raw, as: UTF8.self)
                pointer = pointer.appending(key: name)
            } else if frame.count > 0 {
                pointer = pointer.appending(index: frame.count - 1)
            }
        }
        return pointer
    }

    /// The byte at `i` for a message: `'x'` when printable ASCII, else its hex value.
    func describeByte(at i: Int) -> String {
        guard i < end else { return "the end of the text" }
        return JSONTokenizer.describe(base[i])
    }

    static func describe(_ b: UInt8) -> String {
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (b < 0x10 ? "0" : "") + hex
    }
}
