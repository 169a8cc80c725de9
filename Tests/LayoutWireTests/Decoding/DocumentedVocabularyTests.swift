import Foundation
import Testing
@testable import LayoutWire

/// A wire view or modifier is not done until the contract and the README name it: every
/// `WireViewType` and `WireModifierType` has its entry in openapi.yaml's discriminator mapping
/// (a view only a container takes, its own schema) and in the README's list of views or
/// modifiers, and the mappings name none the wire lacks.
struct DocumentedVocabularyTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let yaml = try! String(contentsOf: repository.appendingPathComponent("openapi.yaml"), encoding: .utf8)
    static let readme = try! String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)

    /// The keys of the discriminator mapping that follows `schema`'s `propertyName: type`.
    static func mapping(after schema: String) -> Set<String> {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "    \(schema):" }),
              let map = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "mapping:" }) else { return [] }
        let entries = lines[(map + 1)...].prefix { $0.contains(": '#/components/schemas/") }
        return Set(entries.map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" }) })
    }

    /// The backticked names in the README's paragraph that starts with `label` and ends before `end`.
    static func listed(_ label: String, until end: String) -> Set<String> {
        guard let start = readme.range(of: "\n\(label) "), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex) else { return [] }
        let parts = readme[start.upperBound..<stop.lowerBound].split(separator: "`", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) })
    }

    @Test("Every wire view is in openapi.yaml (the View mapping, or a schema of its own for a view only a container takes) and the README's views")
    func views() {
        let wire = Set(WireViewType.allCases.map(\.rawValue))
        let mapped = Self.mapping(after: "View")
        #expect(mapped.subtracting(wire).isEmpty, "not on the wire: \(mapped.subtracting(wire).sorted())")
        // A GridRow (only in a Grid) and a Section (only in a List or Form) have their own schemas.
        let unmapped = wire.subtracting(mapped).filter { !Self.yaml.contains("type: {const: \($0)}") }
        #expect(unmapped.isEmpty, "not in openapi.yaml: \(unmapped.sorted())")
        let readme = Self.listed("Views:", until: "\nModifiers:")
        #expect(wire.subtracting(readme).isEmpty, "not in the README: \(wire.subtracting(readme).sorted())")
    }

    @Test("Every wire modifier is in openapi.yaml's Modifier mapping and the README's modifiers, and only those")
    func modifiers() {
        let wire = Set(WireModifierType.allCases.map(\.rawValue))
        #expect(Self.mapping(after: "Modifier") == wire)
        let readme = Self.listed("Modifiers:", until: "Request members")
        #expect(wire.subtracting(readme).isEmpty, "not in the README: \(wire.subtracting(readme).sorted())")
        #expect(readme.subtracting(wire).isEmpty, "not on the wire: \(readme.subtracting(wire).sorted())")
    }
}
