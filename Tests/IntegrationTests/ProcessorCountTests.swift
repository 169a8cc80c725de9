import Foundation
import HTTPTestSupport
import Testing

/// The server sizes itself by the cores it may run on, not the machine's: pinned to one core
/// with `taskset`, it runs one event loop, which answers.
@Suite(.enabled(if: ServerProcess.binary != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset"),
                "needs the built layout-server (`swift build --product layout-server`) and util-linux's taskset"))
struct ProcessorCountTests {
    @Test("Pinned to one core, the server runs one event loop and answers a layout on it")
    func oneLoopOnOneCore() throws {
        let server = try ServerProcess.start(environment: ["HTTP_DRAIN_DELAY": "0"], launcher: ["/usr/bin/taskset", "-c", "0"])
        defer { server.kill() }
        #expect(Self.loops(of: server, becoming: ["http.loop.0"]), "threads: \(server.threadNames)")
        let client = try TestClient(port: server.port)
        let body = #"{"proposal":{"width":10,"height":10},"view":{"type":"Color"}}"#
        client.send("POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        #expect(try client.readResponse().status == 200)
    }

    @Test("HTTP_EVENT_LOOPS sets the number of loops")
    func loopsSetting() throws {
        let server = try ServerProcess.start(environment: ["HTTP_DRAIN_DELAY": "0", "HTTP_EVENT_LOOPS": "3"])
        defer { server.kill() }
        #expect(Self.loops(of: server, becoming: ["http.loop.0", "http.loop.1", "http.loop.2"]), "threads: \(server.threadNames)")
    }

    /// Whether the server's loop threads are `expected` within 3 s: each names itself once it
    /// runs, which may be after the server has said it is listening.
    static func loops(of server: ServerProcess, becoming expected: [String]) -> Bool {
        var loops: [String] = []
        waitUntil(seconds: 3) {
            loops = server.threadNames.filter { $0.hasPrefix("http.loop") }.sorted()
            return loops.count >= expected.count
        }
        return loops == expected
    }
}
