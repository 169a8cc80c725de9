#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import HTTPServer
import HTTPTestSupport
import Testing

/// Admission control, many idle connections and graceful shutdown (RFC 9110 §15.6.4).
@Suite(.serialized)
struct LoadAndShutdownTests {
    @Test("Past the handler queue a request gets 503 with Retry-After; admitted ones still finish")
    func overload() throws {
        let gate = Gate()
        let configuration = testConfiguration {
            $0.handlerConcurrency = 1
            $0.handlerQueueLength = 1
            $0.retryAfterSeconds = 2
        }
        try withServer(configuration, router: testRouter(gate: gate)) { server, port in
            let running = try TestClient(port: port), queued = try TestClient(port: port), rejected = try TestClient(port: port)
            running.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(waitUntil(seconds: setUpSeconds) { gate.arrived == 1 })
            queued.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(waitUntil(seconds: setUpSeconds) { server.handlerLoad.waiting == 1 })
            rejected.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
            let response = try rejected.readResponse()
            #expect(response.status == 503 && response.headers["Retry-After"] == "2")
            #expect(response.headers["Content-Type"] == "application/problem+json")
            gate.open(2)
            #expect(try running.readResponse().text == "released")
            #expect(try queued.readResponse().text == "released")
            rejected.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")  // a 503 keeps the connection
            #expect(try rejected.readResponse().status == 200)
        }
    }

    @Test("An inline route (a health probe) answers while every worker is busy and the queue is full")
    func inlineRouteUnderOverload() throws {
        let gate = Gate()
        let configuration = testConfiguration { $0.handlerConcurrency = 1; $0.handlerQueueLength = 1 }
        try withServer(configuration, router: testRouter(gate: gate)) { server, port in
            let running = try TestClient(port: port), queued = try TestClient(port: port), probe = try TestClient(port: port)
            running.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(waitUntil(seconds: setUpSeconds) { gate.arrived == 1 })
            queued.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(waitUntil(seconds: setUpSeconds) { server.handlerLoad.waiting == 1 })
            probe.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try probe.readResponse().status == 503, "an ordinary route is refused")
            for method in ["GET", "HEAD"] {
                probe.send("\(method) /probe HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try probe.readResponse(head: method == "HEAD")
                #expect(response.status == 200, "\(method) /probe")
            }
            gate.open(2)
            #expect(try running.readResponse().text == "released")
            #expect(try queued.readResponse().text == "released")
        }
    }

    @Test("A request the router calls light (a small layout) answers on the loop while every worker is busy; others are refused")
    func lightRequestUnderOverload() throws {
        let gate = Gate()
        var router = testRouter(gate: gate)
        router.light = { $0.method == .post && $0.path == "/echo" && $0.body.count <= 16 }
        let configuration = testConfiguration { $0.handlerConcurrency = 1; $0.handlerQueueLength = 0 }
        try withServer(configuration, router: router) { server, port in
            let running = try TestClient(port: port), client = try TestClient(port: port)
            running.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(waitUntil(seconds: setUpSeconds) { gate.arrived == 1 })
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nsmall")
            let light = try client.readResponse()
            #expect(light.status == 200 && light.text == "small", "a light request does not wait for a worker")
            let big = String(repeating: "x", count: 17)
            client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 17\r\n\r\n\(big)")
            #expect(try client.readResponse().status == 503, "a request the predicate does not take needs a worker")
            gate.open(1)
            #expect(try running.readResponse().text == "released")
        }
    }

    @Test("5,000 idle keep-alive connections do not stop a new client from being served")
    func manyIdleConnections() throws {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        limit.rlim_cur = max(limit.rlim_cur, min(limit.rlim_max, 12_000))  // both ends live in this process
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let count = min(5000, (Int(limit.rlim_cur) - 256) / 2)
        // Every client here is 127.0.0.1: the per-peer bound is lifted to test the idle connections alone.
        try withServer(testConfiguration { $0.handlerQueueLength = count; $0.maxConnectionsPerPeer = count + 1 }) { server, port in
            var idle: [TestClient] = []
            for _ in 0..<count {
                let client = try TestClient(port: port)
                client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
                idle.append(client)
            }
            for client in idle { #expect(try client.readResponse().status == 200) }
            #expect(server.openConnections == count)
            let start = ContinuousClock.now
            let fresh = try TestClient(port: port)
            fresh.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try fresh.readResponse().text == "hello")
            #expect(ContinuousClock.now - start < .seconds(1))
            idle.removeAll()
            #expect(waitUntil(seconds: 2) { server.openConnections <= 1 })
        }
    }

    @Test("Graceful shutdown: refuse new connections, close idle ones, finish in-flight with Connection: close")
    func gracefulShutdown() throws {
        let gate = Gate()
        let server = Server(configuration: testConfiguration(), handler: testRouter(gate: gate))
        let port = try server.start()
        let inFlight = try TestClient(port: port), idle = try TestClient(port: port)
        idle.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        _ = try idle.readResponse()
        inFlight.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
        // The /block handler itself, not /hello's still finishing: were the drain to find the
        // in-flight request unread, its connection would close as idle.
        #expect(waitUntil(seconds: setUpSeconds) { server.handlerLoad.running == 1 })

        server.beginShutdown(delay: .zero, grace: .seconds(2))
        #expect(server.isDraining)
        #expect(try idle.readUntilClosed().isEmpty)
        #expect(waitUntil(seconds: 1) { (try? TestClient(port: port)) == nil })
        gate.open()
        let response = try inFlight.readResponse()
        #expect(response.text == "released" && response.headers["Connection"] == "close")
        #expect(try inFlight.readUntilClosed().isEmpty)
        #expect(waitUntil(seconds: 1) { !serverIsRunning(server) })
    }

    @Test("For the drain delay a stopping server still accepts and serves, closing each connection after its response; then it drains")
    func drainDelay() throws {
        let server = Server(configuration: testConfiguration(), handler: testRouter())
        let port = try server.start()
        let kept = try TestClient(port: port)
        kept.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try kept.readResponse().headers["Connection"] == nil)

        server.beginShutdown(delay: .milliseconds(600), grace: .seconds(2))
        #expect(server.isStopping && !server.isDraining)
        // A request on a connection opened before the signal, and one on a connection opened
        // after it: both answered, both told to close.
        kept.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        let late = try TestClient(port: port)
        late.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        for client in [kept, late] {
            let response = try client.readResponse()
            #expect(response.text == "hello" && response.headers["Connection"] == "close")
            #expect(try client.readUntilClosed().isEmpty)
        }
        #expect(waitUntil(seconds: 2) { server.isDraining })
        #expect(waitUntil(seconds: 1) { (try? TestClient(port: port)) == nil })
        #expect(waitUntil(seconds: 1) { !serverIsRunning(server) })
    }

    @Test("A request sent on a kept-alive connection as the drain begins is answered, not reset, and the connection then closes")
    func requestRacingTheDrain() throws {
        // Repeated, because which comes first, the server reading the request or the drain
        // reaching the connection, is up to the scheduler; either way the answer must come
        // (with `Connection: close` when the drain came first).
        for _ in 0..<20 {
            let server = Server(configuration: testConfiguration(), handler: testRouter())
            let port = try server.start()
            let client = try TestClient(port: port)
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            _ = try client.readResponse()
            client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")  // in the server's socket once sent (loopback)
            server.beginShutdown(delay: .zero, grace: .seconds(2))
            let response = try client.readResponse()
            #expect(response.text == "hello")
            #expect(try client.readUntilClosed().isEmpty)
            #expect(waitUntil(seconds: 1) { !serverIsRunning(server) })
        }
    }

    @Test("Connections the kernel completed but the server had not yet taken when the drain begins are answered, not reset")
    func backlogAtDrain() throws {
        // Clients connect and send at once, and the drain starts straight after: some of the
        // connections are still in the listen backlog then. Repeated, as the split is up to the scheduler.
        for _ in 0..<5 {
            let server = Server(configuration: testConfiguration { $0.maxConnectionsPerPeer = 1_000 }, handler: testRouter())
            let port = try server.start()
            let clients = try (0..<150).map { _ in try TestClient(port: port) }
            for client in clients { client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n") }
            server.beginShutdown(delay: .zero, grace: .seconds(2))
            for client in clients {
                let response = try client.readResponse()
                #expect(response.status == 200)
            }
            #expect(waitUntil(seconds: 2) { !serverIsRunning(server) })
        }
    }

    @Test("The handlers count as stalled once every one has been busy, none starting or finishing, past the limit")
    func stalledHandlers() throws {
        let gate = Gate()
        let server = Server(configuration: testConfiguration { $0.handlerConcurrency = 1 }, handler: testRouter(gate: gate))
        let port = try server.start()
        defer { server.beginShutdown(delay: .zero, grace: .milliseconds(100)) }
        #expect(!server.handlersStalled(longerThan: .zero))
        let stuck = try TestClient(port: port)
        stuck.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(waitUntil(seconds: setUpSeconds) { gate.arrived == 1 })
        #expect(!server.handlersStalled(longerThan: .seconds(5)))
        #expect(waitUntil(seconds: 1) { server.handlersStalled(longerThan: .milliseconds(50)) })
        gate.open()
        _ = try stuck.readResponse()
        #expect(waitUntil(seconds: 1) { !server.handlersStalled(longerThan: .milliseconds(50)) })
    }

    @Test("When the grace period ends, connections still busy are closed and the server stops")
    func graceExpires() throws {
        let gate = Gate()
        let server = Server(configuration: testConfiguration(), handler: testRouter(gate: gate))
        let port = try server.start()
        let stuck = try TestClient(port: port)
        stuck.send("GET /block HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(waitUntil(seconds: setUpSeconds) { gate.arrived == 1 })
        let start = ContinuousClock.now
        server.beginShutdown(delay: .zero, grace: .milliseconds(200))
        server.waitUntilStopped()
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(throws: TestClient.Failure.self) { try stuck.readResponse() }
        gate.open()
    }

    @Test("Signal handlers deliver SIGTERM to the closure instead of ending the process")
    func signals() {
        let received = Gate()
        let handlers = SignalHandlers(signals: [SIGUSR2]) { number in
            if number == SIGUSR2 { received.open() }
        }
        defer { handlers.cancel() }
        kill(getpid(), SIGUSR2)
        #expect(waitUntil(seconds: 1) { received.tryPass() })
    }

    @Test("A signal reaches its closure within 100 ms while every Dispatch worker is busy")
    func signalsUnderLoad() {
        let received = Gate()
        let handlers = SignalHandlers(signals: [SIGUSR1]) { number in
            if number == SIGUSR1 { received.open() }
        }
        defer { handlers.cancel() }
        let busy = DispatchSemaphore(value: 0)
        // More blocked work items than the pool has threads for: nothing queued on it runs.
        let items = 4 * sysconf(Int32(_SC_NPROCESSORS_ONLN)) + 8
        for _ in 0..<items {
            DispatchQueue.global().async { _ = busy.wait(timeout: .now() + 5) }
        }
        defer { for _ in 0..<items { busy.signal() } }
        let start = ContinuousClock.now
        kill(getpid(), SIGUSR1)
        #expect(waitUntil(seconds: 2) { received.tryPass() })
        #expect(ContinuousClock.now - start < .milliseconds(100))
    }
}
