/// A validated JSON document (RFC 8259) as a flat array of tokens over the original bytes.
///
/// The tokenizer checks the whole grammar once; readers then walk the tape in any member order
/// without re-parsing. Containers store the index just past their last token, so any value is
/// skipped in O(1). Strings keep their byte range in the input (still escaped); numbers keep
/// their `Double` value. The tape borrows `bytes`, so it must not outlive them.
struct JSONTape {
    enum Kind: UInt8 {
        case object, array, string, number, literalTrue, literalFalse, null
    }

    /// One value: 12 bytes, whatever its kind.
    struct Token {
        var kind: Kind
        /// For strings: whether the raw bytes contain escapes.
        var escaped: Bool
        /// Object or array: index of the token after its end. String: byte offset of the content.
        /// Number: low half of the `Double` bit pattern.
        var a: UInt32
        /// Object: member count; array: element count. String: byte length of the raw content.
        /// Number: high half of the `Double` bit pattern.
        var b: UInt32
    }

    let bytes: UnsafeRawBufferPointer
    var tokens: [Token]
    /// Whether some object has a member named `custom` (a custom alignment guide may be declared).
    var hasCustomKey: Bool

    @inline(__always) func kind(_ t: Int) -> Kind { tokens[t].kind }

    /// The index just past value `t` and everything inside it.
    @inline(__always) func end(_ t: Int) -> Int {
        let token = tokens[t]
        return token.kind == .object || token.kind == .array ? Int(token.a) : t + 1
    }

    /// The element or member count of a container.
    func count(_ t: Int) -> Int { Int(tokens[t].b) }

    /// The value of number token `t`.
    func number(_ t: Int) -> Double {
        let token = tokens[t]
        return Double(bitPattern: UInt64(token.b) << 32 | UInt64(token.a))
    }

    /// The raw (possibly escaped) bytes of string token `t`.
    func rawBytes(_ t: Int) -> UnsafeRawBufferPointer {
        let token = tokens[t]
        return UnsafeRawBufferPointer(rebasing: bytes[Int(token.a)..<Int(token.a + token.b)])
    }

    /// The members of object `t` as (key token, value token) pairs, in document order.
    func members(_ t: Int) -> Members { Members(tape: self, cursor: t + 1, end: end(t)) }

    /// The elements of array `t`, in order.
    func elements(_ t: Int) -> Elements { Elements(tape: self, cursor: t + 1, end: end(t)) }

    struct Members: Sequence, IteratorProtocol {
        let tape: JSONTape
        var cursor: Int
        let end: Int

        mutating func next() -> (key: Int, value: Int)? {
            guard cursor < end else { return nil }
            let key = cursor
            cursor = tape.end(key + 1)
            return (key, key + 1)
        }
    }

    struct Elements: Sequence, IteratorProtocol {
        let tape: JSONTape
        var cursor: Int
        let end: Int

        mutating func next() -> Int? {
            guard cursor < end else { return nil }
            defer { cursor = tape.end(cursor) }
            return cursor
        }
    }
}
