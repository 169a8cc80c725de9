@testable import SwiftUISource
import Testing

/// The string interpolations the parser could read otherwise than its lexer are checked before
/// the parse (`NestingCheck.Interpolations`); those people write pass.
@Suite struct InterpolationCheckTests {
    static func check(_ source: String) -> SourceError? {
        do throws(SourceError) {
            try NestingCheck.check(source, limits: .default)
            return nil
        } catch {
            return error
        }
    }

    @Test("Interpolations as view code writes them pass: calls, strings, labels, closures, key paths, raw strings, nested ones",
          arguments: [
              #"Text("\(String(format: "%.1f", distance)) km")"#,
              #"Text("\(value, specifier: "%.2f")")"#,
              #"Text("\(items.map { $0.name }.joined(separator: ", "))")"#,
              #"Text("\(items.map(\.name).count) items")"#,
              #"Text("\(user.isAdmin ? "Admin" : "User (\(user.id))")")"#,
              ##"Text(#"raw \#(f("x")) and \(notInterpolated)"#)"##,
              "Text(\"\"\"\n  \\(f(\"\"\"\n  inner\n  \"\"\"))\n  \"\"\")",
              #"Text("\(Int(progress * 100))%")"#,
              "let pattern = /[a-z]+/\nText(\"x\")",
          ])
    func wellFormedPass(_ source: String) {
        #expect(Self.check(source) == nil)
    }

    @Test("An interpolation the parser would stop in is refused at its backslash, a syntax error")
    func stoppedEarly() throws {
        let error = try #require(Self.check(#"Text("\(a b(1)) c")"#))
        #expect((error.kind, error.line, error.column) == (.syntax, 1, 7))
    }

    @Test("Of many interpolations, the first that does not read is refused, wherever it stands", arguments: [0, 1, 37, 98, 99])
    func firstOfMany(_ bad: Int) throws {
        let lines = (0..<100).map { i in i == bad || i == 99 ? #"Text("\(a b(1))")"# : #"Text("\(f(\#(i)))")"# }
        let error = try #require(Self.check(lines.joined(separator: "\n")))
        #expect((error.kind, error.line, error.column) == (.syntax, bad + 1, 7))
    }

    @Test("Nested interpolations: an inner one is refused before the one holding it; an outer one is read with its strings as strings, whatever they hold; single quotes stay an error")
    func innermostFirst() throws {
        let inner = try #require(Self.check(#"Text("\(g("\(a b(1))") c d)")"#))
        #expect((inner.line, inner.column) == (1, 12))
        let outer = try #require(Self.check(#"Text("\(g("\(f(1))") c)")"#))
        #expect((outer.line, outer.column) == (1, 7))
        #expect(Self.check(#"Text("\(f("[[[[ a b ) ("))")"#) == nil)
        #expect(Self.check(##"Text("\(f(#"x " \(y)"#, "\(g(#"\#(h(1))"#))"))")"##) == nil)
        let single = try #require(Self.check(#"Text("\(f('a'))")"#))
        #expect((single.kind, single.column) == (.syntax, 7))
    }

    @Test("Where the lexer and the parser could part, the source is refused: try? before a parenthesis, a new line in a single-line interpolation, a regex touching an operator",
          arguments: [
              "Text(\"\\(try? (x))\")",
              "Text(\"\\(try? )\"\"\"\n[[[[[[[[[[[[[[[[[[[[[[y",
              "Text(\"\"\"\n\\(\"\\(x\n)\n\"\"\")",
              // A closure's recovery carries an interpolation past its `)` into the next string.
              "Text(\"\"\"\n\\({ )\n\"\"\" + \"\"\"\nx\\(a\n#if X\n.b\n#endif\n.e(1).f(\"\"\"\n+ [[[[x\n\"\"\")\n)\n\"\"\")",
              "let b: B <</x;[[[[[[[[[[[[[[[[[[[[[[1;/",
              "let x = y as B<C<D >> / " + String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9) + " / 2",
          ])
    func partingRefused(_ source: String) throws {
        let error = try #require(Self.check(source), "\(source)")
        #expect([.syntax, .unsupported].contains(error.kind), "\(error)")
    }

    @Test("Interpolations nest at most four deep")
    func nestingBound() throws {
        func nested(_ n: Int) -> String {
            (0..<n).reduce("1") { inner, _ in "\"\\(f(\(inner)))\"" }
        }
        #expect(Self.check("Text(\(nested(4)))") == nil)
        let error = try #require(Self.check("Text(\(nested(5)))"))
        #expect(error.kind == .tooDeep && error.message.contains("interpolations nest"), "\(error)")
    }

    @Test("Read twice, an interpolation may nest square brackets 2 deep, counted from its own parenthesis, and generic arguments 2; code outside strings 3 and 16")
    func boundsInInterpolations() throws {
        #expect(Self.check(#"let a = [[[1]]]; let t: A<A<A<A<A<A<A<A<A<B>>>>>>>>> = x; let s = ["\(a[b[0]])"]"#) == nil)
        #expect(Self.check(#"Text("\(A<A<B>>.self) \(Set<String>(tags).count)")"#) == nil)
        let squares = try #require(Self.check(#"Text("\(a[b[c[0]]])")"#))
        #expect((squares.kind, squares.line, squares.column) == (.tooDeep, 1, 14), "\(squares)")
        #expect(squares.message.contains("square brackets in a string interpolation"), "\(squares)")
        let angles = try #require(Self.check(#"Text("\(A<A<A<B>>>.self)")"#))
        #expect(angles.kind == .tooDeep && angles.message.contains("generic arguments in a string interpolation"), "\(angles)")
    }

    @Test("The interpolation bounds hold in raw and multi-line strings and count from the innermost interpolation",
          arguments: [
              (##"Text(#"\#(a[b[c[0]]])"#)"##, true),
              ("Text(\"\"\"\n\\(a[b[c[0]]])\n\"\"\")", true),
              (#"Text("\(x[f("\(a[b[0]])")])")"#, false),
              (#"Text("\(f("\(a[b[c[0]]])"))")"#, true),
          ])
    func boundsInEveryString(_ source: String, refused: Bool) {
        let error = Self.check(source)
        #expect((error?.message.contains("square brackets in a string interpolation") ?? false) == refused, "\(String(describing: error))")
    }

    @Test("What an interpolation leaves open ends with it: the code after it is held to the bounds of code")
    func leftOpenEndsWithInterpolation() throws {
        let error = try #require(Self.check("Text(\"\\(a[0)\")\nlet x = [[[1]]]"))
        #expect(!error.message.contains("in a string interpolation"), "\(error)")
        #expect(Self.check("Text(\"\\(a[0])\")\nlet x = [[[1]]]") == nil)
    }
}
