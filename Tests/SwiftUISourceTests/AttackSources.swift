/// Sources that nest the syntax tree, each family built to a given size: every one must be
/// refused with a position or translated, within its budget, and none may stop the process.
enum AttackSources {
    struct Family: Sendable, CustomStringConvertible {
        let name: String
        let make: @Sendable (Int) -> String
        var description: String { name }
    }

    static func repeated(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }

    static let families: [Family] = [
        Family(name: "try") { "VStack { " + repeated("try ", $0) + "Text(\"x\") }" },
        Family(name: "try on lines") { "VStack {\n" + repeated("try\n", $0) + "Text(\"x\") }" },
        Family(name: "await") { repeated("await ", $0) + "Text(\"x\")" },
        Family(name: "postfix !") { "Text(\"x\")" + repeated("!", $0) },
        Family(name: "postfix ?") { "Text(\"x\")" + repeated("?", $0) + ".padding()" },
        Family(name: "prefix and postfix") { "let a = " + repeated("-", 1) + "x" + repeated("!", $0) + "\nText(\"x\")" },
        Family(name: "generic arguments") { "let a: " + repeated("A<", $0) + "Int" + repeated(">", $0) + " = 1\nText(\"x\")" },
        Family(name: "generic arguments on lines") { "let a: " + repeated("A<\n", $0) + "Int" + repeated(">", $0) + " = 1" },
        Family(name: "else if") {
            "VStack { if false { Text(\"a\") }" + repeated(" else if false { Text(\"a\") }", $0) + " else { Text(\"b\") } }"
        },
        Family(name: "else if on lines") {
            "VStack { if false { Text(\"a\") }\n" + repeated("else if false { Text(\"a\") }\n", $0) + "}"
        },
        Family(name: "#if") { repeated("#if A\n", $0) + "Text(\"x\")\n" + repeated("#endif\n", $0) },
        Family(name: "#if with stray parentheses") { repeated("#if A\n)\n", $0) + "Text(\"x\")\n" },
        Family(name: "modifier chain") { "Color.red" + repeated(".padding(1)", $0) },
        Family(name: "modifier chain on lines with comments") { "Color.red\n" + repeated("// c\n.padding(1)\n", $0) },
        Family(name: "calls of calls") { "let f = g" + repeated("()", $0) + "\nText(\"x\")" },
        Family(name: "subscripts of subscripts") { "let f = g" + repeated("[0]", $0) + "\nText(\"x\")" },
        Family(name: "function types") { "let f: " + repeated("(A) -> ", $0) + "A = g\nText(\"x\")" },
        Family(name: "optional types") { "let f: Int" + repeated("?", $0) + " = nil\nText(\"x\")" },
        Family(name: "key path") { "let k = \\A" + repeated(".a", $0) + "\nText(\"x\")" },
        Family(name: "parentheses with chains") {
            "Color.red.frame(width: " + repeated("(a.b.c.d.e.f.g", $0 / 8) + "1" + repeated(")", $0 / 8) + ")"
        },
        Family(name: "brackets") { "Color.red.frame(width: " + repeated("(", $0) + "1" + repeated(")", $0) + ")" },
        Family(name: "braces") { repeated("VStack { ", $0) + "Color.red" + repeated(" }", $0) },
        Family(name: "squares") { "ForEach(" + repeated("[", $0) + "1" + repeated("]", $0) + ") { _ in Color.red }" },
        Family(name: "interpolations") { repeated("Text(\"\\(", $0) + "1" + repeated(")\")", $0) },
        Family(name: "raw string hiding brackets") { "let s = #\"\\\"#\n" + repeated("[", $0) + "Text(\"x\")" },
        Family(name: "multi-line string hiding a chain") {
            "let s = \"\"\"\n\"\n\"\"\"\nColor.red" + repeated(".padding()", $0)
        },
        Family(name: "raw interpolation") { "let s = #\"\\#(\"#\n" + repeated("[", $0) + "Text(\"x\")" },
        Family(name: "unterminated string") { "let s = \"abc\nColor.red" + repeated(".padding()", $0) },
        Family(name: "prefix words") { repeated("try await ", $0 / 2) + "Text(\"x\")" },
        Family(name: "attributes") { repeated("@A ", $0) + "struct V: View { var body: some View { Text(\"x\") } }" },
        Family(name: "interpolation run past its parenthesis, then generic arguments") {
            "Text(\"\"\"\n\\({ )\n\"\"\" + \"\"\"\nx\\(a\n#if X\n.b\n#endif\n.e(1).f(\"\"\"\n+ " + repeated("A<", $0) + "x\n\"\"\")\n)\n\"\"\")"
        },
        // The parser reads these in time exponential in their nesting (NestingCheck.Attributes).
        Family(name: "attributes without a name") { "Text(\"x\").padding(" + repeated("@(", $0) },
        Family(name: "attributes with generic arguments") { "Text(\"x\").padding(" + repeated("@A<(", $0) },
        Family(name: "attributes in attributes' arguments") { "Text(\"x\").padding(" + repeated("@A (", $0) + "1" + repeated(")", $0 + 1) },
        // The parser's recovery scans what follows once for each opener left open (NestingCheck.RecoveryScans).
        Family(name: "key paths before a parenthesis") { "Text(\"x\").padding(" + repeated("\\A.(", 15) + repeated("a ", $0) },
        Family(name: "names before a parenthesis, on lines") {
            "Text(\"x\").padding(" + repeated(repeated("a b(\n", 15) + "{}" + repeated(")", 15) + "\n", max(1, $0 / 64)) + ")"
        },
        Family(name: "groups of names before a parenthesis, each closed once") {
            "Text(\"x\").padding(" + repeated(repeated("a b(", 15) + ")", 8) + repeated("a ", $0)
        },
        Family(name: "closures opening with a parenthesis") { "Text(\"x\").onTapGesture(" + repeated("{ () ", $0) + repeated("}", $0) + ")" },
        Family(name: "if with its body on the line") { "VStack { " + repeated("if a { ", $0) + "Text(\"x\")" + repeated(" }", $0) + " }" },
        Family(name: "nested closures") { "let f = " + repeated("{ ", $0) + repeated("}", $0) + "\nText(\"x\")" },
        Family(name: "operators") { "let a = 1" + repeated(" + 1", $0) + "\nText(\"\\(a)\")" },
        Family(name: "string concatenation") { "let a = \"x\"" + repeated(" + \"x\"", $0) + "\nText(a)" },
        Family(name: "string doubling") {
            "let s0 = \"xxxxxxxx\"\n" + (1...max(1, $0 / 32)).map { "let s\($0) = s\($0 - 1) + s\($0 - 1)\n" }.joined()
                + "Text(s\(max(1, $0 / 32)))"
        },
        Family(name: "nested arrays") {
            "let a0 = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n" + (1...max(1, $0 / 64)).map {
                "let a\($0) = [" + Array(repeating: "a\($0 - 1)", count: 10).joined(separator: ", ") + "]\n"
            }.joined() + "Text(\"\\(a\(max(1, $0 / 64)))\")"
        },
        Family(name: "ForEach over Int's range") { _ in
            "ForEach(-9223372036854775807..<9223372036854775807) { i in Text(\"x\") }"
        },
        Family(name: "range of Int's whole span as data") { _ in
            "let r = Array(-9223372036854775807...9223372036854775807)\nText(\"\\(r.count)\")"
        },
        // 64 Texts, past the step budget's dozen or so: the cost is the array's text, which the
        // steps bound; many interpolations' parse is the "many interpolations" families' to measure.
        Family(name: "a range's array interpolated again and again") { n in
            "let r = Array(0..<10000)\nVStack { " + repeated("Text(\"\\(r)\"); ", min(64, max(1, n / 16))) + "}"
        },
        Family(name: "map of maps of ranges") { n in
            "let a = (0..<\(n)).map { _ in (0..<\(n)).map { $0 } }\nText(\"\\(a.count)\")"
        },
        Family(name: "float to Int") { _ in "let big = 1e300\nText(\"x\").lineLimit(big)" },
        Family(name: "integer overflow") { n in "let a = 9223372036854775807\nText(\"x\").lineLimit(a + \(n))" },
        Family(name: "ForEach of interpolated arrays") {
            "let a = [" + Array(repeating: "\"xxxxxxxxxxxxxxxx\"", count: max(1, $0)).joined(separator: ", ") + "]\n"
                + "VStack { ForEach(0..<10) { i in Text(\"\\(a)\\(a)\\(a)\") } }"
        },
        Family(name: "lazy grid of adaptive zero columns") { _ in
            "LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { Color.red }"
        },
        Family(name: "a default value that calls its function") { _ in
            "func f(_ n: Int = f()) -> Int { n }\nColor.red.frame(width: CGFloat(f()))"
        },
        Family(name: "functions calling the next") {
            (0..<max(1, $0 / 40)).map { "func f\($0)() -> Int { f\($0 + 1)() }\n" }.joined()
                + "func f\(max(1, $0 / 40))() -> Int { 1 }\nColor.red.frame(width: CGFloat(f0()))"
        },
    ]
}
