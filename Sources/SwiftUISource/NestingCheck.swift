/// Refuses a source whose brackets nest deeper than `SourceLimits.maxNesting`, or whose
/// modifier chains are longer than the layers a view may have, before the parser sees it: the
/// parser recurses once per bracket level, and a chain of calls makes a syntax tree as deep as
/// the chain is long, which swift-syntax's own walks recurse down.
///
/// The count is the parser's: `(`, `[` and `{` open a level, outside comments and string
/// literals; an interpolation `\(` inside a string opens one too and returns to code. A chain
/// is the run of `.` at one level that no `;`, `,` or new line starting with anything but `.`
/// interrupts.
enum NestingCheck {
    static func check(_ source: String, limit: Int, maxChain: Int) throws(SourceError) {
        var scanner = Scanner(limit: limit, maxChain: maxChain + 8)
        for byte in source.utf8 {
            scanner.take(byte)
            if let (line, column) = scanner.exceeded {
                throw SourceError(.tooDeep, "brackets, braces and parentheses nest more than \(limit) deep "
                                  + "(SWIFT_MAX_NESTING)", line: line, column: column)
            }
            if let (line, column) = scanner.squareTooDeep {
                throw SourceError(.tooDeep, "square brackets nest more than \(Scanner.maxSquareNesting) deep", line: line, column: column)
            }
            if let (line, column) = scanner.chainTooLong {
                throw SourceError(.tooDeep, "more than \(maxChain) modifiers in one chain (LAYOUT_MAX_LAYERS)",
                                  line: line, column: column)
            }
        }
    }

    /// A byte-at-a-time scanner over code, comments and strings.
    struct Scanner {
        enum Mode { case code, lineComment, blockComment, string }
        /// Square brackets open at once, a fixed bound far inside `limit`: the parser's lookahead
        /// for a type at `[` backtracks, and its time grows exponentially with their nesting (115
        /// nested `[` took more than 10 s). Array literals in view code nest two or three deep.
        static let maxSquareNesting = 8
        let limit: Int
        let maxChain: Int
        var square = 0
        var squareTooDeep: (Int, Int)?
        var mode = Mode.code
        /// The `.`s of the chain at each open level.
        var chains: [Int] = [0]
        var lineStart = false
        var chainTooLong: (Int, Int)?
        var depth = 0
        var blockDepth = 0
        /// For each open interpolation, the nesting at which its `)` returns to the string.
        var interpolations: [Int] = []
        var previous: UInt8 = 0
        var escaped = false
        var line = 1
        var column = 0
        var exceeded: (Int, Int)?

        mutating func take(_ b: UInt8) {
            if b == UInt8(ascii: "\n") { line += 1; column = 0 } else { column += 1 }
            if mode == .code { chain(b) }
            defer { previous = b }
            switch mode {
            case .code: code(b)
            case .lineComment: if b == UInt8(ascii: "\n") { mode = .code }
            case .blockComment: blockComment(b)
            case .string: string(b)
            }
        }

        private mutating func code(_ b: UInt8) {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit, exceeded == nil { exceeded = (line, column) }
                if b == UInt8(ascii: "[") { square += 1 }
                if square > Self.maxSquareNesting, squareTooDeep == nil { squareTooDeep = (line, column) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if b == UInt8(ascii: "]") { square = max(0, square - 1) }
                if b == UInt8(ascii: ")"), interpolations.last == depth {
                    interpolations.removeLast()
                    mode = .string
                }
                depth = max(0, depth - 1)
            case UInt8(ascii: "\""): mode = .string
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): mode = .lineComment
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
                mode = .blockComment
                blockDepth = 1
            default: break
            }
        }

        /// Counts the dots of the chain at the current level.
        private mutating func chain(_ b: UInt8) {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): chains.append(0)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): if chains.count > 1 { chains.removeLast() }
            case UInt8(ascii: ";"), UInt8(ascii: ","): chains[chains.count - 1] = 0
            case UInt8(ascii: "\n"): lineStart = true; return
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): return
            case UInt8(ascii: "."):
                chains[chains.count - 1] += 1
                if chains[chains.count - 1] > maxChain, chainTooLong == nil { chainTooLong = (line, column) }
            default: if lineStart { chains[chains.count - 1] = 0 }
            }
            lineStart = false
        }

        private mutating func blockComment(_ b: UInt8) {
            if b == UInt8(ascii: "/"), previous == UInt8(ascii: "*") { blockDepth -= 1 }
            if b == UInt8(ascii: "*"), previous == UInt8(ascii: "/") { blockDepth += 1 }
            if blockDepth == 0 { mode = .code }
        }

        private mutating func string(_ b: UInt8) {
            if escaped {
                escaped = false
                if b == UInt8(ascii: "(") {
                    depth += 1
                    if depth > limit, exceeded == nil { exceeded = (line, column) }
                    interpolations.append(depth)
                    mode = .code
                }
                return
            }
            if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { mode = .code }
        }
    }
}
