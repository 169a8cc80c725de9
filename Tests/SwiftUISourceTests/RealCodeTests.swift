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
        #expect(laidOut.values.reduce(0, +) >= 96, "files laid out as written: \(laidOut)")
    }
}

/// Accepted real screens checked against SwiftUI's rules, where the rule, not our model, gives
/// the number: `frame(height:)` sets the height, `padding()` is 16 on each side on iPhone, a
/// Divider in a VStack is a one-pixel line across it, a line of body text is 20.333 high at
/// the large Dynamic Type size and @3x (Apple's Human Interface Guidelines, "Typography").
struct RealCodeSpotChecks {
    /// The frames of `file` laid out at 393 × 852 as the corpus lays it out, each view's with
    /// its outermost layer's, in the order of a depth-first walk: (type, view frame, outer frame).
    static func frames(_ name: String) throws -> [(type: String, view: [Double], outer: [Double])] {
        let file = try #require(RealCodeFile.all.first { $0.file.hasSuffix(name) })
        let json = try laidOut(file.source)
        var out: [(String, [Double], [Double])] = []
        func walk(_ node: [String: Any]) {
            let layers = node["modifiers"] as? [[String: Any]] ?? []
            out.append((node["type"] as? String ?? "", rect(node["frame"]), rect((layers.last ?? node)["frame"])))
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try #require(json["view"] as? [String: Any]))
        return out
    }

    @Test("The Landmarks tutorial's detail screen, as written: a 300-high map, a stack padded 16, a hairline Divider, a body line")
    func landmarkDetail() throws {
        let frames = try Self.frames("LandmarkDetail.swift")
        // The map (another file's view, a stand-in) under `.frame(height: 300)`, across the width.
        #expect(frames[1].outer == [0, 0, 393, 300])
        // `.padding()`: the stack 16 in from each side of the 393-wide scroll view.
        let stack = try #require(frames.first { $0.type == "VStack" })
        #expect(stack.view[0] == 16 && stack.view[2] == 361)
        let divider = try #require(frames.first { $0.type == "Divider" })
        #expect(divider.view[2] == 361 && abs(divider.view[3] - 1.0 / 3) < 0.001)
        // The last Text, the description in the body style: one line.
        let description = try #require(frames.last { $0.type == "Text" })
        #expect(abs(description.view[3] - 20.333) < 0.001)
    }
}
