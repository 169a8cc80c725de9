import Foundation
import HTTPServer
@testable import LayoutService
import Testing

/// The fonts as WOFF 2.0 (https://www.w3.org/TR/WOFF2/). That Chromium's decoder reads each
/// served file and sets text exactly as the TrueType file does is checked by
/// Scripts/browser-test.py; these claims check the container against the specification.
struct WOFF2Tests {
    typealias S = ServiceFixture

    @Test("UIntBase128 (§4.1): seven bits a byte, most significant first, a high bit on all but the last")
    func base128() {
        #expect(WOFF2.base128(0) == [0x00])
        #expect(WOFF2.base128(127) == [0x7F])
        #expect(WOFF2.base128(128) == [0x81, 0x00])
        #expect(WOFF2.base128(601_792) == [0xA4, 0xDD, 0x40])
        #expect(WOFF2.base128(UInt32.max) == [0x8F, 0xFF, 0xFF, 0xFF, 0x7F])
    }

    @Test("The served WOFF2 has the header and table directory §3 and §4 require, the null transform for glyf and loca")
    func container() throws {
        let list = S.object(S.send(.get, "/v1/fonts"))
        let font = try #require((list["fonts"] as? [[String: Any]])?.first)
        let ttf = S.send(.get, try #require(font["url"] as? String)).body
        let woff2 = S.send(.get, try #require(font["woff2Url"] as? String))
        #expect(woff2.status.code == 200 && woff2.headers["Content-Type"] == "font/woff2")
        let file = woff2.body
        func word(_ at: Int) -> Int { file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        func half(_ at: Int) -> Int { Int(file[at]) << 8 | Int(file[at + 1]) }
        #expect(Array(file.prefix(4)) == Array("wOF2".utf8))
        #expect(Array(file[4..<8]) == Array(ttf[0..<4]), "flavor: the sfnt version")
        #expect(word(8) == file.count && file.count % 4 == 0, "length: the whole file, padded to 4 bytes")
        let tables = try #require(WOFF2.tableDirectory(ttf))
        #expect(half(12) == tables.count && half(14) == 0)
        #expect(word(16) == 12 + 16 * tables.count + tables.reduce(0) { $0 + ($1.range.count + 3) / 4 * 4 }, "totalSfntSize")
        #expect(half(24) == 1 && half(26) == 0 && file[28..<48].allSatisfy { $0 == 0 }, "version 1.0, no metadata, no private data")
        // The directory: flags 63 (the tag follows) with the transform version, the tag, the length.
        var at = 48
        for table in tables {
            let version: UInt8 = table.tag == "glyf" || table.tag == "loca" ? 3 : 0
            #expect(file[at] == 63 | version << 6, "\(table.tag)")
            #expect(Array(file[at + 1..<at + 5]) == table.tagBytes)
            let length = WOFF2.base128(UInt32(table.range.count))
            #expect(Array(file[at + 5..<at + 5 + length.count]) == length, "\(table.tag)")
            at += 5 + length.count
        }
        #expect(at + word(20) <= file.count && file.count - (at + word(20)) < 4, "the compressed block fills the rest")
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
