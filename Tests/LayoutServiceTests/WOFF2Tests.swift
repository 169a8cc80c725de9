import CBrotliDecoder
import Foundation
import HTTPServer
@testable import LayoutService
import Testing

/// The fonts as WOFF 2.0 (https://www.w3.org/TR/WOFF2/). That Chromium's decoder reads each
/// served file and sets text exactly as the TrueType file does is checked by
/// Scripts/browser-test.py; these claims read the served file as a decoder would, with this
/// test's own reading of the format and of the TrueType file, and Brotli's decoder.
struct WOFF2Tests {
    typealias S = ServiceFixture

    static func number(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int { S.bigEndian(bytes, at, count) }

    /// The TrueType file's tables by tag, read from its table records (OpenType "Table Directory").
    static func sfntTables(_ ttf: [UInt8]) -> [(tag: String, data: ArraySlice<UInt8>)] {
        (0..<number(ttf, 4, 2)).map { i in
            let record = 12 + 16 * i
            let (offset, length) = (number(ttf, record + 8, 4), number(ttf, record + 12, 4))
            return (String(decoding: ttf[record..<record + 4], as: UTF8.self), ttf[offset..<offset + length])
        }
    }

    @Test("UIntBase128 (§4.1): seven bits a byte, most significant first, a high bit on all but the last")
    func base128() {
        #expect(WOFF2.base128(0) == [0x00])
        #expect(WOFF2.base128(127) == [0x7F])
        #expect(WOFF2.base128(128) == [0x81, 0x00])
        #expect(WOFF2.base128(601_792) == [0xA4, 0xDD, 0x40])
        #expect(WOFF2.base128(UInt32.max) == [0x8F, 0xFF, 0xFF, 0xFF, 0x7F])
    }

    @Test("The served WOFF2 decodes to the TrueType file's tables: header (§3), directory with the null transform (§4), one Brotli stream (§5)")
    func decodes() throws {
        let list = S.object(S.send(.get, "/v1/fonts"))
        let font = try #require((list["fonts"] as? [[String: Any]])?.first)
        let ttf = S.send(.get, try #require(font["url"] as? String)).body
        let woff2 = S.send(.get, try #require(font["woff2Url"] as? String))
        #expect(woff2.status.code == 200 && woff2.headers["Content-Type"] == "font/woff2")
        let file = woff2.body, tables = Self.sfntTables(ttf)
        #expect(Array(file.prefix(4)) == Array("wOF2".utf8))
        #expect(Array(file[4..<8]) == Array(ttf[0..<4]), "flavor: the sfnt version")
        #expect(Self.number(file, 8, 4) == file.count && file.count % 4 == 0, "length: the whole file, padded to 4 bytes")
        #expect(Self.number(file, 12, 2) == tables.count && Self.number(file, 14, 2) == 0)
        #expect(Self.number(file, 16, 4) == 12 + 16 * tables.count + tables.reduce(0) { $0 + ($1.data.count + 3) / 4 * 4 },
                "totalSfntSize")
        #expect(Self.number(file, 24, 2) == 1 && Self.number(file, 26, 2) == 0 && file[28..<48].allSatisfy { $0 == 0 },
                "version 1.0, no metadata, no private data")
        // The directory, read as a decoder reads it: flags, a tag where the flags say 63, the
        // original length in UIntBase128, and no transformed length under the null transform.
        var at = 48
        var lengths: [(tag: String, length: Int)] = []
        for _ in tables {
            let flags = file[at]
            at += 1
            let tag = String(decoding: file[at..<at + 4], as: UTF8.self)
            at += 4
            var length = 0
            repeat { length = length << 7 | Int(file[at] & 0x7F); at += 1 } while file[at - 1] & 0x80 != 0
            #expect(flags & 0x3F == 63 && flags >> 6 == (tag == "glyf" || tag == "loca" ? 3 : 0), "\(tag)")
            lengths.append((tag, length))
        }
        #expect(lengths.map(\.tag) == tables.map(\.tag))
        let compressed = Array(file[at..<at + Self.number(file, 20, 4)])
        var size = lengths.reduce(0) { $0 + $1.length }
        var stream = [UInt8](repeating: 0, count: size)
        let decoded = BrotliDecoderDecompress(compressed.count, compressed, &size, &stream)
        #expect(decoded == BROTLI_DECODER_RESULT_SUCCESS && size == stream.count)
        var offset = 0
        for (table, entry) in zip(tables, lengths) {
            #expect(entry.length == table.data.count && stream[offset..<offset + entry.length].elementsEqual(table.data), "\(table.tag)")
            offset += entry.length
        }
        #expect(file.count * 2 < ttf.count, "Brotli in font mode more than halves the file (\(file.count) of \(ttf.count))")
    }

    @Test("The stylesheets list each font's WOFF2 before its TrueType file, and the WOFF2 revalidates by ETag")
    func stylesheetAndCache() throws {
        let list = S.object(S.send(.get, "/v1/fonts"))
        let font = try #require((list["fonts"] as? [[String: Any]])?.first)
        let css = try #require((font["css"] as? [String: String])?["sf-compat"])
        let woff2 = try #require(font["woff2Url"] as? String)
        #expect(css.contains("src: url(\"\(woff2)\") format(\"woff2\"), url(\"\(try #require(font["url"] as? String))\") format(\"truetype\")"))
        let etag = try #require(S.send(.get, woff2).headers["ETag"])
        #expect(S.send(.get, woff2, headers: ["If-None-Match": etag]).status.code == 304)
    }
}
