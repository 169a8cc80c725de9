import Dispatch
import Foundation
import HTTPServer
import LayoutService

/// The real service behind the real server on 127.0.0.1 and a free port, for one test.
final class LiveService {
    let service: Service
    let server: Server
    let port: Int

    /// Starts the service; `change` adjusts the server's settings (port and host stay loopback, 0).
    ///
    /// - Parameter accessLog: whether the service's access hook runs. It writes one log line per
    ///   request to standard output and feeds `/metrics`, so only tests of those turn it on.
    init(accessLog: Bool = false, service changeService: (inout ServiceConfiguration) -> Void = { _ in },
         _ change: (inout ServerConfiguration) -> Void = { _ in }) throws {
        var configuration = ServerConfiguration()
        change(&configuration)
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.lingerTimeout = .milliseconds(500)
        var serviceConfiguration = ServiceConfiguration()
        changeService(&serviceConfiguration)
        service = try Service(configuration: serviceConfiguration, startTime: Date().timeIntervalSince1970)
        var hooks = service.hooks
        if !accessLog { hooks.didRespond = nil }
        server = Server(configuration: configuration, handler: service.router, hooks: hooks)
        service.observe(server)
        port = try server.start()
    }

    /// The absolute URL of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Shuts the server down and waits for it to stop, at most 3 s.
    func stop() {
        server.beginShutdown(delay: .zero, grace: .milliseconds(200))
        let stopped = DispatchSemaphore(value: 0)
        server.onStopped { stopped.signal() }
        _ = stopped.wait(timeout: .now() + 3)
    }
}

/// Runs `body` against a started service and stops it afterwards, whatever `body` does.
func withLiveService<T>(
    accessLog: Bool = false, service changeService: (inout ServiceConfiguration) -> Void = { _ in },
    _ change: (inout ServerConfiguration) -> Void = { _ in },
    _ body: (LiveService) throws -> T
) throws -> T {
    let live = try LiveService(accessLog: accessLog, service: changeService, change)
    defer { live.stop() }
    return try body(live)
}

/// Small request bodies used across the suite.
enum Bodies {
    /// An HStack of two fixed squares: 130×50 at the origin when proposed nothing.
    static let twoSquares = Array("""
        {"view":{"type":"HStack","id":"row","spacing":10,"children":[
          {"type":"Color","id":"a","modifiers":[{"type":"frame","width":50,"height":50}]},
          {"type":"Color","id":"b","modifiers":[{"type":"frame","width":70,"height":30}]}]}}
        """.utf8)

    /// The frames `twoSquares` must come back with, by view id and modifier layer: x, y, width, height.
    static let twoSquaresFrames: [String: [Double]] = [
        "row": [0, 0, 130, 50], "a": [0, 0, 50, 50], "a.modifiers[0]": [0, 0, 50, 50],
        "b": [60, 10, 70, 30], "b.modifiers[0]": [60, 10, 70, 30],
    ]
}

/// Polls `condition` every 10 ms until it holds or `seconds` pass; returns whether it held.
@discardableResult
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
