public import LayoutWire
import SwiftParser
import SwiftSyntax

/// Bounds on a SwiftUI source beyond the wire's own (`WireLimits`), which apply to the tree it
/// becomes.
public struct SourceLimits: Sendable, Hashable {
    /// The most brackets, braces and parentheses open at once. The parser recurses once per
    /// level, and its debug build needs much stack for each (swift-syntax lowers its own default
    /// to 20 there), so a deeper source is refused before it is parsed. A view level takes one
    /// or two (`HStack {`, `.overlay(alignment: .top) {`), so the default of 128 leaves room for
    /// the wire's 64 view levels. Default 128 (`SWIFT_MAX_NESTING`).
    public var maxNesting: Int
    /// The wire's bounds: views and modifiers count against `maxNodes` as they are made (a
    /// ForEach's every element counts, even an empty one), views nest at most `maxDepth`.
    public var wire: WireLimits

    public init(maxNesting: Int = 128, wire: WireLimits = .default) {
        self.maxNesting = maxNesting
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
}

/// Reads SwiftUI source: a view expression, or `struct Name: View { var body: some View { … } }`
/// declarations (with `AlignmentID`s and constants), and writes the wire's view tree. The
/// source is only parsed (swift-syntax), never compiled or run; whatever is not a view, a
/// modifier or literal data the wire has a form for is refused with its position.
public enum SwiftUITranslator {
    /// Translates `source`; the root is the view `root` names, else the top-level expression,
    /// else the last `View` declaration.
    public static func translate(_ source: String, root: String? = nil,
                                 limits: SourceLimits = .default) throws(SourceError) -> Translation {
        try NestingCheck.check(source, limit: limits.maxNesting, maxChain: limits.wire.maxLayers)
        var text = source
        let file = text.withUTF8 { bytes in
            // Angle brackets count for the parser but not for `NestingCheck`: a little room for generics.
            Parser.parse(source: bytes, maximumNestingLevel: limits.maxNesting + 8)
        }
        var translator = Translator(file: file, limits: limits)
        try translator.checkSyntax()
        let node = try translator.translateRoot(named: root)
        var ranges: [String: LayoutWire.SourceRange] = [:]
        let view = node.json(at: "/view", into: &ranges)
        return Translation(view: view, sources: SourceRanges(byPointer: ranges))
    }
}

/// The translation's state: declarations found, constants in scope and the bounds spent.
struct Translator {
    let file: SourceFileSyntax
    let converter: SourceLocationConverter
    let limits: SourceLimits
    var declarations = Declarations()
    var scope = Scope()
    /// Views and modifiers made so far, and ForEach elements walked.
    var nodes = 0
    /// View levels open now (the root is 1).
    var depth = 0
    /// Custom views being expanded, to refuse one that uses itself.
    var expanding: [String] = []

    init(file: SourceFileSyntax, limits: SourceLimits) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: "", tree: file)
        self.limits = limits
    }

    /// An error of `kind` at the start of `node`.
    func fail(_ kind: SourceError.Kind, _ message: String, at node: some SyntaxProtocol) -> SourceError {
        let location = node.startLocation(converter: converter)
        return SourceError(kind, message, line: location.line, column: location.column)
    }

    /// The refusal of a construct the front end does not read.
    func unsupported(_ message: String, at node: some SyntaxProtocol) -> SourceError {
        fail(.unsupported, message, at: node)
    }

    /// Where `node` is, without the trivia around it.
    func range(of node: some SyntaxProtocol) -> LayoutWire.SourceRange {
        let start = node.startLocation(converter: converter)
        let end = node.endLocation(converter: converter)
        return LayoutWire.SourceRange(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    /// Counts one view, modifier or ForEach element against `maxNodes`.
    mutating func spend(at node: some SyntaxProtocol) throws(SourceError) {
        nodes += 1
        guard nodes <= limits.wire.maxNodes else {
            throw fail(.tooManyNodes, "the source makes more than \(limits.wire.maxNodes) views and modifiers", at: node)
        }
    }

    /// The source's text of `node`, trimmed, for messages.
    func text(_ node: some SyntaxProtocol) -> String {
        let full = node.trimmedDescription
        return full.count > 60 ? String(full.prefix(57)) + "…" : full
    }
}
