import Foundation
import HTTPTestSupport
import Testing
@testable import HTTPServer

/// The connection timer only ever moves earlier; a timer that fires before the current
/// deadline sets itself again. These claims check both directions against a live server.
@Suite("Deadlines")
struct DeadlineTests {
    @Test("A slow head after a kept-alive response is cut off by the header timeout, not the longer idle one")
    func deadlineMovesEarlier() throws {
        try withServer(testConfiguration {
            $0.idleTimeout = .seconds(30)
            $0.headerReadTimeout = .milliseconds(300)
        }) { _, port in
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse().text == "hello")
            let start = ContinuousClock.now
            client.send("GET /hello HTTP/1.1\r\nHo")
            #expect(try client.readResponse().status == 408)
            #expect(ContinuousClock.now - start < .seconds(2))
        }
    }

    @Test("Requests that come more often than the idle timeout keep the connection open")
    func deadlineMovesLater() throws {
        try withServer(testConfiguration { $0.idleTimeout = .milliseconds(400) }) { server, port in
            let client = try TestClient(port: port)
            let start = ContinuousClock.now
            // Each response pushes the idle deadline past the moment the timer was first set for.
            while ContinuousClock.now - start < .milliseconds(1_200) {
                client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try client.readResponse().text == "hello")
                Thread.sleep(forTimeInterval: 0.2)
            }
            #expect(server.openConnections == 1)
            #expect(try client.readUntilClosed().isEmpty)   // and then it does time out
        }
    }
}
