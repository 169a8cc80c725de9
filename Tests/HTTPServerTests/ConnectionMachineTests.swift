import Synchronization
import Testing
@testable import HTTPServer

/// The connection's request cycle as a value, fed literal bytes on a mock clock (no socket, no
/// sleeps): what it asks the socket to do for each event, written as short words.
struct ConnectionMachineTests {
    static let ms: UInt64 = 1_000_000

    /// The server's phase as the machine's rules read it: 1 draining, 2 stopping too.
    final class Phase: Sendable {
        let level = Atomic<Int>(0)
        func set(_ value: Int) { level.store(value, ordering: .relaxed) }
        var value: Int { level.load(ordering: .relaxed) }
    }

    /// A machine, its clock in milliseconds, and the server's phase.
    final class Driver {
        var machine: ConnectionMachine
        var clock: UInt64 = 0
        let phase = Phase()

        init(_ change: (inout ServerConfiguration) -> Void = { _ in }) {
            var configuration = ServerConfiguration()
            configuration.headerReadTimeout = .seconds(2)
            configuration.bodyReadTimeout = .seconds(3)
            configuration.writeTimeout = .seconds(4)
            configuration.idleTimeout = .seconds(5)
            configuration.lingerTimeout = .seconds(1)
            change(&configuration)
            let phase = phase
            machine = ConnectionMachine(rules: ConnectionRules(
                configuration: configuration, parser: RequestParser(limits: configuration.parserLimits),
                isStopping: { phase.value >= 2 }, isDraining: { phase.value >= 1 },
                willSend: nil))
            _ = machine.handle(.start, now: 0, date: "D")
        }

        /// The actions for `event` at `at` milliseconds (or the clock as it is), as words.
        func on(_ event: ConnectionMachine.Event, at: UInt64? = nil) -> [String] {
            if let at { clock = at }
            return machine.handle(event, now: clock * ConnectionMachineTests.ms, date: "D").map(Self.word)
        }

        func read(_ text: String, ended: Bool = false, at: UInt64? = nil) -> [String] {
            on(.received(.init(bytes: Array(text.utf8), ended: ended)), at: at)
        }

        /// A GET read at `at`, answered and written: the actions of its `written` event.
        @discardableResult
        func serve(at: UInt64? = nil) -> [String] {
            _ = read(ConnectionMachineTests.get, at: at)
            _ = answer("a")
            return on(.written)
        }

        func answer(_ text: String, at: UInt64? = nil) -> [String] {
            on(.answered(HTTPResponse(status: .ok, body: Array(text.utf8))), at: at)
        }

        static func word(_ action: ConnectionMachine.Action) -> String {
            switch action {
            case .watchReading(let on): on ? "read" : "pause"
            case .setTimer(let uptime): "timer \(uptime / ConnectionMachineTests.ms)"
            case .write(let bytes): writeWord(String(decoding: bytes, as: UTF8.self))
            case .handle(let request): "handle \(request.method.rawValue) \(request.target)"
            case .report(let r): "report \(r.status.code) \(r.bytesIn) in \(r.duration.components.seconds * 1000 + r.duration.components.attoseconds / 1_000_000_000_000_000) ms"
            case .spoke: "spoke"
            case .shutdownWrite: "shutdown"
            case .close: "close"
            case .closeIfQuiet: "close if quiet"
            }
        }

        /// A response's status line, and whether it closes the connection.
        static func writeWord(_ text: String) -> String {
            "write \(text.components(separatedBy: "\r\n")[0])" + (text.contains("Connection: close") ? " close" : "")
        }
    }

    static let get = "GET /a HTTP/1.1\r\nHost: h\r\n\r\n"   // 28 bytes

    @Test("A request read in two pieces is handled, answered, reported and the connection kept for the next")
    func keptAlive() {
        let c = Driver()   // the first request's timer is set for 2000
        // Each later deadline (head 2100, write 4350, idle 5360) sets no timer of its own: the
        // one held fires first and is set again for the deadline of the moment.
        #expect(c.read("GET /a HTTP/1.1\r\n", at: 100) == ["spoke"])
        #expect(c.read("Host: h\r\n\r\n", at: 300) == ["handle GET /a"])
        #expect(c.answer("hi", at: 350) == ["write HTTP/1.1 200 OK"])
        #expect(c.on(.written, at: 360) == ["report 200 28 in 260 ms"])
        #expect(c.on(.timerFired(2_000 * Self.ms), at: 2_000) == ["timer 5360"])
    }

    @Test("Pipelined requests are answered one after another, in order, from the bytes already read")
    func pipelined() {
        let c = Driver()
        #expect(c.read(Self.get + Self.get.replacingOccurrences(of: "/a", with: "/b"), at: 10) == ["spoke", "handle GET /a"])
        #expect(c.answer("a") == ["write HTTP/1.1 200 OK"])
        #expect(c.on(.written) == ["report 200 28 in 0 ms", "handle GET /b"])
    }

    @Test("A head not complete within the header timeout is answered 408 and the connection lingers, then closes")
    func headerTimeout() {
        let c = Driver()
        _ = c.read("GET /a HTTP/1.1\r\nHo", at: 1_000)
        #expect(c.on(.timerFired(2_000 * Self.ms), at: 2_000) == ["timer 3000"])  // the first request's timer: moved later
        #expect(c.on(.timerFired(3_000 * Self.ms), at: 3_000) == ["pause", "timer 7000", "write HTTP/1.1 408 Request Timeout close"])
        #expect(c.on(.written, at: 3_001) == ["report 408 19 in 2001 ms", "shutdown", "timer 4001", "read"])
        #expect(c.read("ignored", at: 3_002) == [])
        #expect(c.read("", ended: true, at: 3_003) == ["close"])
        #expect(c.on(.timerFired(4_001 * Self.ms)) == [])
    }

    @Test("A kept-alive connection that sends nothing within the idle timeout closes without a response")
    func idleTimeout() {
        let c = Driver()
        #expect(c.serve(at: 0) == ["report 200 28 in 0 ms"])
        #expect(c.on(.timerFired(2_000 * Self.ms), at: 2_000) == ["timer 5000"])
        #expect(c.on(.timerFired(5_000 * Self.ms), at: 5_000) == ["close"])
    }

    @Test("Requests that come more often than the idle timeout keep the connection open")
    func deadlineMovesLater() {
        let c = Driver()
        for second: UInt64 in 0..<8 {
            c.serve(at: second * 1_000)
            // Every timer set so far fires before its deadline, which has moved later since.
            #expect(!c.on(.timerFired(c.machine.deadlines.timerAt), at: second * 1_000 + 900).contains("close"))
        }
        #expect(c.on(.timerFired(c.machine.deadlines.timerAt), at: 12_000) == ["close"])
    }

    @Test("A malformed head is answered 400 with Connection: close, and nothing after it is read as a request")
    func malformed() {
        let c = Driver()
        #expect(c.read("GET /a HTTP/1.1\r\nBad Header\r\n\r\n" + Self.get) ==
                ["spoke", "pause", "write HTTP/1.1 400 Bad Request close"])
        #expect(c.on(.written) == ["report 400 59 in 0 ms", "shutdown", "timer 1000", "read"])
    }

    @Test("A client that asks for 100 Continue gets it once, then the body is read and handled")
    func expectContinue() {
        let c = Driver()
        let head = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n"
        #expect(c.read(head) == ["spoke", "write HTTP/1.1 100 Continue"])
        #expect(c.on(.written) == [])   // only the interim response is out
        #expect(c.read("ab") == [])
        #expect(c.read("cd") == ["handle POST /a"])
    }

    @Test("A peer that closes its side mid-request is told the request is incomplete, with no 100 Continue first")
    func endedMidRequest() {
        let c = Driver()
        #expect(c.read("GET /a HTTP/1.1\r\nHo", ended: true) == ["spoke", "pause", "write HTTP/1.1 400 Bad Request close"])
        let expecting = Driver()
        let head = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n"
        #expect(expecting.read(head, ended: true) == ["spoke", "pause", "write HTTP/1.1 400 Bad Request close"])
    }

    @Test("An HTTP/1.0 request without keep-alive, or one that asks to close, closes after its response")
    func clientCloses() {
        for request in ["GET /a HTTP/1.0\r\n\r\n", "GET /a HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"] {
            let c = Driver()
            _ = c.read(request)
            #expect(c.answer("a") == ["write HTTP/1.1 200 OK close"])
            #expect(c.on(.written).contains("shutdown"))
        }
    }

    @Test("A drain closes an idle connection if the socket is quiet, and a busy one after its response")
    func drain() {
        let idle = Driver()
        #expect(idle.on(.drain) == ["close if quiet"])
        let busy = Driver()
        _ = busy.read(Self.get)
        #expect(busy.on(.drain) == [])
        #expect(busy.answer("a") == ["write HTTP/1.1 200 OK close"])
        let kept = Driver()
        _ = kept.read(Self.get)
        _ = kept.answer("a")
        kept.phase.set(1)   // the server began draining meanwhile
        #expect(kept.on(.written) == ["report 200 28 in 0 ms", "close if quiet"])
        let stopping = Driver()
        _ = stopping.read(Self.get)
        stopping.phase.set(2)
        #expect(stopping.answer("a") == ["write HTTP/1.1 200 OK close"])
    }

    @Test("Only a connection that never sent a byte is shed")
    func shed() {
        let silent = Driver()
        #expect(silent.on(.shed) == ["close if quiet"])
        let spoke = Driver()
        spoke.serve()
        #expect(spoke.on(.shed) == [])
    }

    @Test("Bytes read while a response is made wait for it; reading pauses past a head's worth or at the end")
    func readAhead() {
        let c = Driver()
        _ = c.read(Self.get)
        #expect(c.machine.readBurst == 1)
        #expect(c.read(Self.get.replacingOccurrences(of: "/a", with: "/b")) == [])
        _ = c.answer("a")
        #expect(c.on(.written) == ["report 200 28 in 0 ms", "handle GET /b"])
        // Past a request line's and a head's worth (8,192 + 16,384 bytes by default), it pauses.
        #expect(c.read(String(repeating: "x", count: 24_576)) == [])
        #expect(c.read("x") == ["pause"])
        let ended = Driver()
        _ = ended.read(Self.get)
        #expect(ended.read("", ended: true) == ["pause"])
        _ = ended.answer("a")
        #expect(ended.on(.written) == ["report 200 28 in 0 ms", "close"])
    }

    @Test("A failed read or write closes at once, and a closed machine does nothing more")
    func failures() {
        let c = Driver()
        #expect(c.on(.received(.init(bytes: [], ended: false, failed: true))) == ["close"])
        #expect(c.machine.readBurst == 0)
        #expect(c.read(Self.get) == [] && c.on(.drain) == [] && c.on(.close) == [])
        let w = Driver()
        _ = w.read(Self.get)
        _ = w.answer("a")
        #expect(w.on(.writeFailed) == ["close"])
    }
}
