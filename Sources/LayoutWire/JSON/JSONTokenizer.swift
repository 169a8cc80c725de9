/// Reads a JSON text (RFC 8259 §2) into a `JSONTape`, checking the whole grammar on the way.
///
/// One loop over a local byte index, with an explicit stack of open containers whose height is
/// capped by `maxDepth`, so no nesting, however deep, can overflow the call stack. Errors
/// point at the deepest value being read (RFC 6901) and give the byte offset. Member names are
/// matched against the request vocabulary (`Key`) here, once, while their bytes are at hand.
struct JSONTokenizer {
    let bytes: UnsafeRawBufferPointer
    /// The first byte; never read when `end` is 0.
    let base: UnsafePointer<UInt8>
    let end: Int
    let maxDepth: Int
    /// The byte being read when an error is raised (the loop keeps its index in a local).
    var pos = 0
    var tokens: TokenBuffer
    /// The innermost open container (meaningful while `depth > 0`) and the ones around it.
    var top = Frame(token: 0, isObject: false)
    var stack: OwnedStack<Frame>
    var depth = 0
    var hasCustomKey = false
    /// `Key.table` and the ordinals watched for `hasCustomKey`, read once rather than through
    /// their lazy globals for every name.
    let keys = Key.table
    let customOrdinal = Key.customOrdinal, guideOrdinal = Key.guideOrdinal

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
        let base = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? UnsafePointer(bitPattern: 8)!
        // A typical request has one token per 6 bytes or so; the buffer grows if it needs to.
        var tokenizer = JSONTokenizer(bytes: bytes, base: base, end: bytes.count, maxDepth: maxDepth,
                                      tokens: TokenBuffer(capacity: bytes.count / 5),
                                      stack: OwnedStack(capacity: min(maxDepth, 64)))
        do throws(WireError) {
            try tokenizer.run()
        } catch {
            tokenizer.tokens.deallocate()
            throw error
        }
        return JSONTape(bytes: bytes, storage: tokenizer.tokens.finish(), hasCustomKey: tokenizer.hasCustomKey)
    }

    /// The grammar of RFC 8259 §2–§5 as a loop: read a value; then, while containers are open,
    /// read `,` and the next member or element, or the closing bracket.
    private mutating func run() throws(WireError) {
        // Offsets are stored in 32 bits; the HTTP layer caps bodies far below this.
        guard end < Int(UInt32.max) else { throw error(.syntax, "the body is 4 GiB or larger") }
        var i = skipWhitespace(0)
        valueLoop: while true {
            // One value; an opened container hands over to its first member or element.
            var opened = true
            while opened { (i, opened) = try value(at: i) }
            // After a value: close finished containers, or move on to the next member or element.
            while depth > 0 {
                i = skipWhitespace(i)
                guard i < end else { throw unexpectedEnd(at: i) }
                let b = base[i]
                if b == UInt8(ascii: ",") {
                    i = skipWhitespace(i + 1)
                    top.count += 1
                    if top.isObject { i = try member(at: i) }
                    continue valueLoop
                }
                guard b == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw expected(top.isObject ? "',' or '}'" : "',' or ']'", at: i)
                }
                close()
                i += 1
            }
            break
        }
        i = skipWhitespace(i)
        guard i == end else { throw trailingData(at: i) }
    }

    /// Reads the value at `start` and returns the index after it. An opened, non-empty container
    /// returns the index of its first value (after the first member name) and `opened`.
    @inline(__always)
    private mutating func value(at start: Int) throws(WireError) -> (next: Int, opened: Bool) {
        guard start < end else { throw unexpectedEnd(at: start) }
        let i = start
        switch base[i] {
        case UInt8(ascii: "\""):
            let (next, escaped) = try string(at: i)
            tokens.append(.string(escaped: escaped, offset: i + 1, length: next - i - 2))
            return (next, false)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = base[i] == UInt8(ascii: "{")
            try open(isObject ? .object : .array, at: i)
            let first = skipWhitespace(i + 1)
            if first < end, base[first] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                close()
                return (first + 1, false)
            }
            top.count = 1
            return (isObject ? try member(at: first) : first, true)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (next, number) = try self.number(at: i)
            tokens.append(.number(number))
            return (next, false)
        case UInt8(ascii: "t"): return (try literal("true", .literalTrue, at: i), false)
        case UInt8(ascii: "f"): return (try literal("false", .literalFalse, at: i), false)
        case UInt8(ascii: "n"): return (try literal("null", .null, at: i), false)
        default:
            throw expected("a JSON value", at: i)
        }
    }

    /// Reads a member name and its colon; returns the index of the member's value.
    @inline(__always)
    private mutating func member(at start: Int) throws(WireError) -> Int {
        top.key = -1
        guard start < end, base[start] == UInt8(ascii: "\"") else {
            throw expected("a member name in double quotes", at: start)
        }
        let (token, next) = try memberName(at: start)
        top.key = tokens.count
        tokens.append(token)
        let colon = skipWhitespace(next)
        guard colon < end, base[colon] == UInt8(ascii: ":") else {
            throw expected("':' after the member name", at: colon)
        }
        return skipWhitespace(colon + 1)
    }

    private mutating func open(_ kind: JSONTape.Kind, at i: Int) throws(WireError) {
        guard depth < maxDepth else { throw tooDeep(at: i) }
        if depth > 0 { stack.push(top) }
        top = Frame(token: tokens.count, isObject: kind == .object)
        depth += 1
        tokens.append(.opening(kind))
    }

    @inline(__always)
    private mutating func close() {
        tokens[top.token].close(end: tokens.count, count: top.count)
        depth -= 1
        if depth > 0 { top = stack.pop() }
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONTape.Kind, at i: Int) throws(WireError) -> Int {
        let n = word.utf8CodeUnitCount
        guard i + n <= end,
              UnsafeRawBufferPointer(start: base + i, count: n).elementsEqual(
                UnsafeRawBufferPointer(start: word.utf8Start, count: n))
        else {
            pos = i
            throw error(.syntax, "invalid literal at byte \(i) (expected \(word))")
        }
        tokens.append(.opening(kind))
        return i + n
    }

    /// Skips the four whitespace bytes of RFC 8259 §2: space, tab, line feed, carriage return.
    @inline(__always)
    func skipWhitespace(_ start: Int) -> Int {
        var i = start
        while i < end {
            switch base[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }
}
