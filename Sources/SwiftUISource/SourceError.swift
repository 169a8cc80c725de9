public import LayoutWire

/// Why a SwiftUI source could not become a view tree, and where: answered as 422 with the
/// construct's line and column.
public struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The closed set of failures; it is the problem's `kind` member.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The source is not Swift the parser accepts.
        case syntax
        /// Brackets, braces and parentheses nest deeper than `SourceLimits.maxNesting`, or the
        /// syntax tree deeper than `maxSyntaxDepth`.
        case tooDeep
        /// The source is longer than `SourceLimits.maxSourceBytes` (answered 413).
        case tooLarge
        /// Reading the source takes more than `SourceLimits.maxSteps` or `timeout`, or a
        /// constant it builds is heavier than `WireLimits.maxTextBytes`.
        case tooComplex
        /// The views and modifiers the source makes exceed `WireLimits.maxNodes`.
        case tooManyNodes
        /// Swift the front end does not read: state, bindings, closures with effects, data that
        /// is not a literal, a view or modifier the wire has no form for.
        case unsupported
        /// A view, modifier or argument that is read but whose value breaks the wire's rules
        /// (reported by the wire decoder, placed on the source).
        case invalidValue
    }

    public var kind: Kind
    /// A sentence for people naming the construct.
    public var message: String
    /// Where the construct starts.
    public var line: Int
    public var column: Int

    public init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, for logs and messages.
    public var description: String { "\(line):\(column): \(message)" }

    /// The 422 problem+json answer.
    public var problem: Problem {
        var problem = Problem(status: kind == .tooLarge ? 413 : 422, detail: "line \(line), column \(column): \(message)", kind: kind.rawValue)
        problem.line = line
        problem.column = column
        return problem
    }
}
