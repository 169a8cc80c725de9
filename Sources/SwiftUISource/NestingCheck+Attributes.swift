@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// Attributes the parser reads in time exponential in their nesting, or in time that grows
    /// with their nesting times the source, refused before it reads them: an `@` not followed
    /// at once by a name (`@(`, `@ (`, `@@(`); an attribute whose name, as the parser reads one
    /// (`A.B`, `A::B`, `A?`, `A!`), takes generic arguments (`@A<(`, `@A?.B<(`, `@A <(`); and an
    /// attribute inside another's arguments (`@A(@A(`, `@A (@A (`).
    ///
    /// At such an `@` inside brackets swift-syntax's parser tries the text after it more than
    /// one way (as a type with attributes, then as an expression), and each nested `@` inside
    /// that text does so again: `f(` then 16 `@(` took 14 s, each level about 3 × the one
    /// before, far inside the bracket bound (a libFuzzer find); `@A?.B<(` 16 deep took 130 s.
    /// An attribute's arguments are skipped whole at each `@` that reads them, so attributes
    /// nested in arguments cost their depth times the source (`@A (` 16 deep around 64 KB:
    /// 29 ms a kilobyte). Named attributes with or without arguments (`@State`,
    /// `@Environment(\.dismiss)`, `@escaping () -> Void`) are read once and pass. Swift itself
    /// refuses a space after `@`; custom attributes with generic arguments, optional names or
    /// attributes in attributes' arguments have no use in a view's source.
    struct Attributes {
        enum Problem {
            case unnamed, genericArguments, inArguments

            var kind: SourceError.Kind {
                switch self {
                case .unnamed: .syntax
                case .genericArguments, .inArguments: .unsupported
                }
            }

            var message: String {
                switch self {
                case .unnamed: "an attribute's name must follow its @ directly"
                case .genericArguments: "an attribute with generic arguments is not supported"
                case .inArguments: "an attribute inside another attribute's arguments is not supported"
                }
            }
        }

        private enum State { case none, name, afterName, qualified }
        private var state = State.none
        /// Where the attribute being read began.
        private var atSign = 0
        /// Parentheses open, and how many were open outside each attribute's arguments that are.
        private var parens = 0
        private var arguments: [Int] = []

        /// Follows one token, starting at byte `start` (its text, after leading trivia); returns
        /// a problem and the offset of its `@`.
        mutating func take(_ lexeme: Lexer.Lexeme, start: Int) -> (Problem, Int)? {
            let kind = lexeme.rawTokenKind
            let state = self.state
            self.state = .none
            switch kind {
            case .leftParen:
                if state == .afterName { arguments.append(parens) }
                parens += 1
            case .rightParen:
                parens = max(0, parens - 1)
                if arguments.last == parens { arguments.removeLast() }
            default: break
            }
            switch state {
            case .none:
                break
            case .name:
                self.state = .afterName
                let named = (kind == .identifier || kind == .keyword) && lexeme.leadingTriviaText.isEmpty
                return named ? nil : (.unnamed, atSign)
            case .afterName:
                // The parser reads an attribute's name as a simple type: `A.B`, `A::B`, `A?`, `A!`.
                switch kind {
                case .period, .colonColon: self.state = .qualified; return nil
                case .postfixQuestionMark, .exclamationMark: self.state = .afterName; return nil
                case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle:
                    if lexeme.tokenText.first == UInt8(ascii: "<") { return (.genericArguments, atSign) }
                default: break
                }
            case .qualified:
                switch kind {
                case .identifier, .keyword: self.state = .afterName
                case .colonColon: self.state = .qualified
                default: break
                }
                return nil
            }
            if kind == .atSign {
                atSign = start
                if !arguments.isEmpty { return (.inArguments, start) }
                if !lexeme.trailingTriviaText.isEmpty { return (.unnamed, start) }
                self.state = .name
            }
            return nil
        }
    }
}
