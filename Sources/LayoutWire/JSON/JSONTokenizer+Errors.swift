extension JSONTokenizer {
    /// An error at the current byte, pointing at the deepest value being read.
    func error(_ kind: WireError.Kind, _ detail: String) -> WireError {
        WireError(kind, detail, at: pointer(), offset: pos)
    }

    func unexpectedEnd(at i: Int) -> WireError {
        WireError(.syntax, "the JSON text ends early at byte \(i)", at: pointer(), offset: i)
    }

    /// The pointer to the value being read: one token per open container (RFC 6901).
    func pointer() -> JSONPointer {
        var pointer = JSONPointer.root
        for frame in depth > 0 ? Array(stack.elements) + [top] : [] {
            if frame.isObject {
                guard frame.key >= 0 else { continue }
                let token = tokens[frame.key]
                let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(token.a)..<Int(token.a + token.b)])
                let name = token.escaped ? String(decoding: JSONTape.unescape(raw), as: UTF8.self)
                                         : String(decoding: raw, as: UTF8.self)
                pointer = pointer.appending(key: name)
            } else if frame.count > 0 {
                pointer = pointer.appending(index: frame.count - 1)
            }
        }
        return pointer
    }

    /// The current byte for a message: `'x'` when printable ASCII, else its hex value.
    func describeByte() -> String {
        guard pos < end else { return "the end of the text" }
        return JSONTokenizer.describe(base[pos])
    }

    static func describe(_ b: UInt8) -> String {
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (b < 0x10 ? "0" : "") + hex
    }
}
