import Testing
@testable import HTTPServer

/// A connection's request framing across reads, fed literal bytes (no socket): a request is
/// whole only at its last byte, pipelined requests come out one by one in order, 100 Continue
/// is asked once, a chunked body keeps its progress between reads.
struct RequestReaderTests {
    let parser = RequestParser()

    /// Feeds `text` in pieces of `size` bytes, collecting every step.
    func feed(_ reader: inout RequestReader, _ text: String, by size: Int) throws -> [RequestReader.Step] {
        var steps: [RequestReader.Step] = []
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            reader.input += bytes[start..<min(start + size, bytes.count)]
            var step = try reader.next(parser)
            steps.append(step)
            while case .request = step, !reader.input.isEmpty {
                step = try reader.next(parser)
                steps.append(step)
            }
        }
        return steps
    }

    static func summary(_ steps: [RequestReader.Step]) -> [String] {
        steps.map {
            switch $0 {
            case .needMore(let headEnded, let sendContinue): "more" + (headEnded ? " head" : "") + (sendContinue ? " continue" : "")
            case .request(let r, let bytesIn): "\(r.method.rawValue) \(r.target) \(String(decoding: r.body, as: UTF8.self)) \(bytesIn)"
            }
        }
    }

    @Test("A request fed a byte at a time is whole only at its last byte, its head's end reported once")
    func byteByByte() throws {
        var reader = RequestReader()
        let text = "POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}"
        let steps = Self.summary(try feed(&reader, text, by: 1))
        #expect(steps.last == "POST /v1/layout {} \(text.utf8.count)")
        #expect(steps.filter { $0 == "more head" }.count == 1)
        #expect(steps.dropLast().allSatisfy { $0.hasPrefix("more") })
        #expect(reader.input.isEmpty && reader.head == nil)
    }

    @Test("Pipelined requests in one read come out one at a time, in order; the bytes of the next stay")
    func pipelined() throws {
        var reader = RequestReader()
        reader.input = Array("GET /a HTTP/1.1\r\nHost: a\r\n\r\nGET /b HTTP/1.1\r\nHost: a\r\n\r\nGET /c HT".utf8)
        guard case .request(let a, 28) = try reader.next(parser), case .request(let b, 28) = try reader.next(parser) else {
            Issue.record("two whole requests expected"); return
        }
        #expect([a.target, b.target] == ["/a", "/b"])
        guard case .needMore(false, false) = try reader.next(parser) else { Issue.record("the third is not whole"); return }
        #expect(String(decoding: reader.input, as: UTF8.self) == "GET /c HT")
    }

    @Test("Expect: 100-continue asks for 100 Continue once while the body is missing, and again for the next request")
    func continueOnce() throws {
        var reader = RequestReader()
        let head = "PUT /x HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
        #expect(Self.summary(try feed(&reader, head, by: head.utf8.count)) == ["more head continue"])
        #expect(Self.summary(try feed(&reader, "ab", by: 2)) == ["more"])
        #expect(Self.summary(try feed(&reader, "cd" + head, by: 2 + head.utf8.count)) ==
                ["PUT /x abcd \(head.utf8.count + 4)", "more head continue"])
    }

    @Test("A chunked body split inside its chunks keeps its progress between reads")
    func chunkedAcrossReads() throws {
        var reader = RequestReader()
        let text = "POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n4\r\ndefg\r\n0\r\n\r\n"
        let steps = Self.summary(try feed(&reader, text, by: 5))
        #expect(steps.last == "POST /c abcdefg \(text.utf8.count)")
        #expect(steps.dropLast().allSatisfy { $0.hasPrefix("more") })
    }

    @Test("A malformed head or body is the parser's error; the bytes, and a head already read, stay for the error's record")
    func malformed() throws {
        var reader = RequestReader()
        reader.input = Array("GET /x HTTP/1.1\r\nHost: a\r\nContent-Length: 1, 2\r\n\r\n".utf8)
        #expect(throws: HTTPParseError.self) { try reader.next(parser) }
        #expect(reader.head == nil && !reader.input.isEmpty)
        var chunked = RequestReader()
        chunked.input = Array("POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8)
        #expect(throws: HTTPParseError.self) { try chunked.next(parser) }
        #expect(chunked.head?.target == "/c")
    }
}
