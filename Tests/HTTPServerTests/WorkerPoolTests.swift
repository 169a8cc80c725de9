#if canImport(Glibc)
import Glibc
#endif
import Dispatch
@testable import HTTPServer
import Synchronization
import Testing

/// The worker pool's lanes: heavy work takes at most its share of the slots.
///
/// Each item blocks a Dispatch thread until released, and on Linux Dispatch does not see a
/// blocked thread as idle, so a slot's thread may start late while other tests hold Dispatch's
/// threads: the waits are generous (an item holds its thread until released, at most 30 s), and
/// this suite's tests run one at a time so they do not hold threads from each other. The claims
/// are about which items start and in what order, never how fast.
@Suite(.serialized)
struct WorkerPoolTests {
    /// Records the order items start in, and holds each until released.
    final class Log: Sendable {
        let started = Mutex<[String]>([])
        let release = DispatchSemaphore(value: 0)

        func item(_ name: String) -> WorkerPool.Work {
            { [self] in
                started.withLock { $0.append(name) }
                _ = release.wait(timeout: .now() + 30)
            }
        }

        func waitFor(_ count: Int) -> Bool {
            let deadline = ContinuousClock.now + .seconds(15)
            while ContinuousClock.now < deadline {
                if started.withLock({ $0.count }) >= count { return true }
                usleep(5_000)
            }
            return false
        }
    }

    @Test("Heavy work takes at most its share of the slots; standard work starts in the slot left, before heavy work that came first")
    func heavyShare() {
        let pool = WorkerPool(concurrency: 2, heavyConcurrency: 1, queueLength: 8)
        let log = Log()
        #expect(pool.submit(.heavy, log.item("h1")))
        #expect(pool.submit(.heavy, log.item("h2")))
        #expect(log.waitFor(1))
        #expect(pool.submit(.standard, log.item("s1")))
        #expect(log.waitFor(2))
        #expect(log.started.withLock { $0 } == ["h1", "s1"])
        #expect(pool.load == (running: 2, waiting: 1))
        log.release.signal()
        log.release.signal()
        #expect(log.waitFor(3))
        #expect(log.started.withLock { $0 }.last == "h2")
        log.release.signal()
    }

    @Test("Waiting items start in the order they came, across both lanes, while the heavy lane has room")
    func order() {
        let pool = WorkerPool(concurrency: 1, heavyConcurrency: 1, queueLength: 8)
        let log = Log()
        #expect(pool.submit(.standard, log.item("s1")))
        #expect(log.waitFor(1))
        #expect(pool.submit(.heavy, log.item("h1")))
        #expect(pool.submit(.standard, log.item("s2")))
        #expect(pool.submit(.heavy, log.item("h2")))
        for _ in 0..<4 { log.release.signal() }
        #expect(log.waitFor(4))
        #expect(log.started.withLock { $0 } == ["s1", "h1", "s2", "h2"])
    }

    @Test("Each lane's queue is bounded by itself: a full heavy queue refuses heavy work, not standard work")
    func queues() {
        let pool = WorkerPool(concurrency: 2, heavyConcurrency: 1, queueLength: 1)
        let log = Log()
        #expect(pool.submit(.heavy, log.item("h1")))
        #expect(pool.submit(.heavy, log.item("h2")))
        #expect(!pool.submit(.heavy, log.item("h3")))
        #expect(pool.submit(.standard, log.item("s1")))
        #expect(log.waitFor(2))
        for _ in 0..<3 { log.release.signal() }
        #expect(log.waitFor(3))
    }
}
