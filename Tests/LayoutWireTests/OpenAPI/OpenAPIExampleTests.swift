import Foundation
import LayoutEngine
import SwiftUISource
import Testing
@testable import LayoutWire

/// The repository root, found from this file's path (Tests/LayoutWireTests/OpenAPI/…).
private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private let examples = repository.appendingPathComponent("Fixtures/examples")

/// Every `externalValue` in openapi.yaml, read with a line scan rather than a YAML parser.
private func referencedExamples() throws -> Set<String> {
    let yaml = try String(contentsOf: repository.appendingPathComponent("openapi.yaml"), encoding: .utf8)
    var paths: Set<String> = []
    for line in yaml.split(separator: "\n") {
        guard let range = line.range(of: "externalValue:") else { continue }
        let value = line[range.upperBound...].drop { $0 == " " }.prefix { !" },".contains($0) }
        paths.insert(String(value))
    }
    return paths
}

private func exampleFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }.sorted()
}

private func json(_ bytes: [UInt8]) throws -> NSObject {
    try #require(JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as? NSObject)
}

private func file(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: examples.appendingPathComponent(name)))
}

/// The tree of `type` and `id` members of a response view, for comparing shapes.
private func shape(_ view: Any?) -> String {
    guard let view = view as? [String: Any] else { return "" }
    let modifiers = (view["modifiers"] as? [[String: Any]] ?? []).map { m in
        "\(m["type"] ?? "")" + (m["content"].map { "(" + shape($0) + ")" } ?? "")
    }
    let children = (view["children"] as? [Any] ?? []).map(shape)
    return "\(view["type"] ?? "")#\(view["id"] ?? "")[\(modifiers.joined(separator: ","))]{\(children.joined(separator: ","))}"
}

private let requestExamples = (try? exampleFiles().filter { $0.hasSuffix(".request.json") }) ?? []

@Suite("Examples in openapi.yaml")
struct OpenAPIExampleTests {
    @Test("openapi.yaml references every example file, and every reference exists")
    func referencesMatchFiles() throws {
        let files = Set(try exampleFiles().map { "Fixtures/examples/" + $0 })
        #expect(try referencedExamples() == files)
        #expect(!requestExamples.isEmpty)
    }

    @Test("Each request example decodes as its response or problem says", arguments: requestExamples)
    func requestExample(_ name: String) throws {
        let base = String(name.dropLast(".request.json".count))
        let problemFile = base + ".problem.json"
        var bytes = try file(name)
        var sources: SourceRanges?
        if let member = try SwiftMember.find(in: bytes) {
            // SwiftUI source: translated and put in place of `swift`, as the service does.
            do {
                let translation = try SwiftUITranslator.translate(member.source)
                bytes = member.replacing(in: bytes, with: translation.view.bytes)
                sources = translation.sources
            } catch {
                #expect(try json(error.problem.encoded()) == json(try file(problemFile)))
                return
            }
        }
        if try exampleFiles().contains(problemFile) {
            let error = try #require(decodeError(bytes))
            #expect(try json(Problem(error).encoded()) == json(try file(problemFile)))
            return
        }
        let request = try WireDecoder.decode(bytes)
        let produced = try json(WireEncoder.encode(request, request.layout(measurer: GridMeasurer()), sources: sources))
        let documented = try json(try file(base + ".response.json"))
        if request.index.views.contains(where: { $0.type == .text }) {
            // Text sizes depend on the font, so only the shape is checked.
            #expect(shape((produced as? [String: Any])?["view"]) == shape((documented as? [String: Any])?["view"]))
        } else {
            #expect(produced == documented)
        }
    }

    @Test("Every problem example is RFC 9457 about:blank with the status's reason phrase")
    func problemExamples() throws {
        for name in try exampleFiles() where name.hasSuffix(".problem.json") {
            let problem = try #require(try json(try file(name)) as? [String: Any], "\(name)")
            let status = try #require(problem["status"] as? Int)
            #expect(problem["type"] as? String == "about:blank", "\(name)")
            #expect(problem["title"] as? String == Problem.reasonPhrase(status), "\(name)")
        }
    }
}
