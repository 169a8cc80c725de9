#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a translation on a thread of its own whose stack is sized for the deepest syntax tree
/// `SourceLimits.maxSyntaxDepth` admits, and waits for it: the caller's thread (a Dispatch
/// worker, a test's) has whatever stack its pool gave it, and swift-syntax recurses once per
/// level of the tree. The stack is reserved, not committed: only the pages a deep source
/// touches take memory.
enum TranslationThread {
    /// Stack bytes per level of syntax, with room to spare. Of the attack families at 1,020
    /// levels (`AttackTests`: runs of `try`, `await`, `!`, `?`, calls and subscripts of calls,
    /// chains, interpolations), the deepest took 5.8 MiB of stack in a debug build, under
    /// 6 KiB a level, and release builds take less; AddressSanitizer (the fuzzers' build) can
    /// take two to three times as much, hence 32 KiB.
    static let bytesPerLevel = 32 << 10
    /// The stack for the work outside the tree's recursion.
    static let baseBytes = 4 << 20

    static func stackBytes(for limits: SourceLimits) -> Int {
        baseBytes + limits.maxSyntaxDepth * bytesPerLevel
    }

    /// Lowers the calling thread's CPU priority to nice value `nice` (1 to 19), never raises it:
    /// a thread already at that value or lower in priority keeps its own. Returns whether the
    /// thread now runs at `nice` or lower. On Linux a nice value belongs to one thread:
    /// `setpriority(PRIO_PROCESS, 0, …)` changes only the caller's (setpriority(2), "Bugs"). Any
    /// thread may lower its own; raising it again needs `CAP_SYS_NICE` or room in `RLIMIT_NICE`,
    /// so only a thread made for the work lowers itself. At nice 19 a thread weighs 15 against an
    /// ordinary thread's 1,024 in the fair scheduler's shares (the kernel's
    /// `sched_prio_to_weight`, kernel/sched/core.c): it runs on what processor time the others
    /// leave.
    @discardableResult
    static func lowerPriority(to nice: Int) -> Bool {
        #if os(Linux)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let target = Int32(clamping: min(max(nice, 1), 19))
        errno = 0
        let current = getpriority(which, 0)  // -1 is a nice value too: errno tells the error
        guard errno == 0 else { return false }
        return current >= target || setpriority(which, 0, target) == 0
        #else
        return false
        #endif
    }

    /// Runs `body` on a thread with `stackBytes` of stack and waits for it; on the calling
    /// thread where no such thread can be made. `body` is told whether it runs on a thread of
    /// its own (which it may lower the priority of).
    static func run(stackBytes: Int, _ body: @escaping (_ ownThread: Bool) -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body(true)
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return body(false)
        }
        pthread_join(thread, nil)
    }
}

/// The body, handed to the thread.
private final class Work {
    let body: (Bool) -> Void
    init(_ body: @escaping (Bool) -> Void) { self.body = body }
}
