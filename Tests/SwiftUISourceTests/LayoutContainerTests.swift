import SwiftUISource
import Testing

/// iOS 16's layout containers: Apple documents each as behaving like its stack, and
/// `AnyLayout` as a type-erased instance of one; called with content, each is that stack.
struct LayoutContainerTests {
    static let content = "Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 20)"

    @Test("HStackLayout, VStackLayout, ZStackLayout and GridLayout with content are their stacks, arguments and all",
          arguments: [("HStackLayout(alignment: .top, spacing: 4)", "HStack(alignment: .top, spacing: 4)"),
                      ("VStackLayout(alignment: .leading)", "VStack(alignment: .leading)"),
                      ("ZStackLayout(alignment: .topLeading)", "ZStack(alignment: .topLeading)"),
                      ("GridLayout(horizontalSpacing: 4)", "Grid(horizontalSpacing: 4)")])
    func containers(_ layout: String, _ stack: String) throws {
        let inner = layout.hasPrefix("Grid") ? "GridRow { \(Self.content) }" : Self.content
        #expect(try wire("\(layout) { \(inner) }") == wire("\(stack) { \(inner) }"))
    }

    @Test("layout { … } where layout is a computed AnyLayout chosen by the source's own condition is the stack it chooses")
    func computedAnyLayout() throws {
        for (compact, stack) in [("true", "VStack(spacing: 2)"), ("false", "HStack")] {
            let source = """
                struct S: View {
                    var compact = \(compact)
                    var layout: AnyLayout { compact ? AnyLayout(VStackLayout(spacing: 2)) : AnyLayout(HStackLayout()) }
                    var body: some View { layout { \(Self.content) } }
                }
                """
            #expect(try wire(source) == wire("\(stack) { \(Self.content) }"), "compact: \(compact)")
        }
    }

    @Test("A let in the body holding a container, or an AnyLayout of one, is that container")
    func heldInALet() throws {
        let source = "struct S: View { var body: some View { let layout = AnyLayout(ZStackLayout(alignment: .topLeading)); return layout { \(Self.content) } } }"
        #expect(try wire(source) == wire("ZStack(alignment: .topLeading) { \(Self.content) }"))
    }

    @Test("A layout from outside the source is not made up: it stays refused")
    func fromOutside() {
        let source = "struct S: View { @Environment(\\.appLayout) var layout\nvar body: some View { layout { \(Self.content) } } }"
        #expect(refusal(source)?.message.hasPrefix("the root comes to layout, which is a value from outside the source") == true)
    }
}
