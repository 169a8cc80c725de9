/// Where a view or modifier came from in a SwiftUI source: 1-based lines and columns (columns
/// count UTF-8 bytes, as the Swift compiler's diagnostics do), the end one past the last character.
public struct SourceRange: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

/// The source range of each view and modifier of a request translated from SwiftUI source, by
/// the JSON Pointer (RFC 6901) of its object in the request: `/view`, `/view/children/0`,
/// `/view/modifiers/1`, `/view/modifiers/1/content`.
public struct SourceRanges: Sendable {
    public var byPointer: [String: SourceRange]
    /// The source's modifiers that change no frame and were left out of the request, in order.
    public var ignored: [IgnoredModifier]
    /// The values the source reads from outside it, laid out with stand-ins, in order.
    public var placeholders: [Placeholder]

    public init(byPointer: [String: SourceRange] = [:], ignored: [IgnoredModifier] = [], placeholders: [Placeholder] = []) {
        self.byPointer = byPointer
        self.ignored = ignored
        self.placeholders = placeholders
    }

    /// The range of the value at `pointer`, or of the nearest object around it that has one
    /// (a member such as `/view/modifiers/0/width` reports its modifier's range).
    public func nearest(_ pointer: String) -> SourceRange? {
        var path = Substring(pointer)
        while true {
            if let range = byPointer[String(path)] { return range }
            guard let slash = path.lastIndex(of: "/") else { return nil }
            path = path[..<slash]
        }
    }
}

/// A modifier of the source that changes no frame (paint, an effect on the rendered output,
/// behaviour, accessibility, a presentation, a tag): SwiftUI's layout does not apply it, so the
/// request leaves it out, and the answer lists it.
public struct IgnoredModifier: Sendable, Hashable {
    /// Its Swift name, without the dot.
    public var name: String
    /// Why it changes no frame: `paint`, `effect`, `behaviour`, `accessibility`, `presentation`
    /// or `identity`; `navigation`, a navigation bar's title or items outside a navigation
    /// stack; `standIn`, an image's modifier on the stand-in of a view from outside the
    /// source (`Placeholder`); or `column`, a view of a NavigationView after its first, a
    /// column of a multicolumn display, which the stack an iPhone shows leaves out (its name
    /// is `NavigationView`).
    public var kind: String
    /// From its `.` to the end of its call; a `column`'s, the whole view.
    public var source: SourceRange

    public init(name: String, kind: String, source: SourceRange) {
        self.name = name
        self.kind = kind
        self.source = source
    }
}
