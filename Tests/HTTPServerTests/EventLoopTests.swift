#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import HTTPServer
import Synchronization
import Testing

/// The event loop's own parts, without an HTTP connection: its deadline heap and its task queue.
struct EventLoopTests {
    private static func entry(_ uptime: UInt64, fd: Int32 = 3) -> DeadlineHeap.Entry {
        DeadlineHeap.Entry(uptime: uptime, fd: fd, client: ObjectIdentifier(EventLoopTests.self))
    }

    @Test("Deadlines come out earliest first, and none before it is due")
    func heapOrder() {
        var heap = DeadlineHeap()
        for uptime: UInt64 in [50, 10, 40, 30, 20, 10, 60] { heap.insert(Self.entry(uptime)) }
        #expect(heap.popDue(now: 9) == nil)
        var popped: [UInt64] = []
        while let entry = heap.popDue(now: 45) { popped.append(entry.uptime) }
        #expect(popped == [10, 10, 20, 30, 40])
        #expect(heap.count == 2)
    }

    @Test("The loop waits until the earliest deadline, rounded up to a millisecond, or without limit when there is none")
    func waitTime() {
        var heap = DeadlineHeap()
        #expect(heap.waitMilliseconds(now: 0) == -1)
        heap.insert(Self.entry(5_000_001))
        #expect(heap.waitMilliseconds(now: 0) == 6)
        #expect(heap.waitMilliseconds(now: 5_000_001) == 0)
        #expect(heap.waitMilliseconds(now: 9_000_000) == 0)
    }

    @Test("Tasks handed in from several threads all run, each thread's in its order, on the loop's one thread")
    func tasksRunOnOneThread() {
        let loop = EventLoop(name: "test.loop")
        defer { loop.stop() }
        let seen = Mutex<(threads: Set<String>, order: [Int: [Int]])>((threads: [], order: [:]))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for index in 0..<250 {
                loop.execute {
                    seen.withLock {
                        $0.threads.insert(Thread.current.name ?? "")
                        $0.order[sender, default: []].append(index)
                    }
                    if index == 249 { done.signal() }
                }
            }
        }
        for _ in 0..<4 { #expect(done.wait(timeout: .now() + 5) == .success) }
        seen.withLock { seen in
            #expect(seen.threads == ["test.loop"])
            for sender in 0..<4 { #expect(seen.order[sender] == Array(0..<250)) }
        }
    }

    @Test("A deadline reaches its client no earlier than set, and never a client that has left the loop")
    func deadlines() {
        final class Client: EventLoopClient, @unchecked Sendable {
            let fired = Mutex<[UInt64]>([])
            func readable() {}
            func writable() {}
            func deadlineDue(_ uptime: UInt64) {
                #expect(EventLoop.uptime() >= uptime)
                fired.withLock { $0.append(uptime) }
            }
        }
        let loop = EventLoop(name: "test.deadlines")
        defer { loop.stop() }
        let staying = Client(), leaving = Client()
        let start = EventLoop.uptime()
        loop.execute {
            loop.register(100, staying)
            loop.register(101, leaving)
            loop.schedule(start + 50_000_000, for: 100, staying)
            loop.schedule(start + 20_000_000, for: 101, leaving)
            loop.deregister(101)
        }
        #expect(waitUntil(seconds: 2) { staying.fired.withLock { $0.count } == 1 })
        #expect(leaving.fired.withLock { $0.isEmpty })
    }
}
