import CBrotli

/// A TrueType or OpenType file as WOFF 2.0 (W3C Recommendation "WOFF File Format 2.0",
/// https://www.w3.org/TR/WOFF2/), the font format browsers fetch fastest: every table kept as
/// it is (the null transform: version 3 for `glyf` and `loca`, version 0 for every other table,
/// §4 and §5), the tables' data concatenated without padding and compressed as one Brotli
/// stream in font mode (§5), no metadata or private block. Browsers' decoders (Google's
/// woff2, in Chromium as in Firefox) read the null transform since 2016; the transforms it
/// leaves out would make the file about a tenth smaller.
enum WOFF2 {
    /// The WOFF2 file of `sfnt`, or nil where `sfnt` is not a well-formed table directory or
    /// Brotli fails. `quality` is Brotli's (0 to 11): the server encodes its fonts when it
    /// starts, at 9 (Inter: 601,792 bytes → 271 KB in 50 ms; 11 would give 242 KB in 1.4 s, and
    /// the five fonts 2.5 s of start-up).
    static func encode(_ sfnt: [UInt8], quality: Int32 = 9) -> [UInt8]? {
        guard let tables = tableDirectory(sfnt) else { return nil }
        var stream: [UInt8] = []
        stream.reserveCapacity(sfnt.count)
        var directory: [UInt8] = []
        for table in tables {
            // Flags: 63, "the tag follows", and the null transform's version in bits 6 and 7.
            let nullTransform: UInt8 = table.tag == "glyf" || table.tag == "loca" ? 3 : 0
            directory.append(63 | nullTransform << 6)
            directory += table.tagBytes
            directory += base128(UInt32(table.range.count))
            stream += sfnt[table.range]
        }
        guard let compressed = brotli(stream, quality: quality) else { return nil }
        // The sfnt the decoder rebuilds: header, records, and each table padded to 4 bytes.
        let sfntSize = 12 + 16 * tables.count + tables.reduce(0) { $0 + ($1.range.count + 3) & ~3 }
        let unpadded = 48 + directory.count + compressed.count
        let length = (unpadded + 3) & ~3
        var file: [UInt8] = []
        file.reserveCapacity(length)
        file += be32(0x774F_4632)                       // 'wOF2'
        file += sfnt[0..<4]                             // flavor: the sfnt's version
        file += be32(UInt32(length))
        file += be16(UInt16(tables.count)) + be16(0)    // numTables, reserved
        file += be32(UInt32(sfntSize))                  // totalSfntSize
        file += be32(UInt32(compressed.count))          // totalCompressedSize
        file += be16(1) + be16(0)                       // the version of the font data: 1.0
        file += [UInt8](repeating: 0, count: 20)        // no metadata, no private data
        file += directory
        file += compressed
        file += [UInt8](repeating: 0, count: length - unpadded)
        return file
    }

    /// A table of the sfnt: its tag and where its data lies.
    struct Table {
        var tagBytes: [UInt8]
        var range: Range<Int>
        var tag: String { String(decoding: tagBytes, as: UTF8.self) }
    }

    /// The tables in the order of the sfnt's directory (sorted by tag, as OpenType requires),
    /// each inside the file.
    static func tableDirectory(_ sfnt: [UInt8]) -> [Table]? {
        guard sfnt.count >= 12 else { return nil }
        let count = Int(sfnt[4]) << 8 | Int(sfnt[5])
        guard count > 0, sfnt.count >= 12 + 16 * count else { return nil }
        func word(_ at: Int) -> Int { sfnt[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var tables: [Table] = []
        for i in 0..<count {
            let record = 12 + 16 * i
            let (offset, length) = (word(record + 8), word(record + 12))
            guard offset <= sfnt.count, length <= sfnt.count - offset else { return nil }
            tables.append(Table(tagBytes: Array(sfnt[record..<record + 4]), range: offset..<offset + length))
        }
        return tables
    }

    /// UIntBase128 (§4.1): seven bits a byte, most significant first, the high bit on every byte
    /// but the last, no leading zero bytes.
    static func base128(_ value: UInt32) -> [UInt8] {
        var bytes = [UInt8(value & 0x7F)]
        var rest = value >> 7
        while rest > 0 {
            bytes.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
            rest >>= 7
        }
        return bytes
    }

    private static func brotli(_ input: [UInt8], quality: Int32) -> [UInt8]? {
        var size = BrotliEncoderMaxCompressedSize(input.count)
        guard size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let done = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                BrotliEncoderCompress(quality, window(for: input.count), BROTLI_MODE_FONT, input.count, source.baseAddress, &size,
                                      target.baseAddress)
            }
        }
        guard done == BROTLI_TRUE else { return nil }
        return Array(output.prefix(size))
    }

    /// The smallest window (log2 of its size, 10 to 24) that holds the whole input: no larger
    /// compresses better, and the encoder's memory grows with it.
    private static func window(for count: Int) -> Int32 {
        var bits: Int32 = 10
        while bits < 24, (1 << bits) - 16 < count { bits += 1 }
        return bits
    }

    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    private static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
}
