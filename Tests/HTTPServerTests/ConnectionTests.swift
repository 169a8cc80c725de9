import HTTPServer
import HTTPTestSupport
import Testing

/// Persistence, pipelining, HEAD and framing over a real socket on 127.0.0.1 (RFC 9112 §9).
@Suite(.serialized)
struct ConnectionTests {
    @Test("Keep-alive: two requests reuse one connection (RFC 9112 §9.3)")
    func keepAlive() throws {
        try withServer { server, port in
            let client = try TestClient(port: port)
            for _ in 0..<2 {
                client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try client.readResponse()
                #expect(response.status == 200 && response.text == "hello")
                #expect(response.headers["Connection"] == nil)
                #expect(response.headers["Date"]?.hasSuffix(" GMT") == true)
            }
            #expect(server.openConnections == 1)
        }
    }

    @Test("Two pipelined requests in one write are answered in order (RFC 9112 §9.3.2)")
    func pipelining() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("GET /a HTTP/1.1\r\nHost: a\r\n\r\nGET /b HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse().text == "a")
            #expect(try client.readResponse().text == "b")
        }
    }

    @Test("HEAD gets GET's Content-Length and no content; the connection stays usable")
    func head() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("HEAD /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse(head: true).headers["Content-Length"] == "5")
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse().text == "hello")
        }
    }

    @Test("A chunked request body is decoded before the handler sees it (RFC 9112 §7.1)")
    func chunkedBody() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n")
            client.send("2;x=1\r\nde\r\n0\r\nTrailer: t\r\n\r\n")
            #expect(try client.readResponse().text == "abcde")
        }
    }

    @Test("HTTP/1.0 closes after the response unless it asks for keep-alive (RFC 9112 §9.3)")
    func http10() throws {
        try withServer { _, port in
            let plain = try TestClient(port: port)
            plain.send("GET /hello HTTP/1.0\r\n\r\n")
            #expect(try plain.readResponse().headers["Connection"] == "close")
            #expect(try plain.readUntilClosed().isEmpty)
            let kept = try TestClient(port: port)
            kept.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(try kept.readResponse().headers["Connection"] == "keep-alive")
            kept.send("GET /a HTTP/1.0\r\n\r\n")
            #expect(try kept.readResponse().text == "a")
        }
    }

    @Test("Connection: close from the client is honoured after the response (RFC 9112 §9.6)")
    func clientClose() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            #expect(try client.readResponse().headers["Connection"] == "close")
            #expect(try client.readUntilClosed().isEmpty)
        }
    }

    @Test("A request whose client half-closes after sending is still answered")
    func halfClosedClient() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            client.shutdownWrite()
            #expect(try client.readResponse().text == "hello")
            #expect(try client.readUntilClosed().isEmpty)
        }
    }

    @Test("A client that half-closes part-way through a request is told so with a 400 before the close",
          arguments: ["POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nhi", "GET /hel", "\u{16}\u{03}\u{01}"])
    func halfClosedMidRequest(_ partial: String) throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send(partial)
            client.shutdownWrite()
            let response = try client.readResponse()
            #expect(response.status == 400)
            #expect(response.headers["Content-Type"] == "application/problem+json")
            #expect(try client.readUntilClosed().isEmpty)
        }
    }

    @Test("The hooks see every response, server-made errors included, and never a body")
    func hooks() throws {
        let log = RecordLog()
        let hooks = ServerHooks(
            willSend: { request, response in
                response.headers.set(name: "X-Request-ID", value: request?.headers["X-Request-ID"] ?? "none")
            },
            didRespond: { log.append($0) })
        try withServer(hooks: hooks) { _, port in
            let client = try TestClient(port: port)
            let request = "POST /echo HTTP/1.1\r\nHost: a\r\nX-Request-ID: r1\r\nContent-Length: 2\r\n\r\nhi"
            client.send(request)
            #expect(try client.readResponse().headers["X-Request-ID"] == "r1")
            client.send("GET / HTTP/1.1\r\n\r\n")
            #expect(try client.readResponse().headers["X-Request-ID"] == "none")
            waitUntil(seconds: setUpSeconds) { log.all.count == 2 }
            let records = log.all
            #expect(records.map(\.status.code) == [200, 400])
            #expect(records[0].method == .post && records[0].path == "/echo")
            #expect(records[0].bytesIn == request.utf8.count && records[0].bytesOut > 2)
            #expect(records[0].responseHeaders["X-Request-ID"] == "r1")
            #expect(records[1].method == .get && records[1].path == "/")
        }
    }
}
