import HTTPServer
import Testing

/// Content-Length, Transfer-Encoding, 411, 413 and Expect (RFC 9112 §6, RFC 9110 §10.1.1).
struct BodyFramingTests {
    @Test("Content-Length frames exactly that many octets (RFC 9112 §6.2)")
    func contentLength() throws {
        let request = try request("POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello")
        #expect(request.body == Array("hello".utf8))
    }

    @Test("Repeated identical Content-Length values are accepted as one (RFC 9112 §6.3)")
    func identicalLengths() throws {
        let text = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2, 2\r\nContent-Length: 2\r\n\r\nhi"
        #expect(try request(text).body.count == 2)
    }

    @Test("An invalid or conflicting Content-Length is 400 (RFC 9112 §6.3)")
    func invalidContentLength() {
        for value in ["abc", "-1", "+5", "1 2", "0x10", "", "5, 6", "5,"] {
            #expect(throws: HTTPParseError.invalidContentLength) {
                try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \(value)\r\n\r\n")
            }
        }
        #expect(throws: HTTPParseError.invalidContentLength) {
            try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab")
        }
    }

    @Test("Both Content-Length and Transfer-Encoding is 400 (RFC 9112 §6.1, §6.3)")
    func bothFramings() {
        #expect(throws: HTTPParseError.conflictingFraming) {
            try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
        }
    }

    @Test("Transfer-Encoding not ending in one chunked is 400 (RFC 9112 §6.3)")
    func chunkedNotFinal() {
        for value in ["gzip", "chunked, gzip", "chunked, chunked", ""] {
            #expect(throws: HTTPParseError.chunkedNotFinal) {
                try parse("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: \(value)\r\n\r\n")
            }
        }
    }

    @Test("An unknown transfer coding before chunked is 501 (RFC 9112 §6.1)")
    func unknownCoding() {
        #expect(throws: HTTPParseError.unsupportedTransferCoding("foo")) {
            try parse("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: foo, chunked\r\n\r\n")
        }
        #expect(HTTPParseError.unsupportedTransferCoding("foo").status.code == 501)
    }

    @Test("Transfer-Encoding on HTTP/1.0 is 400 (RFC 9112 §6.1)")
    func transferEncodingOnHTTP10() {
        #expect(throws: HTTPParseError.transferEncodingInHTTP10) {
            try parse("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
        }
    }

    @Test("POST, PUT and PATCH without any framing are 411; Content-Length: 0 is fine (RFC 9110 §15.5.12)")
    func lengthRequired() throws {
        for method in ["POST", "PUT", "PATCH"] {
            #expect(throws: HTTPParseError.lengthRequired) { try parse("\(method) / HTTP/1.1\r\nHost: a\r\n\r\n") }
        }
        #expect(try request("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n").body.isEmpty)
        #expect(try request("DELETE / HTTP/1.1\r\nHost: a\r\n\r\n").body.isEmpty)
    }

    @Test("A Content-Length over the limit is 413 as soon as the head is complete (RFC 9110 §15.5.14)")
    func contentTooLarge() {
        let limits = smallLimits(body: 16)
        #expect(throws: HTTPParseError.contentTooLarge) {
            try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 17\r\n\r\n", limits: limits)
        }
        #expect(throws: HTTPParseError.contentTooLarge) {
            try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n")
        }
        #expect(HTTPParseError.contentTooLarge.status.code == 413)
    }

    @Test("Expect: 100-continue is reported on the head before the body arrives (RFC 9110 §10.1.1)")
    func expectContinue() throws {
        let text = "POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-Continue\r\nContent-Length: 4\r\n\r\n"
        let head = try #require(try RequestParser().parseHead(Array(text.utf8)[...]))
        #expect(head.expectsContinue)
        #expect(head.framing == .contentLength(4))
        #expect(try needsMore(text))
    }

    @Test("Other expectations are 417; HTTP/1.0 expectations are ignored (RFC 9110 §10.1.1)")
    func otherExpectations() throws {
        #expect(throws: HTTPParseError.unsupportedExpectation) {
            try parse("GET / HTTP/1.1\r\nHost: a\r\nExpect: something\r\n\r\n")
        }
        let head = try #require(try RequestParser().parseHead(Array("GET / HTTP/1.0\r\nExpect: 100-continue\r\n\r\n".utf8)[...]))
        #expect(!head.expectsContinue)
    }

    @Test("Two pipelined requests in one buffer parse one at a time, in order (RFC 9112 §9.3.2)")
    func pipelined() throws {
        let first = "POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc"
        let second = "GET /b HTTP/1.1\r\nHost: a\r\n\r\n"
        let bytes = Array((first + second).utf8)
        guard case .complete(let one, let used) = try RequestParser().parse(bytes) else { Issue.record(); return }
        #expect(one.path == "/a" && used == first.utf8.count)
        guard case .complete(let two, let rest) = try RequestParser().parse(bytes[used...]) else { Issue.record(); return }
        #expect(two.path == "/b" && rest == second.utf8.count)
    }

    @Test("Every proper prefix of a valid request needs more bytes", arguments: [
        "\r\nPOST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello",
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\n2\r\nde\r\n0\r\nT: v\r\n\r\n",
    ])
    func everySplitPoint(text: String) throws {
        let bytes = Array(text.utf8)
        for end in 0..<bytes.count {
            guard case .needMore = try RequestParser().parse(bytes[..<end]) else {
                Issue.record("complete after \(end) of \(bytes.count) bytes"); return
            }
        }
        guard case .complete(_, let used) = try RequestParser().parse(bytes) else { Issue.record(); return }
        #expect(used == bytes.count)
    }
}
