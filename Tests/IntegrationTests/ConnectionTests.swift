import Foundation
import LayoutTestSupport
import HTTPTestSupport
import Testing

/// Connection handling seen from real clients: keep-alive, concurrency, body framings,
/// pipelining and clients that vanish.
struct ConnectionTests {
    @Test("A second request on the same curl handle reuses the kept-alive connection")
    func keepAliveReuse() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let first = try client.perform(.post(live.url("/v1/layout"), json: Bodies.twoSquares))
            let second = try client.perform(.post(live.url("/v1/layout"), json: Bodies.twoSquares))
            let third = try client.perform(CurlRequest(url: live.url("/livez")))
            #expect(first.newConnections == 1)
            #expect(second.newConnections == 0)
            #expect(third.newConnections == 0)
            #expect([first.status, second.status, third.status] == [Int](repeating: 200, count: 3))
            #expect(second.body == first.body)
        }
    }

    /// The sampled fixture cases, a hundred of them round-robin, with their requests.
    /// Sends a hundred conformance requests at once through curl's multi interface; checks the
    /// frames of every 200 and hands every other response to `other`. Returns the statuses seen.
    static func hundredConcurrentRequests(_ live: LiveService, other: (CurlResponse) -> Void = { _ in }) throws -> [Int: Int] {
        let cases = ConformanceOverHTTPTests.sampleByFile.values.flatMap { $0 }.sorted { $0.description < $1.description }
        let fixtures = (0..<100).map { cases[$0 % cases.count] }
        let results = CurlMulti.performAll(fixtures.map { .post(live.url("/v1/layout"), json: [UInt8]($0.request)) })
        var statuses: [Int: Int] = [:]
        for (fixture, result) in zip(fixtures, results) {
            let response = try result.get()
            statuses[response.status, default: 0] += 1
            guard response.status == 200 else {
                other(response)
                continue
            }
            let frames = ResponseFrames(response: try JSONSerialization.jsonObject(with: Data(response.body)))
            #expect(TreeDiff.report(fixture.expected, frames, widthTolerance: fixture.widthTolerance) == nil, "\(fixture)")
        }
        return statuses
    }

    @Test("A hundred concurrent layout requests all succeed with the right frames")
    func hundredConcurrentLayouts() throws {
        // All 100 connections send at once; the queue must hold those the workers cannot start.
        try withLiveService({ $0.handlerQueueLength = 128 }) { live in
            let statuses = try Self.hundredConcurrentRequests(live)
            #expect(statuses == [200: 100], "statuses: \(statuses)")
        }
    }

    @Test("Concurrent requests past the handler queue are shed with 503 and Retry-After, never answered wrongly")
    func sheddingPastTheQueue() throws {
        // Small layouts are answered on the loop's thread, outside the queue: here every
        // request goes to the workers.
        try withLiveService(service: { $0.inlineLayoutMaxBytes = 0 }, { $0.handlerQueueLength = 8 }) { live in
            let statuses = try Self.hundredConcurrentRequests(live) { response in
                #expect(response.status == 503)
                #expect(response.header("Retry-After") == "1")
                #expect(response.header("Content-Type") == "application/problem+json")
            }
            #expect(statuses[200, default: 0] >= 10, "statuses: \(statuses)")
        }
    }

    @Test("A chunked upload is decoded and laid out")
    func chunkedUpload() throws {
        try withLiveService { live in
            var request = CurlRequest.post(live.url("/v1/layout"), json: Bodies.twoSquares)
            request.uploadPieceSize = 37  // many small chunks, one split inside a number
            let response = try CurlEasy().perform(request)
            #expect(response.sentHead.lowercased().contains("transfer-encoding: chunked"))
            #expect(!response.sentHead.lowercased().contains("content-length"))
            #expect(response.status == 200)
            #expect(ResponseFrames(response: try JSONSerialization.jsonObject(with: Data(response.body))).frames == Bodies.twoSquaresFrames)
        }
    }

    @Test("Expect: 100-continue gets 100 Continue at once, then the layout")
    func expectContinue() throws {
        try withLiveService { live in
            var request = CurlRequest.post(live.url("/v1/layout"), json: Bodies.twoSquares, headers: ["Expect: 100-continue"])
            // Were the server to ignore the expectation, curl would sit out this whole wait.
            request.expectContinueTimeoutMilliseconds = 8_000
            let start = Date()
            let response = try CurlEasy().perform(request)
            #expect(Date().timeIntervalSince(start) < 4)
            #expect(response.sentHead.contains("Expect: 100-continue"))
            #expect(response.statusLines.first?.hasPrefix("HTTP/1.1 100") == true, "\(response.statusLines)")
            #expect(response.status == 200)
            #expect(ResponseFrames(response: try JSONSerialization.jsonObject(with: Data(response.body))).frames == Bodies.twoSquaresFrames)
        }
    }

    @Test("Pipelined requests on one connection are answered in order")
    func pipelining() throws {
        try withLiveService { live in
            let connection = try TestClient(port: live.port)
            let body = String(decoding: Bodies.twoSquares, as: UTF8.self)
            connection.send(
                "GET /livez HTTP/1.1\r\nHost: t\r\nX-Request-ID: first\r\n\r\n"
                    + "POST /v1/layout HTTP/1.1\r\nHost: t\r\nX-Request-ID: second\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(Bodies.twoSquares.count)\r\n\r\n\(body)"
                    + "GET /nowhere HTTP/1.1\r\nHost: t\r\nX-Request-ID: third\r\n\r\n"
                    + "GET /readyz HTTP/1.1\r\nHost: t\r\nX-Request-ID: fourth\r\n\r\n")
            let responses = try (0..<4).map { _ in try connection.readResponse() }
            #expect(responses.map(\.status) == [200, 200, 404, 200])
            #expect(responses.map { $0.headers["x-request-id"] } == ["first", "second", "third", "fourth"])
            #expect(responses[0].text == "ok\n")
            #expect(responses[3].text == "ok\n")
            let frames = ResponseFrames(response: try JSONSerialization.jsonObject(with: Data(responses[1].body)))
            #expect(frames.frames == Bodies.twoSquaresFrames)
        }
    }

    @Test("Clients that vanish in the middle of a body leave the server serving", arguments: [false, true])
    func abruptDisconnect(reset: Bool) throws {
        try withLiveService { live in
            for _ in 0..<3 {
                let connection = try TestClient(port: live.port)
                connection.send("POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(Bodies.twoSquares.count)\r\n\r\n")
                connection.send(Array(Bodies.twoSquares.prefix(Bodies.twoSquares.count / 2)))
                connection.close(reset: reset)
            }
            let response = try CurlEasy().perform(.post(live.url("/v1/layout"), json: Bodies.twoSquares))
            #expect(response.status == 200)
            #expect(ResponseFrames(response: try JSONSerialization.jsonObject(with: Data(response.body))).frames == Bodies.twoSquaresFrames)
            #expect(waitUntil(seconds: 3) { live.server.openConnections == 0 }, "the abandoned connections are closed")
        }
    }
}
