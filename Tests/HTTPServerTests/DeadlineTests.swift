import Foundation
import HTTPTestSupport
import Testing
@testable import HTTPServer

/// The connection timer against a live server: a deadline that moves earlier cuts a slow head
/// off. The timer moving later, and every other deadline, are claims on a mock clock
/// (`ConnectionMachineTests`, `DeadlineScheduleTests`).
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
}
