import HTTPServer
import Testing

/// The request line, field syntax and Host checks of RFC 9112 (§3, §5) and RFC 9110 (§7.2).
struct RequestParserTests {
    @Test("A minimal GET parses into method, path, query, version and fields")
    func minimalGet() throws {
        let request = try request("GET /v1/layout?trace=1 HTTP/1.1\r\nHost: a\r\nX-Id: 7\r\n\r\n")
        #expect(request.method == .get)
        #expect(request.path == "/v1/layout")
        #expect(request.query == "trace=1")
        #expect(request.version == .http1_1)
        #expect(request.headers["x-id"] == "7")
        #expect(request.body.isEmpty)
    }

    @Test("Empty lines before the request line are ignored (RFC 9112 §2.2)")
    func leadingEmptyLines() throws {
        let request = try request("\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(request.path == "/")
    }

    @Test("A bare CR inside the header section is 400 (RFC 9112 §2.2)")
    func bareCR() {
        #expect(throws: HTTPParseError.bareLineEnding) { try parse("GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n") }
        #expect(throws: HTTPParseError.bareLineEnding) { try parse("GET / HTTP/1.1\r\nHost: a\r\nX: a\rb\r\n\r\n") }
        #expect(HTTPParseError.bareLineEnding.status.code == 400)
    }

    @Test("A bare LF as a line end is 400")
    func bareLF() {
        #expect(throws: HTTPParseError.bareLineEnding) { try parse("GET / HTTP/1.1\nHost: a\r\n\r\n") }
        #expect(throws: HTTPParseError.bareLineEnding) { try parse("GET / HTTP/1.1\r\nHost: a\n\r\n") }
    }

    @Test("Whitespace between a field name and the colon is 400 (RFC 9112 §5.1)")
    func whitespaceBeforeColon() {
        #expect(throws: HTTPParseError.whitespaceBeforeColon) { try parse("GET / HTTP/1.1\r\nHost : a\r\n\r\n") }
        #expect(throws: HTTPParseError.whitespaceBeforeColon) { try parse("GET / HTTP/1.1\r\nHost: a\r\nX\t: b\r\n\r\n") }
    }

    @Test("Obsolete line folding is 400 (RFC 9112 §5.2)")
    func obsFold() {
        #expect(throws: HTTPParseError.obsoleteLineFolding) { try parse("GET / HTTP/1.1\r\nHost: a\r\nX: b\r\n c\r\n\r\n") }
        #expect(throws: HTTPParseError.obsoleteLineFolding) { try parse("GET / HTTP/1.1\r\nHost: a\r\nX: b\r\n\tc\r\n\r\n") }
    }

    @Test("Field lines without a colon, with a non-token name or a control character are 400")
    func invalidFields() {
        #expect(throws: HTTPParseError.invalidFieldName) { try parse("GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n") }
        #expect(throws: HTTPParseError.invalidFieldName) { try parse("GET / HTTP/1.1\r\nHost: a\r\nA(b: c\r\n\r\n") }
        #expect(throws: HTTPParseError.invalidFieldName) { try parse("GET / HTTP/1.1\r\nHost: a\r\n: c\r\n\r\n") }
        #expect(throws: HTTPParseError.invalidFieldValue(name: "X")) { try parse("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n\r\n") }
    }

    @Test("A field name may hold exactly RFC 9110's tchar bytes (§5.6.2), and a method likewise")
    func tokenCharacters() throws {
        let tchar = Set("!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        for byte in UInt8.min...UInt8.max where ![0x0A, 0x0D, 0x3A].contains(byte) {  // line ends and the colon frame the line
            let head = Array("GET / HTTP/1.1\r\nHost: a\r\nX".utf8) + [byte] + Array(": v\r\n\r\n".utf8)
            let accepted = (try? RequestParser().parse(head)).map { if case .complete = $0 { true } else { false } } ?? false
            #expect(accepted == tchar.contains(byte), "byte \(byte)")
        }
        #expect(throws: HTTPParseError.malformedRequestLine) { try parse("G(T / HTTP/1.1\r\nHost: a\r\n\r\n") }
    }

    @Test("Field values lose surrounding whitespace and keep inner whitespace")
    func fieldValueTrimming() throws {
        let request = try request("GET / HTTP/1.1\r\nHost: a\r\nX: \t one two \t\r\n\r\n")
        #expect(request.headers["X"] == "one two")
    }

    @Test("HTTP/1.1 without Host is 400 (RFC 9112 §3.2)")
    func missingHost() {
        #expect(throws: HTTPParseError.missingHost) { try parse("GET / HTTP/1.1\r\nX: b\r\n\r\n") }
    }

    @Test("More than one Host is 400 (RFC 9112 §3.2)")
    func duplicateHost() {
        #expect(throws: HTTPParseError.duplicateHost) { try parse("GET / HTTP/1.1\r\nHost: a\r\nHost: a\r\n\r\n") }
    }

    @Test("An invalid Host value is 400, an empty one is accepted (RFC 9112 §3.2)")
    func invalidHost() throws {
        for bad in ["a b", "a/b", "a@b", "a:port", "[::1", "[zz]"] {
            #expect(throws: HTTPParseError.invalidHost) { try parse("GET / HTTP/1.1\r\nHost: \(bad)\r\n\r\n") }
        }
        for good in ["", "example.com", "example.com:8080", "127.0.0.1:80", "[::1]:8080", "xn--bcher-kva.example"] {
            _ = try request("GET / HTTP/1.1\r\nHost: \(good)\r\n\r\n")
        }
    }

    @Test("HTTP/1.0 may omit Host")
    func http10WithoutHost() throws {
        #expect(try request("GET / HTTP/1.0\r\n\r\n").version == .http1_0)
    }

    @Test("A request line of 8000 octets is accepted (RFC 9112 §3)")
    func longRequestLineAccepted() throws {
        let path = "/" + String(repeating: "a", count: 7_980)
        #expect(try request("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n").path == path)
    }

    @Test("A request line over the limit is 414, even before its end arrives (RFC 9110 §15.5.15)")
    func uriTooLong() {
        let limits = smallLimits(requestLine: 32)
        let path = "/" + String(repeating: "a", count: 40)
        #expect(throws: HTTPParseError.uriTooLong) { try parse("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits) }
        #expect(throws: HTTPParseError.uriTooLong) { try parse("GET \(path)", limits: limits) }
        #expect(HTTPParseError.uriTooLong.status.code == 414)
    }

    @Test("A header section over the limit, or with too many fields, is 431 (RFC 6585 §5)")
    func headersTooLarge() {
        let limits = smallLimits(header: 64, count: 3)
        let big = "X: " + String(repeating: "v", count: 80)
        #expect(throws: HTTPParseError.headerFieldsTooLarge) { try parse("GET / HTTP/1.1\r\nHost: a\r\n\(big)\r\n\r\n", limits: limits) }
        #expect(throws: HTTPParseError.headerFieldsTooLarge) { try parse("GET / HTTP/1.1\r\nHost: a\r\n\(big)", limits: limits) }
        let many = "GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n"
        #expect(throws: HTTPParseError.headerFieldsTooLarge) { try parse(many, limits: limits) }
        #expect(HTTPParseError.headerFieldsTooLarge.status.code == 431)
    }
}
