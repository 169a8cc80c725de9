#if canImport(Glibc)
import Glibc
#endif
import CEpoll
import Foundation
import Synchronization

/// What an event loop calls when one of its sockets is ready or one of its deadlines is due.
protocol EventLoopClient: AnyObject {
    /// The socket can be read, or has reached its end or an error (`EPOLLIN`, `EPOLLHUP`, `EPOLLERR`).
    func readable()
    /// The socket can take more bytes (`EPOLLOUT`).
    func writable()
    /// A deadline set with `EventLoop.schedule` is due; `uptime` is the one that was set.
    func deadlineDue(_ uptime: UInt64)
}

/// One thread that waits on its own epoll set and runs, in turn, its sockets' events, the tasks
/// other threads hand it and its connections' deadlines.
///
/// The server runs one per core and gives each connection to one of them for its whole life,
/// as SwiftNIO's `MultiThreadedEventLoopGroup` does: an event is handled on the thread that
/// waited for it, with no hand-off to another thread, and the deadlines are one heap per loop
/// rather than a timer per connection.
///
/// Concurrency: `clients`, `interest` and `deadlines` are touched only on the loop's thread
/// (from events, tasks and deadlines); other threads reach the loop only through `execute`,
/// whose queue is behind a `Mutex`. That is what makes the `@unchecked Sendable` sound.
final class EventLoop: @unchecked Sendable {
    typealias Task = @Sendable () -> Void

    private struct Inbox {
        var tasks: [Task] = []
        var stopped = false
    }

    private let epoll: Int32
    /// An `eventfd` the loop also waits on, written to wake it for new tasks.
    private let wakeup: Int32
    private let inbox = Mutex(Inbox())
    private var clients: [Int32: any EventLoopClient] = [:]
    private var interest: [Int32: UInt32] = [:]
    private var deadlines = DeadlineHeap()
    /// The `Date` field's value for the responses this loop writes.
    private var dateCache = HTTPDate.Cache()
    /// The most events taken per `epoll_wait`.
    private static let batch = 256

    /// Creates the epoll set and starts the loop's thread, named `name`.
    init(name: String) {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        wakeup = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        precondition(epoll >= 0 && wakeup >= 0, "epoll_create1 or eventfd failed: \(errno)")
        var event = epoll_event(events: EPOLLIN.rawValue, data: epoll_data_t(fd: wakeup))
        epoll_ctl(epoll, EPOLL_CTL_ADD, wakeup, &event)
        // Named from inside, by the kernel's own call: on Linux a name set before `start()`
        // does not reach the thread, and Foundation's setter from inside did not always either.
        Thread { [self] in
            http_set_thread_name(name)
            run()
        }.start()
    }

    /// Runs `task` on the loop's thread, after the events it is handling now.
    func execute(_ task: @escaping Task) {
        inbox.withLock { inbox in
            guard !inbox.stopped else { return }
            inbox.tasks.append(task)
            // The loop takes every task after each wait, so it needs waking only for the first.
            // Written under the lock, so that `stop` cannot close the descriptor in between.
            if inbox.tasks.count == 1 { _ = eventfd_write(wakeup, 1) }
        }
    }

    /// Ends the loop once the tasks queued before this one have run; later tasks are dropped.
    func stop() {
        execute { [self] in
            inbox.withLock { $0.stopped = true }
        }
    }

    // MARK: On the loop's thread

    /// Starts delivering `fd`'s events to `client`; it waits for nothing until `watch` says what.
    func register(_ fd: Int32, _ client: any EventLoopClient) {
        clients[fd] = client
    }

    /// Waits for `fd` to become readable, writable, both or neither (neither takes it out of the
    /// epoll set, so that a hang-up is not reported again and again while no one reads).
    /// False when the kernel refused to add or change the watch (`ENOMEM`, or `ENOSPC` past
    /// `fs.epoll.max_user_watches`): the socket would then wait for nothing, so the caller
    /// closes it rather than leave it to its deadline.
    @discardableResult
    func watch(_ fd: Int32, read: Bool, write: Bool) -> Bool {
        let wanted = (read ? EPOLLIN.rawValue | EPOLLRDHUP.rawValue : 0) | (write ? EPOLLOUT.rawValue : 0)
        let current = interest[fd] ?? 0
        guard wanted != current else { return true }
        var event = epoll_event(events: wanted, data: epoll_data_t(fd: fd))
        let operation = wanted == 0 ? EPOLL_CTL_DEL : current == 0 ? EPOLL_CTL_ADD : EPOLL_CTL_MOD
        let accepted = epoll_ctl(epoll, operation, fd, &event) == 0
        // A failed removal leaves nothing to undo: the descriptor is closed next, which takes
        // it out of the set.
        interest[fd] = wanted == 0 || !accepted ? nil : wanted
        return accepted || wanted == 0
    }

    /// The `Date` field's value now (RFC 9110 §6.6.1), from this loop's own cache.
    func date() -> String { dateCache.now() }

    /// Stops delivering `fd`'s events; call before closing it, as the number may be reused.
    func deregister(_ fd: Int32) {
        watch(fd, read: false, write: false)
        clients[fd] = nil
    }

    /// Calls `client.deadlineDue(uptime)` once `DispatchTime`'s uptime reaches `uptime`, if
    /// `fd` still belongs to it then.
    func schedule(_ uptime: UInt64, for fd: Int32, _ client: any EventLoopClient) {
        deadlines.insert(DeadlineHeap.Entry(uptime: uptime, fd: fd, client: ObjectIdentifier(client)))
    }

    private func run() {
        var events = [epoll_event](repeating: epoll_event(), count: Self.batch)
        while true {
            let count = epoll_wait(epoll, &events, Int32(Self.batch), deadlines.waitMilliseconds(now: Self.uptime()))
            for event in events.prefix(max(Int(count), 0)) { deliver(event) }
            guard runTasks() else { break }
            fireDeadlines()
        }
        close(epoll)
        close(wakeup)
    }

    private func deliver(_ event: epoll_event) {
        let fd = event.data.fd
        if fd == wakeup {
            var value: eventfd_t = 0
            _ = eventfd_read(wakeup, &value)
            return
        }
        let flags = event.events
        let failed = flags & (EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0
        if flags & EPOLLOUT.rawValue != 0 || (failed && interest[fd].map { $0 & EPOLLOUT.rawValue != 0 } == true) {
            clients[fd]?.writable()
        }
        if flags & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue) != 0 || failed {
            if let wanted = interest[fd], wanted & EPOLLIN.rawValue != 0 { clients[fd]?.readable() }
        }
    }

    /// Runs the tasks queued so far; false once `stop` has run.
    private func runTasks() -> Bool {
        let tasks = inbox.withLock { inbox in
            defer { inbox.tasks.removeAll(keepingCapacity: true) }
            return inbox.tasks
        }
        for task in tasks { task() }
        return !inbox.withLock { $0.stopped }
    }

    private func fireDeadlines() {
        let now = Self.uptime()
        while let entry = deadlines.popDue(now: now) {
            guard let client = clients[entry.fd], ObjectIdentifier(client) == entry.client else { continue }
            client.deadlineDue(entry.uptime)
        }
    }

    /// The monotonic clock deadlines are kept in, in nanoseconds (`DispatchTime`'s uptime).
    static func uptime() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
