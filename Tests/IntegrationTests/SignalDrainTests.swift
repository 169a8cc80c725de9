#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import LayoutTestSupport
import HTTPTestSupport
import Testing

/// The built `layout-server` binary as a child process: SIGTERM drains it and it exits 0
/// within the grace period (README, `HTTP_DRAIN_DELAY` and `HTTP_SHUTDOWN_GRACE`).
///
/// `swift test` compiles the executable's module into the test bundle but does not relink the
/// binary, so the suite is skipped, not run against old code, when the binary is missing or stale.
@Suite(.enabled(if: ServerProcess.binary != nil,
                "layout-server is missing or older than Sources/: run `swift build --product layout-server` first"))
struct SignalDrainTests {
    @Test("On SIGTERM the server stops taking work, finishes the request in flight and exits 0")
    func drainOnSIGTERM() throws {
        let server = try ServerProcess.start(environment: ["HTTP_SHUTDOWN_GRACE": "2", "HTTP_DRAIN_DELAY": "0"])
        defer { server.kill() }
        let idle = try TestClient(port: server.port)
        idle.send("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try idle.readResponse().status == 200)

        // The 100 Continue proves the server has parsed the head: the request is in flight.
        let busy = try TestClient(port: server.port)
        busy.send("POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n"
            + "Content-Length: \(Bodies.twoSquares.count)\r\n\r\n")
        #expect(try busy.readResponse().status == 100)

        let signalled = Date()
        server.signal(SIGTERM)
        #expect(waitUntil(seconds: 2) { server.refusesOrIsNotReady() }, "new work is refused or /readyz says 503")
        #expect(idle.isClosedByPeer(), "an idle keep-alive connection is closed")

        busy.send(Bodies.twoSquares)
        let answer = try busy.readResponse()
        #expect(answer.status == 200)
        #expect(answer.headers["connection"] == "close")
        #expect(ResponseFrames.ids(in: answer.body) == Set(Bodies.twoSquaresFrames.keys))

        let status = try #require(server.waitForExit(seconds: 4), "the process exits")
        #expect(status == 0)
        #expect(Date().timeIntervalSince(signalled) < 2.5, "well within the 2 s grace period")
        #expect(server.output.contains(#""message":"stopped""#))
    }

    @Test("For HTTP_DRAIN_DELAY after SIGTERM, /readyz fails while layouts are still served on new connections, each closing after its answer; then it exits 0")
    func drainDelayAfterSIGTERM() throws {
        let server = try ServerProcess.start(environment: ["HTTP_SHUTDOWN_GRACE": "2", "HTTP_DRAIN_DELAY": "1"])
        defer { server.kill() }
        let signalled = Date()
        server.signal(SIGTERM)
        #expect(waitUntil(seconds: 0.5) { server.output.contains("draining in 1.0 s") })

        let probe = try TestClient(port: server.port)
        probe.send("GET /readyz HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try probe.readResponse().status == 503)
        let client = try TestClient(port: server.port)
        client.send("POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(Bodies.twoSquares.count)\r\n\r\n")
        client.send(Bodies.twoSquares)
        let answer = try client.readResponse()
        #expect(answer.status == 200 && answer.headers["connection"] == "close")
        #expect(Date().timeIntervalSince(signalled) < 1, "served within the delay")

        let status = try #require(server.waitForExit(seconds: 4), "the process exits")
        #expect(status == 0)
        #expect(Date().timeIntervalSince(signalled) >= 0.9, "not before the delay")
    }

    @Test("A request that never completes is cut at the grace period and the process still exits 0")
    func graceLimitsAStalledRequest() throws {
        let server = try ServerProcess.start(environment: ["HTTP_SHUTDOWN_GRACE": "1", "HTTP_DRAIN_DELAY": "0"])
        defer { server.kill() }
        let stalled = try TestClient(port: server.port)
        stalled.send("POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n"
            + "Content-Length: 1000\r\n\r\n")
        #expect(try stalled.readResponse().status == 100)
        let signalled = Date()
        server.signal(SIGTERM)
        let status = try #require(server.waitForExit(seconds: 4), "the process exits")
        let elapsed = Date().timeIntervalSince(signalled)
        #expect(status == 0)
        #expect(elapsed >= 0.9 && elapsed < 3, "it waited for the grace period, then no longer: \(elapsed) s")
        #expect(stalled.isClosedByPeer())
    }
}

/// A `layout-server` child process on 127.0.0.1 and a port it chose itself.
final class ServerProcess: Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary built next to the test bundle, or in this package's `.build/debug`, if it is
    /// at least as new as the compiled code it links.
    static let binary: URL? = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("layout-server")
        let packageBuild = packageRoot.appendingPathComponent(".build/debug/layout-server")
        guard let found = [besideTests, packageBuild].first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        return modified(found) >= newestObject(beside: found) ? found : nil
    }()

    private static func modified(_ url: URL) -> Date {
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
    }

    /// The newest object file of the modules the server links; `swift test` recompiles these
    /// (they are in the test bundle too) without relinking the binary.
    private static func newestObject(beside binary: URL) -> Date {
        let modules = ["layout_server", "LayoutService", "HTTPServer", "LayoutWire", "LayoutEngine", "TextShaping"]
        let objects = modules.flatMap { module -> [URL] in
            let folder = binary.deletingLastPathComponent().appendingPathComponent("\(module).build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".o") }.map { folder.appendingPathComponent($0) }
        }
        return objects.map(modified).max() ?? .distantPast
    }

    let port: Int
    private let process: Process
    private let stdout: OutputBuffer

    private init(process: Process, port: Int, stdout: OutputBuffer) {
        self.process = process
        self.port = port
        self.stdout = stdout
    }

    /// Everything the process has written to standard output so far.
    var output: String { stdout.text }

    /// Starts the binary with PORT=0 and reads its port from the first log line (`"listening"`).
    /// `launcher`, when given, is a command the binary's path is appended to (`taskset -c 0`).
    static func start(environment: [String: String], launcher: [String] = []) throws -> ServerProcess {
        let process = Process()
        if let command = launcher.first, let binary {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [binary.path]
        } else {
            process.executableURL = binary
        }
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["HOST": "127.0.0.1", "PORT": "0"].merging(environment) { $1 }) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        let text = OutputBuffer()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { text.append(data) }
        }
        try process.run()
        var port: Int?
        waitUntil(seconds: 10) {
            port = listeningPort(in: text.text)
            return port != nil || !process.isRunning
        }
        guard let port else {
            process.terminate()
            throw StartFailure(output: text.text)
        }
        return ServerProcess(process: process, port: port, stdout: text)
    }

    /// The server printed no "listening" line before it exited or the wait ran out.
    struct StartFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "no listening line: \(output)" }
    }

    /// The port in a `{"message":"listening","port":N}` line.
    private static func listeningPort(in output: String) -> Int? {
        for line in output.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["message"] as? String == "listening" else { continue }
            return object["port"] as? Int
        }
        return nil
    }

    func signal(_ number: Int32) { Glibc.kill(process.processIdentifier, number) }

    /// The names of the process's threads (`/proc/PID/task/*/comm`).
    var threadNames: [String] {
        let tasks = "/proc/\(process.processIdentifier)/task"
        return ((try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []).compactMap { task in
            (try? String(contentsOfFile: "\(tasks)/\(task)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
        }
    }

    /// Whether a new client is refused a connection, or told by /readyz that the server is not ready.
    func refusesOrIsNotReady() -> Bool {
        guard let probe = try? TestClient(port: port, timeout: 1) else { return true }
        probe.send("GET /readyz HTTP/1.1\r\nHost: t\r\n\r\n")
        guard let response = try? probe.readResponse() else { return true }  // closed unanswered
        return response.status == 503
    }

    /// The exit status once the process has exited, or nil if it is still running after `seconds`.
    func waitForExit(seconds: Double) -> Int32? {
        waitUntil(seconds: seconds) { !process.isRunning } ? process.terminationStatus : nil
    }

    /// Kills the process if it is still running (a failing test must not leave it behind).
    func kill() {
        if process.isRunning { signal(SIGKILL) }
    }
}

/// A child's standard output, appended from a reading thread.
final class OutputBuffer: Sendable {
    private let storage = Mutex("")
    func append(_ data: Data) { storage.withLock { $0 += String(decoding: data, as: UTF8.self) } }
    var text: String { storage.withLock { $0 } }
}

extension ResponseFrames {
    /// The ids with a frame in a layout response body.
    static func ids(in body: [UInt8]) -> Set<String> {
        guard let json = try? JSONSerialization.jsonObject(with: Data(body)) else { return [] }
        return Set(ResponseFrames(response: json).frames.keys)
    }
}
