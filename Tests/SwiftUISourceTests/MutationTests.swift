import Foundation
import LayoutTestSupport
import SwiftUISource
import Testing

/// The conformance cases' SwiftUI sources, read from the fixture files.
private let sources: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConformanceTests/Fixtures")
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }.flatMap { url -> [String] in
        let root = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any]
        return (root?["cases"] as? [[String: Any]] ?? []).compactMap { $0["swiftui"] as? String }
    }
}()

/// The front end on broken input: every mutation of every valid source, and random bytes, end
/// in a translation or a positioned refusal, quickly; none crashes or hangs.
struct MutationTests {
    /// Bytes that make Swift: brackets, quotes, operators, digits, words the front end knows.
    private static let pieces = ["(", ")", "{", "}", "[", "]", "\"", "\\", ".", ",", ";", ":", "$0", "in", "-", "/", "*",
                                 "0..<", "9999999999", "1e308", ".infinity", "nil", "\n", "//", "/*", "\\(", "#",
                                 "ForEach(0..<3) { i in ", "Group {", ".frame(width: ", ".padding(", "let x = ", "if x {",
                                 "struct V: View { var body: some View { ", "V()", "Color.red", "@State "]

    private static func mutate(_ source: String, _ random: inout SplitMix) -> String {
        var bytes = Array(source.utf8)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !bytes.isEmpty: bytes.remove(at: at)
            case 1: bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
            case 2 where !bytes.isEmpty:
                let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &random))
            default: if !bytes.isEmpty { bytes[at] = UInt8.random(in: 0...255, using: &random) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Translates `source` and returns how long it took; a refusal must say where.
    private static func attempt(_ source: String) -> Duration {
        let clock = ContinuousClock()
        return clock.measure {
            do throws(SourceError) {
                _ = try SwiftUITranslator.translate(source)
            } catch {
                #expect(error.line >= 1 && error.column >= 0 && !error.message.isEmpty, "\(error)")
            }
        }
    }

    @Test("12 mutations of each of the corpus's sources translate or are refused with a position, each within 0.5 s")
    func mutatedSources() {
        #expect(sources.count > 300, "the corpus is read")
        var random = SplitMix(state: 20_261_125)
        var slowest = Duration.zero
        for source in sources {
            for _ in 0..<12 { slowest = max(slowest, Self.attempt(Self.mutate(source, &random))) }
        }
        #expect(slowest < .milliseconds(500), "slowest: \(slowest)")
    }

    @Test("3,000 strings of random bytes and random Swift pieces are refused with a position, each within 0.5 s")
    func randomInput() {
        var random = SplitMix(state: 7)
        var slowest = Duration.zero
        for i in 0..<3_000 {
            let count = Int.random(in: 0...200, using: &random)
            let text = i % 2 == 0
                ? String(decoding: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
                : (0..<count / 4).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            slowest = max(slowest, Self.attempt(text))
        }
        #expect(slowest < .milliseconds(500), "slowest: \(slowest)")
    }
}
