import Foundation
import LayoutTestSupport
import LayoutWire
import SwiftUISource
import Testing

/// One file of the real-code corpus (`RealCode/manifest.json`): a SwiftUI file from a public
/// repository, stored unedited.
struct RealCodeFile: Decodable, Sendable, CustomTestStringConvertible {
    let file: String
    let repository: String
    let path: String
    let commit: String
    let licence: String
    let kind: String
    let view: String
    var testDescription: String { file }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealCode")
    static let all: [RealCodeFile] = {
        let data = try! Data(contentsOf: directory.appendingPathComponent("manifest.json"))
        return try! JSONDecoder().decode([RealCodeFile].self, from: data)
    }()

    var source: String { try! String(contentsOf: Self.directory.appendingPathComponent(file), encoding: .utf8) }
}

/// What the reader makes of real code as written: each file laid out (its root chosen as for
/// any request: the preview, else the last view that needs no arguments) or refused with the
/// construct it stopped at. The corpus measures; the reader is not tuned to its files.
struct RealCodeTests {
    enum Outcome {
        case laidOut(placeholders: Int, ignored: Int)
        case refused(SourceError)
    }

    static func outcome(_ file: RealCodeFile) throws -> Outcome {
        let translation: Translation
        do {
            translation = try SwiftUITranslator.translate(file.source)
        } catch {
            return .refused(error)
        }
        let body = Array(#"{"proposal":{"width":393,"height":852},"view":"#.utf8) + translation.view.bytes + Array("}".utf8)
        do {
            _ = try layoutResponse(for: body, measurer: MonospaceTextMeasurer())
        } catch {
            // Placed on the source as the service places it: the nearest view or modifier read.
            guard let range = translation.sources.nearest(error.pointer.description) else { throw error }
            return .refused(SourceError(.invalidValue, error.detail, line: range.line, column: range.column))
        }
        return .laidOut(placeholders: translation.sources.placeholders.count, ignored: translation.sources.ignored.count)
    }

    /// The construct a refusal names: its message up to the first " is " or ":".
    static func construct(_ error: SourceError) -> String {
        var message = Substring(error.message)
        if let cut = message.range(of: " is ") { message = message[..<cut.lowerBound] }
        if let cut = message.firstIndex(of: ":") { message = message[..<cut] }
        return String(message.prefix(60))
    }

    @Test("Every real file is laid out or refused at a line of the file, naming a construct; the table is printed")
    func corpus() throws {
        var laidOut: [String: Int] = [:]
        var total: [String: Int] = [:]
        var constructs: [String: Int] = [:]
        var lines: [String] = []
        for file in RealCodeFile.all {
            total[file.kind, default: 0] += 1
            switch try Self.outcome(file) {
            case .laidOut(let placeholders, let ignored):
                laidOut[file.kind, default: 0] += 1
                lines.append("\(file.file) | \(file.kind) | laid out | \(placeholders) placeholders, \(ignored) ignored")
            case .refused(let error):
                let lineCount = file.source.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect((1...lineCount).contains(error.line) && error.column >= 1, "\(file.file): \(error)")
                #expect(!error.message.isEmpty, "\(file.file)")
                constructs[Self.construct(error), default: 0] += 1
                lines.append("\(file.file) | \(file.kind) | refused | \(error.line):\(error.column) \(error.message.prefix(100))")
            }
        }
        print("real code: file | kind | outcome | detail")
        for line in lines { print("real code: \(line)") }
        for kind in total.keys.sorted() {
            print("real code, as written: \(kind)s laid out \(laidOut[kind, default: 0]) of \(total[kind]!)")
        }
        for (construct, count) in constructs.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            print("real code, refused at: \(count) × \(construct)")
        }
        // What the reader already lays out stays laid out: raise this as it reads more.
        #expect(laidOut.values.reduce(0, +) >= 77, "files laid out as written: \(laidOut)")
    }
}
