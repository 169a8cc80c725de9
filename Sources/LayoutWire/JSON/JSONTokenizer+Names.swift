extension JSONTokenizer {
    /// Reads the member name whose opening quote is at `start`: its token, with the ordinal of
    /// the `Key` it spells, and the index after its closing quote.
    ///
    /// Names shorter than 16 plain bytes (nearly all of them) are scanned and packed for the
    /// word table from the same one or two loads. Scanning with `string(at:)` and packing again
    /// in `WordTable.ordinal` cost about 100 instructions a member, a third of the tokenizer.
    @inline(__always)
    mutating func memberName(at start: Int) throws(WireError) -> (token: JSONTape.Token, next: Int) {
        let p = start + 1
        if p + 16 <= end {
            let w0 = UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)
            let flags0 = JSONTokenizer.unplainBytes(w0)
            let n: Int, packed: (UInt64, UInt64, UInt64)
            if flags0 != 0 {
                n = flags0.trailingZeroBitCount &>> 3
                packed = (w0 & JSONTokenizer.lowBytes(n), 0, 0)
            } else {
                let w1 = UnsafeRawPointer(base + p).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let flags1 = JSONTokenizer.unplainBytes(w1)
                n = 8 &+ flags1.trailingZeroBitCount &>> 3
                packed = (w0, w1 & JSONTokenizer.lowBytes(n &- 8), 0)
            }
            // A name of 16 or more bytes, or one with an escape or a non-ASCII byte, goes the long way.
            if n < 16, base[p &+ n] == UInt8(ascii: "\"") {
                var token = JSONTape.Token.string(escaped: false, offset: p, length: n)
                token.word = keyWord(keys.ordinal(packed: packed, count: n))
                return (token, p &+ n &+ 1)
            }
        }
        let (next, escaped) = try string(at: start)
        var token = JSONTape.Token.string(escaped: escaped, offset: p, length: next - p - 1)
        token.word = keyWord(escaped
            ? JSONTape.unescape(UnsafeRawBufferPointer(start: base + p, count: next - p - 1))
                .withUnsafeBytes { keys.match($0)?.ordinal }
            : keys.ordinal(base + p, count: next - p - 1, readable: end - p))
        return (token, next)
    }

    /// The token's `word` for a name's `Key` ordinal, noting names that allow custom guides.
    @inline(__always)
    private mutating func keyWord(_ ordinal: Int?) -> UInt8 {
        guard let ordinal else { return 0 }
        if ordinal == customOrdinal || ordinal == guideOrdinal { hasCustomKey = true }
        return UInt8(truncatingIfNeeded: ordinal &+ 1)
    }

    /// A mask of the low `n` (0...8) bytes of a word.
    @inline(__always)
    static func lowBytes(_ n: Int) -> UInt64 {
        n >= 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: n &* 8)) &- 1
    }
}
