#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import HTTPServer
import Synchronization

/// A gate a handler waits on, so a test can hold requests in flight and let them go.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let arrivals = Atomic<Int>(0)

    /// Blocks until `open()` is called, or 5 s pass so a failing test cannot hang.
    func wait() {
        arrivals.add(1, ordering: .sequentiallyConsistent)
        _ = semaphore.wait(timeout: .now() + 5)
    }

    /// How many handlers have reached the gate. The pool's running count is no substitute: it
    /// drops only after a handler's response is on its way, so a client can read the answer to
    /// an earlier request while that request still counts as running.
    var arrived: Int { arrivals.load(ordering: .sequentiallyConsistent) }

    /// Whether the gate was opened, consuming one opening; does not block.
    func tryPass() -> Bool { semaphore.wait(timeout: .now()) == .success }

    /// Lets `count` waiting handlers through.
    func open(_ count: Int = 1) { for _ in 0..<count { semaphore.signal() } }
}

/// The routes live tests use.
func testRouter(gate: Gate = Gate()) -> Router {
    var router = Router()
    router.add(.get, "/hello") { _ in .text("hello") }
    router.addInline("/probe") { _ in .text("alive") }
    router.add(.get, "/a") { _ in .text("a") }
    router.add(.get, "/b") { _ in .text("b") }
    router.add(.post, "/echo") { request in HTTPResponse(body: request.body) }
    router.add(.get, "/block") { _ in
        gate.wait()
        return .text("released")
    }
    return router
}

/// A configuration on 127.0.0.1, port 0, with short timeouts and any changes a test makes.
func testConfiguration(_ change: (inout ServerConfiguration) -> Void = { _ in }) -> ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.host = "127.0.0.1"
    configuration.port = 0
    configuration.lingerTimeout = .milliseconds(500)
    configuration.shutdownGracePeriod = .milliseconds(500)
    change(&configuration)
    return configuration
}

/// Runs `body` against a started server and shuts it down afterwards, waiting at most 3 s.
func withServer(
    _ configuration: ServerConfiguration = testConfiguration(), router: Router = testRouter(),
    hooks: ServerHooks = ServerHooks(), _ body: (Server, Int) throws -> Void
) throws {
    let server = Server(configuration: configuration, handler: router, hooks: hooks)
    let port = try server.start()
    defer {
        server.beginShutdown(delay: .zero, grace: .milliseconds(200))
        _ = waitUntil(seconds: 3) { !serverIsRunning(server) }
    }
    try body(server, port)
}

/// Whether the server still has a listener or connections.
func serverIsRunning(_ server: Server) -> Bool {
    let stopped = DispatchSemaphore(value: 0)
    server.onStopped { stopped.signal() }
    return stopped.wait(timeout: .now() + .milliseconds(10)) == .timedOut
}

/// How long a live server may take to reach a state a test sets up (a request at its handler,
/// connections accepted) while the other suites load the machine: a wait ends as soon as the
/// state holds, so this bounds only a failure. Claims about how soon a server acts keep their
/// own, shorter bounds.
let setUpSeconds = 10.0

/// Polls `condition` every 5 ms until it holds or `seconds` pass; returns whether it held.
@discardableResult
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now() + seconds
    while DispatchTime.now() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Collects the records the server reports, for assertions.
final class RecordLog: Sendable {
    private let records = Mutex<[ResponseRecord]>([])

    /// Appends one record.
    func append(_ record: ResponseRecord) { records.withLock { $0.append(record) } }

    /// Everything recorded so far.
    var all: [ResponseRecord] { records.withLock { $0 } }
}
