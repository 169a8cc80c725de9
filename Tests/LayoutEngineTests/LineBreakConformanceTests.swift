import Foundation
import LayoutEngine
import Testing

/// The official UAX #14 conformance cases (LineBreakTest.txt), read from Debian's
/// `unicode-data` package at test time.
struct LineBreakConformanceTests {
    static let candidates = [
        "/usr/share/unicode/auxiliary/LineBreakTest.txt",  // Debian unicode-data 15.0.0
        "/usr/share/unicode/LineBreakTest.txt",
    ]
    static let path = candidates.first { FileManager.default.fileExists(atPath: $0) }

    /// Lines of LineBreakTest.txt we knowingly fail, by line number, with the reason.
    static let knownFailures: [Int: String] = [:]
    /// The pass count last recorded; the test fails if it drops.
    static let recordedPasses = 7654

    @Test("Every case of LineBreakTest.txt breaks where the file says",
          .enabled(if: path != nil, "LineBreakTest.txt is absent: install Debian's unicode-data package"))
    func officialCases() throws {
        let text = try String(contentsOfFile: try #require(Self.path), encoding: .utf8)
        #expect(text.hasPrefix("# LineBreakTest-\(lineBreakUnicodeVersion).txt"),
                "LineBreakTest.txt is not for the table's Unicode version; rerun Scripts/generate-line-break-table.py")
        var passes = 0, total = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let testCase = ConformanceCase(line) else { continue }
            total += 1
            let actual = uax14LineBreaks(in: testCase.scalars).map(\.offset)
            if actual == testCase.breaks {
                passes += 1
            } else if Self.knownFailures[number + 1] == nil {
                Issue.record("line \(number + 1): expected breaks \(testCase.breaks), got \(actual): \(line)")
            }
        }
        print("LineBreakTest.txt: \(passes) of \(total) cases pass")
        #expect(passes >= Self.recordedPasses)
    }
}

/// One line of LineBreakTest.txt: `× 0023 × 0020 ÷ 0023 ÷ # comment`.
struct ConformanceCase {
    var scalars: [Unicode.Scalar] = []
    /// Scalar offsets with a break opportunity (÷), excluding the start of text.
    var breaks: [Int] = []

    init?(_ line: Substring) {
        let data = line.prefix { $0 != "#" }
        for token in data.split(whereSeparator: \.isWhitespace) {
            switch token {
            case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
            case "×": continue
            default:
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            }
        }
        if scalars.isEmpty { return nil }
    }
}
