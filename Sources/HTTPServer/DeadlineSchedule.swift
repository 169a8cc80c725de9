/// A connection's one deadline and the loop timer set for it, as a value: every decision takes
/// the time (`now`, `EventLoop.uptime()` nanoseconds) as an argument, so it is tested on a mock
/// clock rather than with sleeps (`DeadlineScheduleTests`).
///
/// Every request moves the deadline three or four times. The loop is told only when the
/// deadline moves earlier than the timer it holds, never later: when that timer fires before
/// the current deadline, the connection sets the timer again instead of acting. So a request
/// adds nothing to the loop's heap in the common case (a Dispatch timer moved on every request
/// cost a trip to Dispatch's manager thread, a sixth of a small request's CPU).
struct DeadlineSchedule {
    /// What the deadline is for; `.none` while a handler runs.
    private(set) var kind = ConnectionMachine.Deadline.none
    /// When the deadline ends (`.max`: never).
    private(set) var at = UInt64.max
    /// When the earliest timer set with the loop fires (`.max`: none set).
    private(set) var timerAt = UInt64.max

    /// What the connection does when a timer fires.
    enum Firing: Equatable {
        /// A timer set for a deadline since moved earlier or cleared: nothing.
        case ignore
        /// The deadline has moved later since the timer was set: set a timer for `uptime`.
        case setTimer(UInt64)
        /// The deadline has passed.
        case expired(ConnectionMachine.Deadline)
    }

    /// Starts the deadline `kind`, `interval` nanoseconds from `now` (`nil`: none). Returns the
    /// time to set a loop timer for, when the deadline now ends before the timer the loop holds.
    mutating func arm(_ kind: ConnectionMachine.Deadline, interval: UInt64?, now: UInt64) -> UInt64? {
        self.kind = kind
        guard let interval, kind != .none else {
            at = .max
            return nil
        }
        at = now &+ interval
        guard at < timerAt else { return nil }
        timerAt = at
        return at
    }

    /// The loop's timer set for `uptime` fired at `now`.
    mutating func fired(_ uptime: UInt64, now: UInt64) -> Firing {
        guard uptime == timerAt else { return .ignore }   // a timer moved earlier since
        timerAt = .max
        guard kind != .none, at != .max else { return .ignore }
        guard now >= at else {
            timerAt = at
            return .setTimer(at)   // set for an earlier deadline that has since moved later
        }
        return .expired(kind)
    }
}

extension ServerConfiguration {
    /// The time a connection has for `deadline`, in nanoseconds (`nil`: no deadline).
    func timeout(for deadline: ConnectionMachine.Deadline) -> UInt64? {
        let interval: Duration? = switch deadline {
        case .none: nil
        case .idle: idleTimeout
        case .firstRequest, .header: headerReadTimeout
        case .body: bodyReadTimeout
        case .write: writeTimeout
        case .linger: lingerTimeout
        }
        guard let interval else { return nil }
        let nanoseconds = interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000
        return UInt64(max(nanoseconds, 0))
    }
}
