import SwiftParser
import SwiftSyntax
@testable import SwiftUISource
import Testing

/// Positions in answers and errors come from `LineTable`; swift-syntax's `SourceLocationConverter`
/// is the reference for what a line and a column are.
struct LineTableTests {
    @Test("Every token's start and end have the line and column swift-syntax's converter gives them",
          arguments: [
              "VStack {\n  Text(\"a\")\n}\n",
              "HStack {\r\n  Color.red\r\n\r\n  Text(\"é → ü\").padding()\r}\r",
              "\n\n// ☃ comment\n  Text(\"\"\"\n  multi\n  line\n  \"\"\")\n",
              "Text(\"x\")",
          ])
    func matchesTheConverter(source: String) {
        let file = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: file)
        let table = LineTable(source)
        for token in file.tokens(viewMode: .sourceAccurate) {
            for offset in [token.positionAfterSkippingLeadingTrivia.utf8Offset, token.endPositionBeforeTrailingTrivia.utf8Offset] {
                let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
                let actual = table.location(of: offset)
                #expect(actual.line == expected.line && actual.column == expected.column,
                        "offset \(offset): expected \(expected.line):\(expected.column), got \(actual.line):\(actual.column)")
            }
        }
    }
}
