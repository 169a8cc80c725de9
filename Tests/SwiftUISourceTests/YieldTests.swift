#if os(Linux)
import Glibc
@testable import SwiftUISource
import Testing

/// A costly translation yields the processor (`SourceLimits.yieldAfter`, `Budget`): past its
/// time, the thread made for it goes on at a lower priority; a thread it borrows keeps its own.
@Suite struct YieldTests {
    /// The calling thread's nice value (on Linux, each thread has its own).
    static func nice() -> Int32 { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }

    /// The nice values a budget's thread has before and after a checkpoint.
    static func niceAround(yieldAfter: Duration?, yieldNice: Int) -> (before: Int32, after: Int32) {
        var seen: (Int32, Int32) = (0, 0)
        TranslationThread.run(stackBytes: 1 << 20) { ownThread in
            let budget = Budget(maxSteps: 10, timeout: .seconds(60), yieldAfter: ownThread ? yieldAfter : nil,
                                yieldNice: yieldNice)
            let before = nice()
            budget.checkpoint()
            seen = (before, nice())
        }
        return seen
    }

    @Test("Past SWIFT_YIELD_AFTER a translation's thread goes on at SWIFT_YIELD_NICE")
    func yieldsWhenDue() {
        let (before, after) = Self.niceAround(yieldAfter: .zero, yieldNice: 19)
        #expect(before == Self.nice())
        #expect(after == 19)
    }

    @Test("Before its time, or with SWIFT_YIELD_NICE=0, the thread keeps its priority")
    func keepsPriority() {
        let early = Self.niceAround(yieldAfter: .seconds(3_600), yieldNice: 19)
        #expect(early.after == early.before)
        let never = Self.niceAround(yieldAfter: .zero, yieldNice: 0)
        #expect(never.after == never.before)
    }

    @Test("Translating on the caller's thread never lowers the caller's priority")
    func borrowedThreadKeepsPriority() throws {
        let before = Self.nice()
        let limits = SourceLimits(yieldAfter: .zero)
        _ = try SwiftUITranslator.translateHere("let a = 1" + String(repeating: " + 1", count: 5_000) + "\nText(\"\\(a)\")",
                                                root: nil, limits: limits)
        #expect(Self.nice() == before)
    }

    @Test("A translation that yields reads the source as one that does not")
    func sameAnswer() throws {
        let source = "VStack {\n" + (0..<200).map { "  Text(\"row \($0)\").padding(\($0 % 7))\n" }.joined() + "}"
        let yielding = try SwiftUITranslator.translate(source, limits: SourceLimits(yieldAfter: .zero))
        let keeping = try SwiftUITranslator.translate(source, limits: SourceLimits(yieldNice: 0))
        #expect(yielding.view == keeping.view)
    }
}
#endif
