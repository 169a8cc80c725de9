@testable import SwiftUISource
import Testing

/// Attributes the parser reads in time exponential in their nesting are refused at their `@`
/// before the parse (`NestingCheck.Attributes`); those view code writes pass.
@Suite struct AttributeCheckTests {
    @Test("Attributes as view code writes them pass: property wrappers, arguments, qualified names, type attributes, closures",
          arguments: [
              "struct V: View {\n  @State private var on = false\n  @Environment(\\.dismiss) var dismiss\n  var body: some View { Text(\"x\") }\n}",
              "struct V: View {\n  @SwiftUI.State var n = 1\n  @ViewBuilder var content: some View { Text(\"x\") }\n  var body: some View { content }\n}",
              "struct Row: View {\n  let action: @MainActor @Sendable () -> Void\n  init(action: @escaping () -> Void) { self.action = action }\n  var body: some View { Text(\"x\") }\n}",
              "@available(iOS 17, *)\nstruct V: View { var body: some View { Button(\"x\") { @MainActor in } } }",
              "@inline(__always) func f() -> Int { 1 }\nText(\"x\")",
          ])
    func viewCodePasses(_ source: String) throws {
        try NestingCheck.check(source, limits: .default)
    }

    @Test("An @ not followed at once by a name is refused at the @ as a syntax error, however deep it would nest",
          arguments: ["f(" + String(repeating: "@(", count: 16), "f(" + String(repeating: "@ (", count: 16),
                      "f(" + String(repeating: "@@(", count: 16)])
    func unnamedRefused(_ source: String) throws {
        let error = try #require(Self.check(source))
        #expect((error.kind, error.line, error.column) == (.syntax, 1, 3), "\(error)")
    }

    @Test("An attribute with generic arguments is refused at its @, plain or qualified, touching or spaced",
          arguments: ["@A<(", "@A.B<(", "@A <(", "a<(@A<", "@A?.B<(", "@A::B<(", "@A!.B<(", "@A?!.B<("])
    func genericArgumentsRefused(_ unit: String) throws {
        let error = try #require(Self.check("f(" + String(repeating: unit, count: 16)))
        #expect(error.kind == .unsupported && error.message.contains("generic arguments"), "\(error)")
    }

    @Test("An attribute inside another attribute's arguments is refused at its @, touching or spaced",
          arguments: ["@A(", "@A ("])
    func inArgumentsRefused(_ unit: String) throws {
        let error = try #require(Self.check("f(" + String(repeating: unit, count: 16) + "a" + String(repeating: ")", count: 17)))
        #expect((error.kind, error.column) == (.unsupported, 3 + unit.utf8.count), "\(error)")
    }

    @Test("Braces the parser scans ahead from nest at most 8 deep; braces holding code on their own lines are not counted")
    func scannedBraces() throws {
        for unit in ["{ () ", "if a { ", "{ @A "] {
            let error = try #require(Self.check("f(" + String(repeating: unit, count: 9) + "a" + String(repeating: "}", count: 9) + ")"))
            #expect(error.kind == .tooDeep && error.message.contains("braces"), "\(unit): \(error)")
            #expect(Self.check("f(" + String(repeating: unit, count: 8) + "a" + String(repeating: "}", count: 8) + ")")?.message.contains("braces") != true)
        }
        #expect(Self.check("VStack {\n" + String(repeating: "if a {\n", count: 20) + "Text(\"x\")\n" + String(repeating: "}\n", count: 21)) == nil)
    }

    /// The refusal of `source`, if any (shared with the interpolation checks).
    static func check(_ source: String) -> SourceError? { InterpolationCheckTests.check(source) }
}
