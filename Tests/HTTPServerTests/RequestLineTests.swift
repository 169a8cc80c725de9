import HTTPServer
import Testing

/// Methods, targets and versions on the request line (RFC 9112 §3, RFC 9110 §9).
struct RequestLineTests {
    @Test("An unknown method is 501 (RFC 9110 §9.1); RFC 9110's own methods, TRACE and CONNECT too, are parsed")
    func unknownMethod() throws {
        for method in ["BREW", "get", "trace", "PROPFINDXXXXXXXXXXXXXXX"] {
            #expect(throws: HTTPParseError.unknownMethod(method)) { try parse("\(method) / HTTP/1.1\r\nHost: a\r\n\r\n") }
        }
        #expect(HTTPParseError.unknownMethod("BREW").status.code == 501)
        for method in ["TRACE", "CONNECT", "PATCH", "PUT", "DELETE"] {
            #expect(throws: Never.self) { try parse("\(method) / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n") }
        }
    }

    @Test("A method that is not a token, or extra spaces, make the request line 400")
    func malformedRequestLine() {
        for line in ["G(T / HTTP/1.1", "GET  / HTTP/1.1", "GET / HTTP/1.1 ", "GET\t/ HTTP/1.1", "GET /", " GET / HTTP/1.1"] {
            #expect(throws: HTTPParseError.malformedRequestLine) { try parse("\(line)\r\nHost: a\r\n\r\n") }
        }
    }

    @Test("A major version other than 1 is 505; a malformed version is 400 (RFC 9110 §15.6.6)")
    func versions() {
        #expect(throws: HTTPParseError.unsupportedVersion(HTTPVersion(major: 2, minor: 0))) { try parse("GET / HTTP/2.0\r\nHost: a\r\n\r\n") }
        #expect(HTTPParseError.unsupportedVersion(.http1_1).status.code == 505)
        for version in ["HTTP/1.10", "http/1.1", "HTTP/1", "HTTP/1.x", "HTTPS/1.1"] {
            #expect(throws: HTTPParseError.malformedVersion) { try parse("GET / \(version)\r\nHost: a\r\n\r\n") }
        }
    }

    @Test("A later 1.x minor version is served with HTTP/1.1 rules (RFC 9110 §6.2)")
    func laterMinorVersion() throws {
        #expect(try request("GET / HTTP/1.2\r\nHost: a\r\n\r\n").wantsKeepAlive)
        #expect(throws: HTTPParseError.missingHost) { try parse("GET / HTTP/1.2\r\n\r\n") }
    }

    @Test("Absolute-form targets are reduced to their path and query (RFC 9112 §3.2.2)")
    func absoluteForm() throws {
        let absolute = try request("GET http://example.com:80/v1/x?y=1 HTTP/1.1\r\nHost: example.com\r\n\r\n")
        #expect(absolute.path == "/v1/x")
        #expect(absolute.query == "y=1")
        #expect(try request("GET http://example.com HTTP/1.1\r\nHost: a\r\n\r\n").path == "/")
    }

    @Test("A target splits at its first \"?\" into path and query, whatever follows the mark")
    func pathAndQuery() {
        #expect(HTTPRequest(method: .get, target: "/a?b?c").query == "b?c")
        #expect(HTTPRequest(method: .get, target: "/a?").query == "")
        #expect(HTTPRequest(method: .get, target: "?x").path == "/")
        // Built in code rather than parsed, a target may hold a combining mark after the "?".
        let combining = HTTPRequest(method: .get, target: "/a?\u{301}b")
        #expect(combining.path == "/a" && combining.query == "\u{301}b")
    }

    @Test("Asterisk-form is accepted for OPTIONS only (RFC 9112 §3.2.4)")
    func asteriskForm() throws {
        #expect(try request("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n").path == "*")
        #expect(throws: HTTPParseError.invalidTarget) { try parse("GET * HTTP/1.1\r\nHost: a\r\n\r\n") }
    }

    @Test("Targets in other forms or with invalid characters are 400")
    func invalidTargets() {
        for target in ["example.com:443", "v1/layout", "/a#frag", "/\u{7F}", "/é"] {
            #expect(throws: HTTPParseError.invalidTarget) { try parse("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n") }
        }
    }

    @Test("HEAD parses like GET")
    func head() throws {
        #expect(try request("HEAD /livez HTTP/1.1\r\nHost: a\r\n\r\n").method == .head)
    }

    @Test("HTTP/1.1 is persistent unless Connection: close; HTTP/1.0 only with keep-alive (RFC 9112 §9.3)")
    func persistence() throws {
        #expect(try request("GET / HTTP/1.1\r\nHost: a\r\n\r\n").wantsKeepAlive)
        #expect(try !request("GET / HTTP/1.1\r\nHost: a\r\nConnection: Close\r\n\r\n").wantsKeepAlive)
        #expect(try !request("GET / HTTP/1.1\r\nHost: a\r\nConnection: te, close\r\n\r\n").wantsKeepAlive)
        #expect(try !request("GET / HTTP/1.0\r\n\r\n").wantsKeepAlive)
        #expect(try request("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n").wantsKeepAlive)
    }
}
