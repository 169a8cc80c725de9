import Testing
@testable import LayoutWire
@testable import SwiftUISource

/// The reader and the wire speak one vocabulary. A parameter's member is the wire's `Key`, so a
/// misspelt member does not build; what the compiler cannot see is a parameter that writes a
/// member other than the one its Swift label names, or a member written by its string.
struct VocabularyTests {
    static let wireKeys = Set(Key.allCases.map(\.rawValue))

    /// The parameters of `signatures`, named after `owner`, whose label is a wire member's name
    /// but which write another member.
    static func renamedMembers(_ owner: String, _ signatures: [Signature]) -> [String] {
        signatures.joined().compactMap { param in
            guard let label = param.label, let named = Key(rawValue: label), let key = param.key, key != named,
                  key != .children  // a view builder's `content:` is the view's children
            else { return nil }
            return "\(owner)(\(label):) writes \(key.rawValue)"
        }
    }

    @Test("A parameter whose Swift label is a wire member's name writes that member, or none")
    func labelsNameTheirMembers() {
        let views = WireViewType.allCases.flatMap { Self.renamedMembers($0.rawValue, $0.swiftSignatures) }
        let modifiers = WireModifierType.allCases.flatMap { Self.renamedMembers($0.rawValue, $0.swiftSignatures) }
        #expect(views.isEmpty, "\(views)")
        #expect(modifiers.isEmpty, "\(modifiers)")
    }

    @Test("A modifier Swift spells otherwise writes the wire's members too")
    func otherSpellingsWriteWireKeys() {
        for name in ["edgesIgnoringSafeArea", "monospaced"] {
            guard let other = Translator.otherSpelling(name) else { Issue.record("\(name) is not read"); continue }
            #expect(Self.renamedMembers(name, other.signatures).isEmpty)
            #expect(other.members.allSatisfy { Self.wireKeys.contains($0.key) }, "\(name)")
        }
    }
}
