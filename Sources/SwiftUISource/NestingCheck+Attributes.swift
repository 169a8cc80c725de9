@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// Attributes the parser reads in time exponential in their nesting, refused before it
    /// reads them: an `@` not followed at once by a name (`@(`, `@ (`, `@@(`), and an
    /// attribute whose name takes generic arguments (`@A<(`, `@A.B<(`, `@A <(`).
    ///
    /// At such an `@` inside brackets swift-syntax's parser tries the text after it more than
    /// one way (as a type with attributes, then as an expression), and each nested `@` inside
    /// that text does so again: `f(` then 16 `@(` took 14 s, each level about 3 × the one
    /// before, far inside the bracket bound (a libFuzzer find). Named attributes with or
    /// without arguments (`@State`, `@Environment(\.dismiss)`, `@escaping () -> Void`) are read
    /// once and pass. Swift itself refuses a space after `@`; custom attributes with generic
    /// arguments are legal Swift but have no use in a view's source.
    struct Attributes {
        enum Problem {
            case unnamed, genericArguments

            var kind: SourceError.Kind {
                switch self {
                case .unnamed: .syntax
                case .genericArguments: .unsupported
                }
            }

            var message: String {
                switch self {
                case .unnamed: "an attribute's name must follow its @ directly"
                case .genericArguments: "an attribute with generic arguments is not supported"
                }
            }
        }

        private enum State { case none, name, afterName, qualified }
        private var state = State.none
        /// Where the attribute being read began.
        private var atSign = 0

        /// Follows one token, starting at byte `start` (its text, after leading trivia); returns
        /// a problem and the offset of its `@`.
        mutating func take(_ lexeme: Lexer.Lexeme, start: Int) -> (Problem, Int)? {
            let kind = lexeme.rawTokenKind
            switch state {
            case .none:
                break
            case .name:
                state = .afterName
                let named = (kind == .identifier || kind == .keyword) && lexeme.leadingTriviaText.isEmpty
                if !named { return (.unnamed, atSign) }
                return nil
            case .afterName:
                state = .none
                if kind == .period { state = .qualified; return nil }
                switch kind {
                case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle:
                    if lexeme.tokenText.first == UInt8(ascii: "<") { return (.genericArguments, atSign) }
                default: break
                }
            case .qualified:
                state = kind == .identifier || kind == .keyword ? .afterName : .none
                return nil
            }
            if kind == .atSign {
                atSign = start
                if !lexeme.trailingTriviaText.isEmpty { return (.unnamed, start) }
                state = .name
            }
            return nil
        }
    }
}
