import SwiftSyntax

/// The work one translation may do, besides the nodes it makes: every evaluation step, every
/// byte a string operation writes and every element an array holds costs a step, so the time
/// and memory a source costs grow with its size, not with what its constants multiply to
/// (`let b = [a, a, a, …]` ten times over, `let s2 = s1 + s1`, a long run of `+` folding one
/// string). Past `SourceLimits.maxSteps`, or past the deadline, translation stops with
/// `tooComplex` at the construct it was reading. Past `SourceLimits.yieldAfter` it goes on at a
/// lower CPU priority (`TranslationThread.lowerPriority`), so that a flood of costly sources
/// leaves the processor to the requests that cost little.
///
/// A reference, so that the non-mutating evaluator can spend from it; it keeps what is known
/// of the expressions already walked, for the same reason.
final class Budget {
    let maxSteps: Int
    let deadline: ContinuousClock.Instant
    private(set) var steps = 0
    /// Steps since the clock was last read: reading it costs more than a step.
    private var sinceClock = 0
    /// When the thread's priority goes down to `yieldNice`; nil once it has, or where it may not.
    private var yieldAt: ContinuousClock.Instant?
    private let yieldNice: Int
    /// Whether the thread went on at `yieldNice`.
    private(set) var yielded = false
    /// Whether an expression asked about, or a call in one, involves a floating-point value
    /// (`Translator.involvesFloatingPoint`).
    var floating: [SyntaxIdentifier: Bool] = [:]
    /// Elements made by ranges and `map` as data, in all (`Translator.countElements`).
    var collectionElements = 0
    /// Each sequence's elements, listed once (`Translator.elements(of:)`).
    var sequences: [SyntaxIdentifier: [ExprSyntax]] = [:]
    /// Each `View` struct's parts, sorted once (`Translator.viewParts`).
    var viewParts: [SyntaxIdentifier: ViewParts] = [:]
    /// The computed properties (by name) and functions (`name()`) being evaluated, to refuse
    /// one that reads itself.
    private var evaluating: Set<String> = []

    /// The expressions a name holds that are being read (`Translator.following`).
    private var following: Set<SyntaxIdentifier> = []

    /// Whether `name` may be evaluated now: it is not already being evaluated.
    func enter(_ name: String) -> Bool { evaluating.insert(name).inserted }
    /// How deep computed values and functions are being evaluated, one inside another
    /// (`Translator.enterNesting`), a function's arguments and default values included.
    private(set) var nesting = 0
    func nest() { nesting += 1 }
    func unnest() { nesting -= 1 }
    func leave(_ name: String) { evaluating.remove(name) }

    /// Whether the expression a name holds may be read now: it is not already being read.
    func enter(_ expression: ExprSyntax) -> Bool { following.insert(expression.id).inserted }
    func leave(_ expression: ExprSyntax) { following.remove(expression.id) }

    /// A budget of `maxSteps` and `timeout` from now; with `yieldAfter`, the calling thread's
    /// nice value becomes `yieldNice` once that much time has passed (the caller's own thread only:
    /// a pool's thread would keep it).
    init(maxSteps: Int, timeout: Duration, yieldAfter: Duration? = nil, yieldNice: Int = 0) {
        let now = ContinuousClock.now
        self.maxSteps = maxSteps
        self.deadline = now.advanced(by: timeout)
        self.yieldAt = yieldNice > 0 ? yieldAfter.map { now.advanced(by: $0) } : nil
        self.yieldNice = yieldNice
    }

    enum Exhausted { case steps, time }

    /// Spends `n` steps; what ran out, if anything did.
    func spend(_ n: Int = 1) -> Exhausted? {
        steps &+= max(n, 0)
        sinceClock &+= max(n, 0)
        if steps > maxSteps { return .steps }
        if sinceClock >= 4_096 {
            sinceClock = 0
            let now = ContinuousClock.now
            if now >= deadline { return .time }
            yieldIfDue(now)
        }
        return nil
    }

    /// Lowers the thread's priority if its time has come: between the phases that spend no
    /// steps (the nesting check, the parse).
    func checkpoint() { yieldIfDue(.now) }

    private func yieldIfDue(_ now: ContinuousClock.Instant) {
        guard let yieldAt, now >= yieldAt else { return }
        self.yieldAt = nil
        yielded = TranslationThread.lowerPriority(to: yieldNice)
    }
}
