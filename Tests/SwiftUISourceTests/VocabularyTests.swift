import Testing
@testable import LayoutWire
@testable import SwiftUISource

/// The reader and the wire speak one vocabulary: every member a Swift signature writes is a
/// member the wire reads (its `Key`), so a misspelt or renamed member fails here rather than
/// as a 400 on the first request that uses it.
struct VocabularyTests {
    static let wireKeys = Set(Key.allCases.map(\.rawValue))

    /// The members `signatures` write that the wire does not know, named after `owner`.
    static func unknownKeys(_ owner: String, _ signatures: [Signature]) -> [String] {
        signatures.flatMap { $0.compactMap(\.key) }.filter { !wireKeys.contains($0) }.map { "\(owner).\($0)" }
    }

    @Test("Every member a view's or a modifier's Swift signature writes is one the wire reads")
    func signaturesWriteWireKeys() {
        let views = WireViewType.allCases.flatMap { Self.unknownKeys($0.rawValue, $0.swiftSignatures) }
        let modifiers = WireModifierType.allCases.flatMap { Self.unknownKeys($0.rawValue, $0.swiftSignatures) }
        #expect(views.isEmpty, "\(views)")
        #expect(modifiers.isEmpty, "\(modifiers)")
    }

    @Test("A modifier Swift spells otherwise writes the wire's members too")
    func otherSpellingsWriteWireKeys() {
        for name in ["edgesIgnoringSafeArea", "monospaced"] {
            guard let other = Translator.otherSpelling(name) else { Issue.record("\(name) is not read"); continue }
            #expect(Self.unknownKeys(name, other.signatures).isEmpty)
            #expect(other.members.allSatisfy { Self.wireKeys.contains($0.key) }, "\(name)")
        }
    }
}
