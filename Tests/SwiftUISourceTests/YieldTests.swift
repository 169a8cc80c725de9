#if os(Linux)
import Glibc
@testable import SwiftUISource
import Testing

/// A costly translation yields the processor (`SourceLimits.yieldAfter`, `Budget`): past its
/// time, the thread made for it goes on at a lower priority; a thread it borrows keeps its own.
@Suite struct YieldTests {
    /// The calling thread's nice value (on Linux, each thread has its own).
    static func nice() -> Int32 { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }

    /// Runs `body` on a thread made for it, as a translation runs, and returns what it returned.
    static func onOwnThread<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        TranslationThread.run(stackBytes: 1 << 20) { ownThread in
            precondition(ownThread, "a 1 MiB thread could not be made")
            result = body()
        }
        return result!
    }

    /// The nice values a budget's thread has before and after a checkpoint.
    static func niceAroundCheckpoint(yieldAfter: Duration, yieldNice: Int) -> (before: Int32, after: Int32) {
        onOwnThread {
            let budget = Budget(maxSteps: 10, timeout: .seconds(60), yieldAfter: yieldAfter, yieldNice: yieldNice)
            let before = nice()
            budget.checkpoint()
            return (before, nice())
        }
    }

    @Test("Past SWIFT_YIELD_AFTER a translation's thread goes on at SWIFT_YIELD_NICE")
    func yieldsWhenDue() throws {
        try #require(Self.nice() < 19, "the tests already run at the lowest priority")
        let (before, after) = Self.niceAroundCheckpoint(yieldAfter: .zero, yieldNice: 19)
        #expect(before == Self.nice())
        #expect(after == 19)
    }

    @Test("Before its time, or with SWIFT_YIELD_NICE=0, the thread keeps its priority")
    func keepsPriority() {
        let early = Self.niceAroundCheckpoint(yieldAfter: .seconds(3_600), yieldNice: 19)
        #expect(early.after == early.before)
        let never = Self.niceAroundCheckpoint(yieldAfter: .zero, yieldNice: 0)
        #expect(never.after == never.before)
    }

    @Test("Yielding never raises a priority: a thread already lower keeps its own")
    func neverRaises() {
        let after = Self.onOwnThread { () -> Int32 in
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 15)
            let budget = Budget(maxSteps: 10, timeout: .seconds(60), yieldAfter: .zero, yieldNice: 10)
            budget.checkpoint()
            return Self.nice()
        }
        #expect(after == 15)
    }

    @Test("Spending steps past the time yields, as the checkpoints do")
    func spendingYields() throws {
        try #require(Self.nice() < 19)
        let after = Self.onOwnThread { () -> Int32 in
            let budget = Budget(maxSteps: 1 << 40, timeout: .seconds(60), yieldAfter: .milliseconds(1), yieldNice: 19)
            let due = ContinuousClock.now.advanced(by: .milliseconds(2))
            while ContinuousClock.now < due { _ = budget.spend() }
            for _ in 0..<4_096 { _ = budget.spend() }  // the clock is read every 4,096 steps
            return Self.nice()
        }
        #expect(after == 19)
    }

    @Test("Where no thread can be made, the translation runs on the caller's thread and says so")
    func fallbackIsBorrowed() {
        var own: Bool?
        TranslationThread.run(stackBytes: 1 << 56) { own = $0 }  // more than any address space
        #expect(own == false)
    }

    @Test("A translation yields on its own thread, and on a caller's thread never changes the caller's priority")
    func translationsYieldOnTheirOwnThread() throws {
        let source = "let a = 1" + String(repeating: " + 1", count: 2_000) + "\nText(\"\\(a)\")"
        #expect(try SwiftUITranslator.translate(source, limits: SourceLimits(yieldAfter: .zero, yieldNice: 19)).yielded)
        #expect(try !SwiftUITranslator.translate(source, limits: SourceLimits(yieldAfter: .zero)).yielded, "the library's default is 0")
        let before = Self.nice()
        let here = try SwiftUITranslator.translateHere(source, root: nil, limits: SourceLimits(yieldAfter: .zero, yieldNice: 19))
        #expect(!here.yielded)
        #expect(Self.nice() == before)
    }
}
#endif
