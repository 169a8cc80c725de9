/// Reads a JSON text (RFC 8259 §2) into a `JSONTape`, checking the whole grammar on the way.
///
/// The loop is iterative over an explicit stack of open containers whose height is capped by
/// `maxDepth`, so no nesting, however deep, can overflow the call stack. Errors point at the
/// deepest value being read (RFC 6901) and give the byte offset.
struct JSONTokenizer {
    let bytes: UnsafeRawBufferPointer
    let maxDepth: Int
    var pos = 0
    var tokens: [JSONTape.Token] = []
    var stack: [Frame] = []
    var hasCustomKey = false

    /// An open object or array.
    struct Frame {
        var token: Int
        var isObject: Bool
        var count = 0
        /// The key token of the member being read; -1 while reading a key.
        var key = -1
    }

    /// Tokenizes `bytes`, which must hold exactly one JSON value surrounded by whitespace.
    static func tokenize(_ bytes: UnsafeRawBufferPointer, maxDepth: Int) throws(WireError) -> JSONTape {
        var tokenizer = JSONTokenizer(bytes: bytes, maxDepth: maxDepth)
        try tokenizer.run()
        return JSONTape(bytes: bytes, tokens: tokenizer.tokens, hasCustomKey: tokenizer.hasCustomKey)
    }

    private mutating func run() throws(WireError) {
        // Offsets are stored in 32 bits; the HTTP layer caps bodies far below this.
        guard bytes.count < Int(UInt32.max) else { throw error(.syntax, "the body is 4 GiB or larger") }
        tokens.reserveCapacity(bytes.count / 8 + 8)
        stack.reserveCapacity(min(maxDepth, 64))
        skipWhitespace()
        try value()
        while !stack.isEmpty { try step() }
        skipWhitespace()
        guard pos == bytes.count else {
            throw WireError(.trailingData, "unexpected \(describeByte()) after the JSON value at byte \(pos)",
                            at: .root, offset: pos)
        }
    }

    /// Reads the next member or element of the innermost open container, or closes it.
    private mutating func step() throws(WireError) {
        skipWhitespace()
        let top = stack.count - 1
        let isObject = stack[top].isObject
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard pos < bytes.count else { throw unexpectedEnd() }
        if bytes[pos] == closer { return close() }
        if stack[top].count > 0 {
            guard bytes[pos] == UInt8(ascii: ",") else {
                throw error(.syntax, "expected ',' or '\(isObject ? "}" : "]")' but found \(describeByte()) at byte \(pos)")
            }
            pos += 1
            skipWhitespace()
        }
        stack[top].count += 1
        if isObject {
            stack[top].key = -1
            try key()
            stack[top].key = tokens.count - 1
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                throw error(.syntax, "expected ':' after the member name but found \(describeByte()) at byte \(pos)")
            }
            pos += 1
            skipWhitespace()
        }
        try value()
    }

    /// Reads one value; a container is opened and left for `step` to fill.
    private mutating func value() throws(WireError) {
        guard pos < bytes.count else { throw unexpectedEnd() }
        switch bytes[pos] {
        case UInt8(ascii: "{"): try open(.object)
        case UInt8(ascii: "["): try open(.array)
        case UInt8(ascii: "\""):
            let (start, length, escaped) = try string()
            tokens.append(JSONTape.Token(kind: .string, escaped: escaped, a: start, b: length))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let bits = try number().bitPattern
            tokens.append(JSONTape.Token(kind: .number, escaped: false, a: UInt32(truncatingIfNeeded: bits),
                                         b: UInt32(truncatingIfNeeded: bits >> 32)))
        case UInt8(ascii: "t"): try literal("true", .literalTrue)
        case UInt8(ascii: "f"): try literal("false", .literalFalse)
        case UInt8(ascii: "n"): try literal("null", .null)
        default: throw error(.syntax, "expected a JSON value but found \(describeByte()) at byte \(pos)")
        }
    }

    private mutating func key() throws(WireError) {
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
            throw error(.syntax, "expected a member name in double quotes but found \(describeByte()) at byte \(pos)")
        }
        let (start, length, escaped) = try string()
        tokens.append(JSONTape.Token(kind: .string, escaped: escaped, a: start, b: length))
        // An escaped name might spell `custom`; assume it does (the guide scan is only a cost).
        if escaped || UnsafeRawBufferPointer(rebasing: bytes[Int(start)..<Int(start + length)]).elementsEqual("custom".utf8) {
            hasCustomKey = true
        }
    }

    private mutating func open(_ kind: JSONTape.Kind) throws(WireError) {
        guard stack.count < maxDepth else {
            throw error(.tooDeep, "JSON nesting exceeds \(maxDepth) levels at byte \(pos)")
        }
        stack.append(Frame(token: tokens.count, isObject: kind == .object))
        tokens.append(JSONTape.Token(kind: kind, escaped: false, a: 0, b: 0))
        pos += 1
    }

    private mutating func close() {
        let frame = stack.removeLast()
        tokens[frame.token].a = UInt32(tokens.count)
        tokens[frame.token].b = UInt32(frame.count)
        pos += 1
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONTape.Kind) throws(WireError) {
        let n = word.utf8CodeUnitCount
        guard pos + n <= bytes.count,
              UnsafeRawBufferPointer(rebasing: bytes[pos..<pos + n]).elementsEqual(
                UnsafeRawBufferPointer(start: word.utf8Start, count: n))
        else { throw error(.syntax, "invalid literal at byte \(pos) (expected \(word))") }
        tokens.append(JSONTape.Token(kind: kind, escaped: false, a: 0, b: 0))
        pos += n
    }

    /// Skips the four whitespace bytes of RFC 8259 §2: space, tab, line feed, carriage return.
    @inline(__always)
    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            default: return
            }
        }
    }
}
