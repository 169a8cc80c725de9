import Glibc
import HTTPServer
import Testing

/// Serialising responses (RFC 9112 §4, §6; RFC 9110 §6.6.1, §8.6, §9.3.2).
struct ResponseWriterTests {
    let date = "Sun, 06 Nov 1994 08:49:37 GMT"

    func text(_ response: HTTPResponse, _ persistence: ResponseWriter.Persistence = .keepAlive, head: Bool = false) -> String {
        String(decoding: ResponseWriter.serialize(response, persistence: persistence, isHead: head, date: date), as: UTF8.self)
    }

    @Test("A response has a status line, its fields, Date, Content-Length and the body")
    func basic() {
        let response = HTTPResponse.text("hi")
        #expect(text(response) == "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nDate: \(date)\r\nContent-Length: 2\r\n\r\nhi")
    }

    @Test("Connection: close is sent when closing, keep-alive only for HTTP/1.0 (RFC 9112 §9.3)")
    func persistence() {
        #expect(text(HTTPResponse(), .close).contains("\r\nConnection: close\r\n"))
        #expect(text(HTTPResponse(), .keepAliveHTTP10).contains("\r\nConnection: keep-alive\r\n"))
        #expect(!text(HTTPResponse()).contains("Connection:"))
    }

    @Test("HEAD gets GET's Content-Length and no content (RFC 9110 §9.3.2)")
    func head() {
        #expect(text(.text("hello"), head: true).hasSuffix("Content-Length: 5\r\n\r\n"))
    }

    @Test("204 and 304 carry neither Content-Length nor content (RFC 9110 §8.6)")
    func noContent() {
        #expect(text(HTTPResponse(status: .noContent, body: [1, 2])) == "HTTP/1.1 204 No Content\r\nDate: \(date)\r\n\r\n")
        #expect(!text(HTTPResponse(status: .notModified)).contains("Content-Length"))
    }

    @Test("Framing fields from the handler are replaced by the writer's own")
    func ownedFields() {
        let response = HTTPResponse(headers: ["content-length": "99", "Transfer-Encoding": "chunked", "Date": "x", "Connection": "close"], body: [65])
        #expect(text(response) == "HTTP/1.1 200 OK\r\nDate: \(date)\r\nContent-Length: 1\r\n\r\nA")
    }

    @Test("Fields that could split the response are left out (RFC 9110 §5.5)")
    func injection() {
        let response = HTTPResponse(headers: ["X-Evil": "a\r\nSet-Cookie: b", "Bad Name": "c", "X-Ok": "d"])
        #expect(text(response) == "HTTP/1.1 200 OK\r\nX-Ok: d\r\nDate: \(date)\r\nContent-Length: 0\r\n\r\n")
    }

    @Test("A reason phrase loses any byte outside HTAB / SP / VCHAR / obs-text (RFC 9112 §4)")
    func reasonPhrase() {
        let response = HTTPResponse(status: HTTPStatus(code: 299, reasonPhrase: "Fine\r\nX-Evil: 1\u{0}"))
        #expect(text(response).hasPrefix("HTTP/1.1 299 FineX-Evil: 1\r\nDate: "))
    }

    @Test("A status code a handler made up is written as given")
    func unusualStatusCodes() {
        #expect(text(HTTPResponse(status: HTTPStatus(code: 599, reasonPhrase: "X"))).hasPrefix("HTTP/1.1 599 X\r\n"))
        #expect(text(HTTPResponse(status: HTTPStatus(code: -1, reasonPhrase: "X"))).hasPrefix("HTTP/1.1 -1 X\r\n"))
    }

    @Test("Problem responses are RFC 9457 JSON with title = reason phrase")
    func problem() {
        let response = HTTPResponse.problem(.contentTooLarge, detail: "Too \"big\"\n", headers: ["Retry-After": "1"])
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(response.headers["Retry-After"] == "1")
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(body == #"{"type":"about:blank","title":"Content Too Large","status":413,"detail":"Too \"big\"\n"}"#)
    }

    @Test("Every parse error renders as a problem with its own status")
    func parseErrorResponse() {
        let response = HTTPParseError.missingHost.response
        #expect(response.status.code == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""title":"Bad Request""#))
    }

    @Test("The Date value is an IMF-fixdate (RFC 9110 §5.6.7)")
    func imfFixdate() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test("The current Date is this second's, also when asked again within it")
    func currentDate() {
        let before = Int(time(nil))
        let first = HTTPDate.now(), second = HTTPDate.now()
        let after = Int(time(nil))
        let expected = Set((before...after).map { HTTPDate.format(secondsSince1970: $0) })
        #expect(expected.contains(first) && expected.contains(second))
    }
}
