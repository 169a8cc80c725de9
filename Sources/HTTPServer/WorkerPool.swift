import Dispatch
import Synchronization

/// Runs handler work on a concurrent queue with admission control.
///
/// At most `concurrency` items run at once and at most `queueLength` wait; `submit`
/// refuses the rest so the caller can answer 503 at once (RFC 9110 §15.6.4) instead of
/// letting latency grow without bound.
final class WorkerPool: Sendable {
    /// A unit of handler work.
    typealias Work = @Sendable () -> Void

    private struct State {
        var running = 0
        var waiting: [Work] = []
        var nextWaiting = 0
        /// When an item last started or finished.
        var progress = ContinuousClock.now
    }

    private let queue = DispatchQueue(label: "http.handlers", attributes: .concurrent)
    private let state = Mutex(State())
    private let concurrency: Int
    private let queueLength: Int

    /// Creates a pool admitting `concurrency` running and `queueLength` waiting items.
    init(concurrency: Int, queueLength: Int) {
        self.concurrency = max(1, concurrency)
        self.queueLength = max(0, queueLength)
    }

    /// The number of items running and waiting now.
    var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.waiting.count - $0.nextWaiting) }
    }

    /// Whether every slot is taken and no item has started or finished for longer than `limit`:
    /// whatever runs is stuck, and new work only queues.
    func stalled(longerThan limit: Duration) -> Bool {
        state.withLock { $0.running >= concurrency && ContinuousClock.now - $0.progress > limit }
    }

    /// Starts or queues `work`; returns false, without running it, when the pool is full.
    func submit(_ work: @escaping Work) -> Bool {
        let admitted: Bool? = state.withLock { state in
            if state.running < concurrency {
                state.running += 1
                state.progress = .now
                return true
            }
            guard state.waiting.count - state.nextWaiting < queueLength else { return nil }
            state.waiting.append(work)
            return false
        }
        guard let admitted else { return false }
        if admitted { run(work) }
        return true
    }

    /// Runs `work`, then whatever waited longest, keeping the slot until the queue is empty.
    private func run(_ work: @escaping Work) {
        queue.async {
            work()
            if let next = self.takeNext() { self.run(next) }
        }
    }

    /// The oldest waiting item, or nil after releasing the slot.
    private func takeNext() -> Work? {
        state.withLock { state in
            state.progress = .now
            guard state.nextWaiting < state.waiting.count else {
                state.running -= 1
                state.waiting.removeAll(keepingCapacity: true)
                state.nextWaiting = 0
                return nil
            }
            let work = state.waiting[state.nextWaiting]
            state.nextWaiting += 1
            if state.nextWaiting > 64, state.nextWaiting * 2 > state.waiting.count {
                state.waiting.removeFirst(state.nextWaiting)
                state.nextWaiting = 0
            }
            return work
        }
    }
}
