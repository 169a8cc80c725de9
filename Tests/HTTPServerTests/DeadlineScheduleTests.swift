import Testing
@testable import HTTPServer

/// The connection's deadline on a mock clock: the loop is told of a deadline only when it moves
/// earlier than the timer it holds; a timer that fires before a deadline moved later is set
/// again; a timer whose deadline moved earlier or went away does nothing.
struct DeadlineScheduleTests {
    static let second: UInt64 = 1_000_000_000

    @Test("The first deadline sets a timer; one that moves later sets none, and the early timer is set again for it")
    func movesLater() {
        var d = DeadlineSchedule()
        #expect(d.arm(.header, interval: 5 * Self.second, now: 0) == 5 * Self.second)
        // A response, then the idle deadline from t = 1 s: later than the timer held.
        #expect(d.arm(.none, interval: nil, now: Self.second) == nil)
        #expect(d.arm(.idle, interval: 10 * Self.second, now: Self.second) == nil)
        #expect(d.fired(5 * Self.second, now: 5 * Self.second) == .setTimer(11 * Self.second))
        #expect(d.fired(11 * Self.second, now: 11 * Self.second) == .expired(.idle))
    }

    @Test("A deadline that moves earlier sets a new timer, and the old one does nothing when it fires")
    func movesEarlier() {
        var d = DeadlineSchedule()
        #expect(d.arm(.idle, interval: 30 * Self.second, now: 0) == 30 * Self.second)
        #expect(d.arm(.header, interval: Self.second, now: 2 * Self.second) == 3 * Self.second)
        #expect(d.fired(3 * Self.second, now: 3 * Self.second) == .expired(.header))
        #expect(d.fired(30 * Self.second, now: 30 * Self.second) == .ignore)
    }

    @Test("While a handler runs there is no deadline: its timer does nothing, and the next deadline sets one again")
    func noneWhileHandling() {
        var d = DeadlineSchedule()
        _ = d.arm(.body, interval: 4 * Self.second, now: 0)
        #expect(d.arm(.none, interval: nil, now: Self.second) == nil)
        #expect(d.fired(4 * Self.second, now: 4 * Self.second) == .ignore)
        #expect(d.arm(.write, interval: 2 * Self.second, now: 9 * Self.second) == 11 * Self.second)
        #expect(d.fired(11 * Self.second, now: 11 * Self.second + 1) == .expired(.write))
    }

    @Test("Kept-alive requests that come more often than the idle timeout keep moving it on; it expires once they stop")
    func keptAlive() {
        var d = DeadlineSchedule()
        let idle = 4 * Self.second / 10
        var timer = d.arm(.idle, interval: idle, now: 0)
        var now: UInt64 = 0
        // A request every 0.2 s for 1.2 s: the loop is told of no new timer, and each timer that
        // fires finds the deadline moved later and sets one for it.
        while now < 12 * Self.second / 10 {
            now += 2 * Self.second / 10
            if let t = timer, t <= now {
                guard case .setTimer(let next) = d.fired(t, now: now) else { Issue.record("expired at \(now)"); return }
                timer = next
            }
            #expect(d.arm(.header, interval: Self.second, now: now) == nil)
            #expect(d.arm(.idle, interval: idle, now: now) == nil)
        }
        var expired = false
        while let t = timer, !expired {
            switch d.fired(t, now: t) {
            case .setTimer(let next): timer = next
            case .expired(let kind): expired = kind == .idle
            case .ignore: timer = nil
            }
        }
        #expect(expired)
    }

    @Test("Each deadline takes its configured timeout; the first request's is the header timeout")
    func timeouts() {
        var c = ServerConfiguration()
        c.idleTimeout = .seconds(7)
        c.headerReadTimeout = .milliseconds(250)
        c.bodyReadTimeout = .seconds(3)
        #expect(c.timeout(for: .idle) == 7 * Self.second)
        #expect(c.timeout(for: .firstRequest) == Self.second / 4)
        #expect(c.timeout(for: .header) == Self.second / 4)
        #expect(c.timeout(for: .body) == 3 * Self.second)
        #expect(c.timeout(for: .none) == nil)
    }
}
