import HTTPServer
import Testing

/// The chunked transfer coding (RFC 9112 §7.1).
struct ChunkedDecodingTests {
    /// A chunked POST with the given body section after the head.
    func chunked(_ body: String) -> String {
        "POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + body
    }

    @Test("Chunks are concatenated and the last chunk ends the body (RFC 9112 §7.1)")
    func decodes() throws {
        let request = try request(chunked("4\r\nWiki\r\n5\r\npedia\r\nC\r\n in \r\nchunks\r\n0\r\n\r\n"))
        #expect(String(decoding: request.body, as: UTF8.self) == "Wikipedia in \r\nchunks")
    }

    @Test("Chunk sizes are hex in either case, with leading zeros")
    func hexSizes() throws {
        let request = try request(chunked("0a\r\n0123456789\r\n00B\r\nabcdefghijk\r\n000\r\n\r\n"))
        #expect(request.body.count == 21)
    }

    @Test("Chunk extensions are ignored; over the limit they are 400 (RFC 9112 §7.1.1)")
    func extensions() throws {
        let limits = smallLimits(body: 64, ext: 16)
        #expect(try request(chunked("3 ;a=b;c=\"d\"\r\nabc\r\n0;e\r\n\r\n"), limits: limits).body.count == 3)
        let long = ";" + String(repeating: "x", count: 20)
        #expect(throws: HTTPParseError.chunkExtensionTooLong) { try parse(chunked("3\(long)\r\nabc\r\n0\r\n\r\n"), limits: limits) }
        #expect(throws: HTTPParseError.chunkExtensionTooLong) { try parse(chunked("3;" + String(repeating: "x", count: 200)), limits: limits) }
    }

    @Test("Trailer fields are read and discarded (RFC 9112 §7.1.2)")
    func trailers() throws {
        let request = try request(chunked("1\r\na\r\n0\r\nChecksum: 1234\r\nX: y\r\n\r\n"))
        #expect(request.body == [UInt8(ascii: "a")])
        #expect(request.headers["Checksum"] == nil)
    }

    @Test("A chunk size that is not hex, or missing, is 400")
    func invalidSize() {
        for size in ["xyz", "", "-1", "+1", "1 2"] {
            #expect(throws: HTTPParseError.invalidChunkSize) { try parse(chunked("\(size)\r\na\r\n0\r\n\r\n")) }
        }
    }

    @Test("A chunk size too large to fit is 413, never an overflow (RFC 9112 §7.1)")
    func sizeOverflow() {
        #expect(throws: HTTPParseError.contentTooLarge) { try parse(chunked("FFFFFFFFFFFFFFFFFFFFFFFF\r\n")) }
        #expect(throws: HTTPParseError.contentTooLarge) {
            try parse(chunked("8\r\n12345678\r\n9\r\n"), limits: smallLimits(body: 16))
        }
    }

    @Test("Chunk data not followed by CRLF is 400")
    func missingCRLF() {
        #expect(throws: HTTPParseError.malformedChunk) { try parse(chunked("3\r\nabcd\r\n0\r\n\r\n")) }
        #expect(throws: HTTPParseError.bareLineEnding) { try parse(chunked("3\nabc\r\n0\r\n\r\n")) }
    }

    @Test("A body read as it arrives, a byte at a time, resumes at its first incomplete chunk and decodes the same")
    func resumes() throws {
        let bytes = Array(chunked("4\r\nWiki\r\n5;x=y\r\npedia\r\n1\r\n!\r\n0\r\nT: 1\r\n\r\n").utf8)
        let parser = RequestParser(limits: ParserLimits())
        let head = try #require(try parser.parseHead(bytes[...]))
        var progress = ChunkedProgress()
        for end in head.length..<bytes.count {
            #expect(try parser.parseBody(of: head, from: bytes[head.length..<end], progress: &progress) == nil)
        }
        let (body, used) = try #require(try parser.parseBody(of: head, from: bytes[head.length...], progress: &progress))
        #expect(String(decoding: body, as: UTF8.self) == "Wikipedia!")
        #expect(used == bytes.count - head.length)
    }

    @Test("A size line of exactly the longest length is accepted when a read ends between its CR and LF, as when read at once")
    func lineAtLimitSplitAtCR() throws {
        // The size line's limit is 64 + the extension limit (16 here): "0", 63 spaces, ";a=bcdefghijklmn".
        let line = "0" + String(repeating: " ", count: 63) + ";a=bcdefghijklmn"
        #expect(line.utf8.count == 64 + 16)
        let bytes = Array(chunked("1\r\nx\r\n" + line + "\r\n\r\n").utf8)
        let parser = RequestParser(limits: smallLimits(body: 64, ext: 16))
        let head = try #require(try parser.parseHead(bytes[...]))
        let whole = try #require(try parser.parseBody(of: head, from: bytes[head.length...]))
        var progress = ChunkedProgress()
        let throughCR = bytes.count - 3  // the size line's CR, not its LF nor the final CRLF
        #expect(try parser.parseBody(of: head, from: bytes[head.length..<throughCR], progress: &progress) == nil)
        let pieces = try #require(try parser.parseBody(of: head, from: bytes[head.length...], progress: &progress))
        #expect(pieces.body == whole.body && pieces.consumed == whole.consumed)
        // One byte more than the limit is refused.
        let longer = Array(chunked("1\r\nx\r\n" + line + "m\r\n\r\n").utf8)
        #expect(throws: HTTPParseError.chunkExtensionTooLong) { try parser.parseBody(of: head, from: longer[head.length...]) }
    }

    @Test("Framing may add as much again as the body limit, then it is 413: tiny chunks cannot make a connection hold more")
    func framingBound() {
        let limits = smallLimits(body: 64, ext: 16)
        // 2 × 64 + the longest size line (64 + 16) = 208 bytes of framing and data: one-byte
        // chunks with 14-byte extensions take 20 bytes each, so ten fit and eleven do not.
        let chunk = "1;" + String(repeating: "e", count: 13) + "\r\na\r\n"
        #expect(throws: Never.self) { try request(chunked(String(repeating: chunk, count: 10) + "0\r\n\r\n"), limits: limits) }
        #expect(throws: HTTPParseError.contentTooLarge) {
            try parse(chunked(String(repeating: chunk, count: 11) + "0\r\n\r\n"), limits: limits)
        }
    }

    @Test("Malformed trailer lines are 400")
    func malformedTrailer() {
        #expect(throws: HTTPParseError.invalidFieldName) { try parse(chunked("0\r\nno colon\r\n\r\n")) }
    }
}
