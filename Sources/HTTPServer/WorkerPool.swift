import Dispatch
import Synchronization

/// Runs handler work on a concurrent queue with admission control.
///
/// At most `concurrency` items run at once and at most `queueLength` wait in each lane;
/// `submit` refuses the rest so the caller can answer 503 at once (RFC 9110 §15.6.4) instead of
/// letting latency grow without bound. Heavy work (`WorkLane.heavy`) takes at most
/// `heavyConcurrency` of the slots, so that with two or more slots a request of the standard
/// lane always finds one free soon, however many heavy requests clients send: a stream of
/// costly requests on a few connections does not queue everyone else behind it. Waiting items
/// start in the order they came, a heavy one only while its lane has a slot.
final class WorkerPool: Sendable {
    /// A unit of handler work.
    typealias Work = @Sendable () -> Void

    private struct Waiting {
        let work: Work
        let heavy: Bool
    }

    private struct State {
        var running = 0
        var heavyRunning = 0
        var standard = Queue()
        var heavy = Queue()
        /// When an item last started or finished.
        var progress = ContinuousClock.now
    }

    /// A first-in, first-out queue that numbers its items across both lanes.
    private struct Queue {
        var items: [(order: Int, work: Work)] = []
        var next = 0
        var count: Int { items.count - next }
        var first: (order: Int, work: Work)? { next < items.count ? items[next] : nil }

        mutating func append(_ work: @escaping Work, order: Int) { items.append((order, work)) }

        mutating func removeFirst() -> Work {
            let work = items[next].work
            next += 1
            if next == items.count {
                items.removeAll(keepingCapacity: true)
                next = 0
            } else if next > 64, next * 2 > items.count {
                items.removeFirst(next)
                next = 0
            }
            return work
        }
    }

    private let queue = DispatchQueue(label: "http.handlers", attributes: .concurrent)
    private let state = Mutex(State())
    private let order = Atomic<Int>(0)
    private let concurrency: Int
    private let heavyConcurrency: Int
    private let queueLength: Int

    /// Creates a pool admitting `concurrency` running items, at most `heavyConcurrency` of them
    /// heavy, and `queueLength` waiting in each lane.
    init(concurrency: Int, heavyConcurrency: Int? = nil, queueLength: Int) {
        self.concurrency = max(1, concurrency)
        self.heavyConcurrency = min(self.concurrency, max(1, heavyConcurrency ?? self.concurrency))
        self.queueLength = max(0, queueLength)
    }

    /// The number of items running and waiting now.
    var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.standard.count + $0.heavy.count) }
    }

    /// Whether every slot is taken and no item has started or finished for longer than `limit`:
    /// whatever runs is stuck, and new work only queues.
    func stalled(longerThan limit: Duration) -> Bool {
        state.withLock { $0.running >= concurrency && ContinuousClock.now - $0.progress > limit }
    }

    /// Starts or queues `work`; returns false, without running it, when its lane's queue is full.
    func submit(_ lane: WorkLane = .standard, _ work: @escaping Work) -> Bool {
        let heavy = lane == .heavy
        let ticket = order.add(1, ordering: .relaxed).newValue
        let admitted: Bool? = state.withLock { state in
            if state.running < concurrency, !heavy || state.heavyRunning < heavyConcurrency {
                state.running += 1
                if heavy { state.heavyRunning += 1 }
                state.progress = .now
                return true
            }
            guard (heavy ? state.heavy.count : state.standard.count) < queueLength else { return nil }
            if heavy { state.heavy.append(work, order: ticket) } else { state.standard.append(work, order: ticket) }
            return false
        }
        guard let admitted else { return false }
        if admitted { run(Waiting(work: work, heavy: heavy)) }
        return true
    }

    /// Runs `item`, then whatever waited longest that may run in the slot it leaves.
    private func run(_ item: Waiting) {
        queue.async {
            item.work()
            if let next = self.finish(heavy: item.heavy) { self.run(next) }
        }
    }

    /// Releases a slot and takes the next item for it: the one that came first of the lanes'
    /// heads, a heavy one only while its lane has room.
    private func finish(heavy: Bool) -> Waiting? {
        state.withLock { state in
            state.progress = .now
            state.running -= 1
            if heavy { state.heavyRunning -= 1 }
            let heavyMayRun = state.heavyRunning < heavyConcurrency
            let takeHeavy: Bool
            switch (state.standard.first, heavyMayRun ? state.heavy.first : nil) {
            case (nil, nil): return nil
            case (_?, nil): takeHeavy = false
            case (nil, _?): takeHeavy = true
            case let (s?, h?): takeHeavy = h.order < s.order
            }
            state.running += 1
            if takeHeavy { state.heavyRunning += 1 }
            return Waiting(work: takeHeavy ? state.heavy.removeFirst() : state.standard.removeFirst(), heavy: takeHeavy)
        }
    }
}

/// Which share of the workers a request may take (`HTTPHandler.lane(of:)`).
public enum WorkLane: Sendable, Hashable {
    /// Any worker.
    case standard
    /// At most `ServerConfiguration.heavyHandlerConcurrency` workers at once.
    case heavy
}
