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

    /// One value: 12 bytes, whatever its kind. Two 32-bit fields hold what the kind needs,
    /// read and written only through the named members below.
    struct Token {
        var kind: Kind
        /// For strings: whether the raw bytes contain escapes.
        var escaped: Bool
        /// For member names: 1 + the ordinal of the `Key` it spells, or 0 for any other name.
        var word: UInt8 = 0
        /// Container: `end`; string: `offset`; number: the low half of `bits`.
        private var low: UInt32
        /// Container: `count`; string: `length`; number: the high half of `bits`.
        private var high: UInt32

        private init(_ kind: Kind, escaped: Bool = false, low: UInt32, high: UInt32) {
            (self.kind, self.escaped, self.low, self.high) = (kind, escaped, low, high)
        }

        /// A string whose raw content (without the quotes) is `length` bytes from `offset`.
        static func string(escaped: Bool, offset: Int, length: Int) -> Token {
            Token(.string, escaped: escaped, low: UInt32(offset), high: UInt32(length))
        }

        static func number(_ value: Double) -> Token {
            let bits = value.bitPattern
            return Token(.number, low: UInt32(truncatingIfNeeded: bits), high: UInt32(truncatingIfNeeded: bits >> 32))
        }

        /// An object or array before it is closed, or a literal.
        static func opening(_ kind: Kind) -> Token { Token(kind, low: 0, high: 0) }

        /// Closes a container: the token after its last one, and its element or member count.
        mutating func close(end: Int, count: Int) {
            (low, high) = (UInt32(end), UInt32(count))
        }

        /// Object or array: the index of the token after its end.
        var end: Int { Int(low) }
        /// Object: member count; array: element count.
        var count: Int { Int(high) }
        /// String: the byte offset of the raw content (just after the opening quote).
        var offset: Int { Int(low) }
        /// String: the byte length of the raw content.
        var length: Int { Int(high) }
        /// Number: the value.
        var value: Double { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
    }

    let bytes: UnsafeRawBufferPointer
    /// The tokens, in document order; `storage` owns their memory.
    let tokens: UnsafeBufferPointer<Token>
    let storage: TokenStorage
    /// Whether some object has a member named `custom` or `guide` (a custom alignment guide may be used).
    let hasCustomKey: Bool
    /// `Key.table.words`, read once rather than through its lazy global for every member.
    let keyWords = Key.table.words

    init(bytes: UnsafeRawBufferPointer, storage: TokenStorage, hasCustomKey: Bool) {
        self.bytes = bytes
        self.storage = storage
        self.tokens = UnsafeBufferPointer(start: storage.base, count: storage.count)
        self.hasCustomKey = hasCustomKey
    }

    @inline(__always) func kind(_ t: Int) -> Kind { tokens[t].kind }

    /// The `Key` that member name `t` spells, with its ordinal, or `nil` for an unknown name.
    @inline(__always) func key(_ t: Int) -> (key: Key, ordinal: Int)? {
        let word = Int(tokens[t].word)
        return word == 0 ? nil : (keyWords[word - 1], word - 1)
    }

    /// The index just past value `t` and everything inside it.
    @inline(__always) func end(_ t: Int) -> Int { JSONTape.end(tokens, t) }

    @inline(__always) static func end(_ tokens: UnsafeBufferPointer<Token>, _ t: Int) -> Int {
        let token = tokens[t]
        return token.kind == .object || token.kind == .array ? token.end : t + 1
    }

    /// The element or member count of a container.
    func count(_ t: Int) -> Int { tokens[t].count }

    /// The value of number token `t`.
    func number(_ t: Int) -> Double {
        tokens[t].value
    }

    /// The raw (possibly escaped) bytes of string token `t`.
    func rawBytes(_ t: Int) -> UnsafeRawBufferPointer {
        let token = tokens[t]
        return UnsafeRawBufferPointer(rebasing: bytes[token.offset..<token.offset + token.length])
    }

    /// The members of object `t` as (key token, value token) pairs, in document order.
    /// (Inlined, like `elements`: left out of line, the loops over them cost about 85 more
    /// instructions a view.)
    @inline(__always) func members(_ t: Int) -> Members { Members(tokens: tokens, cursor: t + 1, end: end(t)) }

    /// The name token of the member whose value is `v`, for readers that keep only the value to
    /// read later: a value directly follows its name (see `Members`).
    @inline(__always) func memberName(_ v: Int) -> Int { v - 1 }

    /// The elements of array `t`, in order.
    @inline(__always) func elements(_ t: Int) -> Elements { Elements(tokens: tokens, cursor: t + 1, end: end(t)) }

    /// Iterators hold the token pointer only, so walking a container costs no reference counting.
    struct Members: Sequence, IteratorProtocol {
        let tokens: UnsafeBufferPointer<Token>
        var cursor: Int
        let end: Int

        mutating func next() -> (key: Int, value: Int)? {
            guard cursor < end else { return nil }
            let key = cursor
            cursor = JSONTape.end(tokens, key + 1)
            return (key, key + 1)
        }
    }

    struct Elements: Sequence, IteratorProtocol {
        let tokens: UnsafeBufferPointer<Token>
        var cursor: Int
        let end: Int

        mutating func next() -> Int? {
            guard cursor < end else { return nil }
            defer { cursor = JSONTape.end(tokens, cursor) }
            return cursor
        }
    }
}
