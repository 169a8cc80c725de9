public import LayoutWire
import SwiftParser
import SwiftSyntax

/// Bounds on a SwiftUI source beyond the wire's own (`WireLimits`), which apply to the tree it
/// becomes.
public struct SourceLimits: Sendable, Hashable {
    /// The most brackets, braces and parentheses open at once. A view level takes one or two
    /// (`HStack {`, `.overlay(alignment: .top) {`), so the default of 128 leaves room for the
    /// wire's 64 view levels. Default 128 (`SWIFT_MAX_NESTING`).
    public var maxNesting: Int
    /// The deepest syntax tree read: `NestingCheck`'s estimate, which counts every open bracket
    /// and, within one, every token that nests without a bracket (`try`, `!`, `<`, `.`, `else`,
    /// …). The translation thread's stack is sized from it (`TranslationThread.stackBytes`).
    /// A chain of 256 modifiers (`LAYOUT_MAX_LAYERS`) counts 512; a screen's deepest path, a
    /// few dozen to a few hundred. Default 1,024 (`SWIFT_MAX_SYNTAX_DEPTH`).
    public var maxSyntaxDepth: Int
    /// The largest source read, in UTF-8 bytes: a whole screen written out view by view is
    /// 10–50 KB (the benchmark's 1,001-node screen is 49.6 KB), and reading one takes some
    /// 400 bytes a token (a dense 240 KB source of `1 + 1 + …` peaked 49 MB above the idle
    /// server). Default 128 KiB (`SWIFT_MAX_SOURCE_BYTES`).
    public var maxSourceBytes: Int
    /// The most evaluation steps (`Budget`): a step per value evaluated, per byte a string
    /// operation writes and per element an array holds. A screen takes a few thousand.
    /// Default 4,000,000, some 100 ms (`SWIFT_MAX_STEPS`).
    public var maxSteps: Int
    /// The longest one translation may take, checked as it spends steps. Default 2 s
    /// (`SWIFT_TRANSLATE_TIMEOUT`).
    public var timeout: Duration
    /// How long a translation runs at the server's priority before its thread's nice value
    /// becomes `yieldNice`. Each of the 118 files of the real-code corpus (up to 10 KB) is read
    /// and laid out in under 5 ms (median 1 ms, release build), so they do not yield; a whole
    /// screen written out view by view (50 KB, some 20 ms) yields for most of its time, and a
    /// source that costs far more (the attack families, tens of milliseconds each) takes, past
    /// this, only the processor time the layouts and the event loops leave. On a processor kept
    /// busy by layouts, a translation that yields goes slowly and may meet `timeout`. Checked
    /// after the nesting check, after the parse and as steps are spent; 0 yields from the start.
    /// Default 5 ms (`SWIFT_YIELD_AFTER`).
    public var yieldAfter: Duration
    /// The nice value a translation goes on at past `yieldAfter`, 1 to 19; 0 keeps its priority.
    /// Default 0, so that a program that reads sources (a test, the fuzzer, the benchmark) keeps
    /// its priority; the server sets 19 (`SWIFT_YIELD_NICE`, `ServiceConfiguration`).
    public var yieldNice: Int
    /// The wire's bounds: views and modifiers count against `maxNodes` as they are made (a
    /// ForEach's every element counts, even an empty one), views nest at most `maxDepth`;
    /// a constant string or array weighs at most `maxTextBytes`.
    public var wire: WireLimits

    public init(maxNesting: Int = 128, maxSyntaxDepth: Int = 1_024, maxSourceBytes: Int = 128 << 10,
                maxSteps: Int = 4_000_000, timeout: Duration = .seconds(2),
                yieldAfter: Duration = .milliseconds(5), yieldNice: Int = 0, wire: WireLimits = .default) {
        self.maxNesting = maxNesting
        self.maxSyntaxDepth = maxSyntaxDepth
        self.maxSourceBytes = maxSourceBytes
        self.maxSteps = maxSteps
        self.timeout = timeout
        self.yieldAfter = yieldAfter
        self.yieldNice = yieldNice
        self.wire = wire
    }

    public static let `default` = SourceLimits()
}

/// What a SwiftUI source became: the request's `view` tree and where each part came from.
public struct Translation: Sendable {
    /// The wire view tree, exactly what a JSON request would hold in `view`.
    public var view: JSONValue
    /// The source range of every view and modifier, by its pointer in the request.
    public var sources: SourceRanges
    /// Whether the translation ran past `SourceLimits.yieldAfter` and went on at `yieldNice`.
    public var yielded = false
}

/// Reads SwiftUI source: a view expression, or whole files of `View` structs and what they use,
/// and writes the wire's view tree; `inputs` give the root view's properties their values. The
/// source is only parsed (swift-syntax), never compiled or run; whatever is not a view, a
/// modifier or literal data the wire has a form for is refused with its position.
public enum SwiftUITranslator {
    /// Translates `source`; the root is the view `root` names, else the top-level expression,
    /// else the last `View` declaration.
    /// Runs on a thread of its own whose stack fits the deepest source `limits` admit.
    public static func translate(_ source: String, root: String? = nil, inputs: InputValue? = nil,
                                 limits: SourceLimits = .default) throws(SourceError) -> Translation {
        guard source.utf8.count <= limits.maxSourceBytes else {
            throw SourceError(.tooLarge, "the source is larger than \(limits.maxSourceBytes) bytes (SWIFT_MAX_SOURCE_BYTES)",
                              line: 1, column: 1)
        }
        var result: Result<Translation, SourceError>?
        TranslationThread.run(stackBytes: TranslationThread.stackBytes(for: limits)) { ownThread in
            result = Result(catching: { () throws(SourceError) -> Translation in
                try translateHere(source, root: root, inputs: inputs, limits: limits, mayYield: ownThread)
            })
        }
        return try result!.get()
    }

    /// Translates on the calling thread, whose stack must fit `limits`; with `mayYield`, a thread
    /// made for it, whose priority it lowers past `limits.yieldAfter`.
    static func translateHere(_ source: String, root: String?, inputs: InputValue? = nil,
                              limits: SourceLimits, mayYield: Bool = false) throws(SourceError) -> Translation {
        // The deadline counts the parse too.
        let budget = Budget(maxSteps: limits.maxSteps, timeout: limits.timeout,
                            yieldAfter: mayYield ? limits.yieldAfter : nil, yieldNice: limits.yieldNice)
        budget.checkpoint()  // with no time to wait (`SWIFT_YIELD_AFTER=0`), the whole translation yields
        try NestingCheck.check(source, limits: limits)
        budget.checkpoint()
        var text = source
        let file = text.withUTF8 { bytes in
            // Generic arguments are levels to the parser but not to `maxNesting` (`NestingCheck`
            // bounds them apart): a little room for them.
            Parser.parse(source: bytes, maximumNestingLevel: limits.maxNesting + 8)
        }
        budget.checkpoint()
        var translator = Translator(file: file, source: source, limits: limits, budget: budget)
        if case .object(let members)? = inputs {
            for (name, value) in members { translator.inputs[name] = Constant(value) }
        }
        try translator.checkSyntax()
        let node = try translator.translateRoot(named: root)
        try translator.checkRootIsOwn(node)
        var ranges: [String: LayoutWire.SourceRange] = [:]
        ranges.reserveCapacity(translator.nodes)  // one per view and modifier: no rehashing as it fills
        let view = node.json(at: "/view", into: &ranges)
        var translation = Translation(view: view, sources: SourceRanges(byPointer: ranges, ignored: translator.ignored,
                                                                        placeholders: translator.placeholders.list))
        translation.yielded = budget.yielded
        return translation
    }
}

/// The translation's state: declarations found, constants in scope and the bounds spent.
struct Translator {
    let file: SourceFileSyntax
    let lines: LineTable
    let limits: SourceLimits
    let budget: Budget
    var declarations = Declarations()
    var scope = Scope()
    /// The request's `inputs`: values for the root view's properties, by name, and top-level
    /// names a preview or expression reads.
    var inputs: [String: Constant] = [:]
    /// Views and modifiers made so far, and ForEach elements walked.
    var nodes = 0
    /// View levels open now (the root is 1).
    var depth = 0
    /// The deepest `depth` a view was counted at, for the implicit ZStack of several layers,
    /// which puts them one level deeper than they were read (`read(.layers, _:)`).
    var deepest = 0
    /// Custom views being expanded, to refuse one that uses itself.
    var expanding: [String] = []
    /// Modifiers that change no frame, applied as SwiftUI's layout applies them: not at all.
    var ignored: [IgnoredModifier] = []
    /// Values from outside the source, laid out with stand-ins.
    let placeholders = PlaceholderLog()
    /// The members of the `View` structs being expanded, innermost last: their computed
    /// properties and methods.
    var members: [MemberTable] = []
    /// The navigation stacks whose root views are being read, innermost last.
    var navigation: [NavigationInfo] = []
    /// Whether a TabView's own views are being read, where a `Tab` is one tab.
    var readingTabs = false

    init(file: SourceFileSyntax, source: String, limits: SourceLimits, budget: Budget) {
        self.file = file
        self.lines = LineTable(source)
        self.limits = limits
        self.budget = budget
    }

    /// An error of `kind` at the start of `node`.
    func fail(_ kind: SourceError.Kind, _ message: String, at node: some SyntaxProtocol) -> SourceError {
        let location = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourceError(kind, message, line: location.line, column: location.column)
    }

    /// The refusal of a construct the front end does not read.
    func unsupported(_ message: String, at node: some SyntaxProtocol) -> SourceError {
        fail(.unsupported, message, at: node)
    }

    /// Where `node` is, without the trivia around it.
    func range(of node: some SyntaxProtocol) -> LayoutWire.SourceRange {
        let start = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = lines.location(of: node.endPositionBeforeTrailingTrivia.utf8Offset)
        return LayoutWire.SourceRange(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    /// Spends `steps` of the budget reading `node`; past it, or past the deadline, `tooComplex`.
    func charge(_ steps: Int, at node: some SyntaxProtocol) throws(SourceError) {
        switch budget.spend(steps) {
        case nil: return
        case .steps?:
            throw fail(.tooComplex, "the source takes more than \(budget.maxSteps) steps to read (SWIFT_MAX_STEPS)", at: node)
        case .time?:
            throw fail(.tooComplex, "the source took longer than \(limits.timeout) to read (SWIFT_TRANSLATE_TIMEOUT)", at: node)
        }
    }

    /// `value`, unless it is a string or an array heavier than `WireLimits.maxTextBytes`: no
    /// constant a view reads needs more, and a doubling one reaches any size in a few lines.
    func made(_ value: Constant, at node: some SyntaxProtocol) throws(SourceError) -> Constant {
        guard value.weight <= limits.wire.maxTextBytes else {
            throw fail(.tooComplex, "this \(value.typeName) is larger than \(limits.wire.maxTextBytes) bytes or elements "
                       + "(LAYOUT_MAX_TEXT_BYTES)", at: node)
        }
        try charge(value.weight, at: node)
        return value
    }

    /// Counts one view, modifier or ForEach element against `maxNodes`.
    mutating func spend(at node: some SyntaxProtocol) throws(SourceError) {
        try charge(1, at: node)
        nodes += 1
        guard nodes <= limits.wire.maxNodes else {
            throw fail(.tooManyNodes, "the source makes more than \(limits.wire.maxNodes) views and modifiers", at: node)
        }
    }

    /// Counts the view at `node` against `maxNodes` and refuses it when it would sit more than
    /// `maxDepth` levels deep (a view one level below `depth`).
    mutating func spendView(at node: some SyntaxProtocol) throws(SourceError) {
        try spend(at: node)
        guard depth < limits.wire.maxDepth else {
            throw fail(.tooDeep, "views nest more than \(limits.wire.maxDepth) levels deep (LAYOUT_MAX_DEPTH)", at: node)
        }
        deepest = max(deepest, depth)
    }

    /// The source's text of `node`, trimmed, for messages.
    func text(_ node: some SyntaxProtocol) -> String {
        let full = node.trimmedDescription
        return full.count > 60 ? String(full.prefix(57)) + "…" : full
    }
}
