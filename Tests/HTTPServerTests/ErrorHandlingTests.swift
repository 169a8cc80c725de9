#if canImport(Glibc)
import Glibc
#endif
import HTTPServer
import HTTPTestSupport
import Testing

/// Early errors, Expect: 100-continue, timeouts and disconnects over a real socket (RFC 9112 §9.5, §9.6).
@Suite(.serialized)
struct ErrorHandlingTests {
    @Test("A malformed request gets a problem+json answer, then the connection closes")
    func malformedAnswered() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("GET / HTTP/1.1\r\nHost : a\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 400)
            #expect(response.headers["Content-Type"] == "application/problem+json")
            #expect(response.headers["Connection"] == "close")
            #expect(response.text.contains(#""status":400"#))
            #expect(try client.readUntilClosed().isEmpty)
        }
    }

    @Test("Expect: 100-continue gets 100 Continue before the body is sent (RFC 9110 §10.1.1)")
    func expectContinue() throws {
        try withServer { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
            #expect(try client.readResponse().status == 100)
            client.send("hello")
            let response = try client.readResponse()
            #expect(response.status == 200 && response.text == "hello")
        }
    }

    @Test("An over-limit Content-Length gets 413 instead of 100 Continue")
    func expectContinueTooLarge() throws {
        try withServer(testConfiguration { $0.maxBodyBytes = 10 }) { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 11\r\n\r\n")
            #expect(try client.readResponse().status == 413)
            #expect(try client.readUntilClosed().isEmpty)
        }
    }

    @Test("An oversized body is answered with 413 and a clean close, not a reset, while the client keeps sending")
    func oversizedBody() throws {
        try withServer(testConfiguration { $0.maxBodyBytes = 1000 }) { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n")
            client.send([UInt8](repeating: 120, count: 100_000))  // more than the server ever reads
            let response = try client.readResponse()
            #expect(response.status == 413 && response.headers["Connection"] == "close")
            client.send([UInt8](repeating: 120, count: 100_000))
            #expect(throws: Never.self) { try client.readUntilClosed() }
        }
    }

    @Test("A client that disconnects mid-request leaves the server serving others")
    func abruptDisconnect() throws {
        try withServer { server, port in
            let partial = try TestClient(port: port)
            partial.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\nsome")
            let midHead = try TestClient(port: port)
            midHead.send("GET /hello HTTP/1.1\r\nHo")
            waitUntil(seconds: setUpSeconds) { server.openConnections == 2 }
            partial.close(reset: true)
            midHead.close(reset: true)
            #expect(waitUntil(seconds: 1) { server.openConnections == 0 })
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse().text == "hello")
        }
    }

    @Test("A slow head is cut off by the header-read timeout with 408 (slowloris)")
    func headerTimeout() throws {
        try withServer(testConfiguration { $0.headerReadTimeout = .milliseconds(300) }) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHo")
            let start = ContinuousClock.now
            let response = try client.readResponse()
            #expect(response.status == 408 && response.headers["Connection"] == "close")
            #expect(try client.readUntilClosed().isEmpty)
            #expect(ContinuousClock.now - start < .seconds(1.5))
        }
    }

    @Test("A connection that never sends is closed after the header-read timeout, without a response")
    func silentConnection() throws {
        try withServer(testConfiguration { $0.headerReadTimeout = .milliseconds(300) }) { server, port in
            let client = try TestClient(port: port)
            #expect(try client.readUntilClosed().isEmpty)
            #expect(waitUntil(seconds: 1) { server.openConnections == 0 })
        }
    }

    @Test("A slow body is cut off by the body-read timeout with 408")
    func bodyTimeout() throws {
        try withServer(testConfiguration { $0.bodyReadTimeout = .milliseconds(300) }) { _, port in
            let client = try TestClient(port: port)
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nabc")
            #expect(try client.readResponse().status == 408)
        }
    }

    @Test("An idle keep-alive connection is closed quietly after the idle timeout (RFC 9112 §9.5)")
    func idleTimeout() throws {
        try withServer(testConfiguration { $0.idleTimeout = .milliseconds(300) }) { server, port in
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            _ = try client.readResponse()
            #expect(try client.readUntilClosed().isEmpty)
            #expect(waitUntil(seconds: 1) { server.openConnections == 0 })
        }
    }

    @Test("Past maxConnections, with every connection in use, a new connection gets 503 and is closed")
    func tooManyConnections() throws {
        try withServer(testConfiguration { $0.maxConnections = 1 }) { server, port in
            let first = try TestClient(port: port)
            // Answered, so the server has read it: the connection has spoken and is not a
            // candidate for shedding (a request still in the socket when the second client
            // arrives would leave it silent, and shed).
            first.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try first.readResponse().status == 200)
            #expect(server.openConnections == 1)
            let second = try TestClient(port: port)
            let refused = try second.readResponse()
            #expect(refused.status == 503 && refused.headers["Retry-After"] == "1")
            first.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try first.readResponse().status == 200)
        }
    }

    @Test("At maxConnections the oldest connection that has sent nothing is closed to make room for a new client")
    func silentConnectionsAreShed() throws {
        try withServer(testConfiguration { $0.maxConnections = 20 }) { server, port in
            let busy = try TestClient(port: port)
            busy.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            _ = try busy.readResponse()  // it has spoken, for certain, before the others connect
            busy.send("GET /hello HTTP/1.1\r\n")
            let silent = try (0..<19).map { _ in try TestClient(port: port) }
            #expect(waitUntil(seconds: setUpSeconds) { server.openConnections == 20 })
            var clients: [TestClient] = []  // kept open, so that each round starts at the bound
            for round in 0..<3 {
                let client = try TestClient(port: port)
                clients.append(client)
                client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try client.readResponse().status == 200, "new client \(round)")
                #expect(silent[round].isClosedByPeer(), "the oldest silent connection went first")
            }
            #expect(!silent[3].isClosedByPeer())
            busy.send("Host: a\r\n\r\n")
            #expect(try busy.readResponse().status == 200, "a connection that spoke is never shed")
        }
    }

    @Test("Past maxConnectionsPerPeer a new connection from that address gets 503")
    func perPeerBound() throws {
        try withServer(testConfiguration { $0.maxConnectionsPerPeer = 3 }) { server, port in
            let held = try (0..<3).map { _ in try TestClient(port: port) }
            #expect(waitUntil(seconds: setUpSeconds) { server.openConnections == 3 })
            let refused = try TestClient(port: port).readResponse()
            #expect(refused.status == 503)
            held[0].close()
            #expect(waitUntil(seconds: setUpSeconds) { server.openConnections == 2 })
            let next = try TestClient(port: port)
            next.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try next.readResponse().status == 200, "a closed connection frees its peer's slot")
        }
    }
}
