import Foundation
import LayoutTestSupport
import LayoutWire
import SwiftUISource
import Testing

/// Every ground-truth case again, from its SwiftUI source: the `swiftui` code translated by the
/// front end must be the case's own view tree (the same views in the same places), and laid out
/// with the case's proposal and environment it must give SwiftUI's frames.
///
/// The sources rarely name ids (`.id("a")`), which the expected frames are keyed by; since the
/// trees are the same view for view, each translated view takes the id of the request's view in
/// the same place.
struct SourceConformanceTests {
    @Test("Each case's SwiftUI source becomes the case's view tree and lays out to SwiftUI's frames",
          arguments: ConformanceTests.fixtures)
    func sourceMatchesSwiftUI(_ fixture: Fixture) throws {
        if let reason = fixture.skip {
            withKnownIssue("skipped: \(reason)") { Issue.record("not run") }
            return
        }
        let translation: Translation
        do {
            translation = try SwiftUITranslator.translate(fixture.swiftUI)
        } catch {
            Issue.record("\(fixture.name): \(error)\n\(fixture.swiftUI)")
            return
        }
        var request = try #require(try JSONSerialization.jsonObject(with: fixture.request) as? [String: Any])
        let caseView = try #require(request["view"] as? [String: Any])
        var view = try #require(try JSONSerialization.jsonObject(with: Data(translation.view.bytes)) as? [String: Any])
        let expectedShape = ViewShape.preorder(caseView).map(\.type)
        let translatedShape = ViewShape.preorder(view).map(\.type)
        try #require(translatedShape == expectedShape, "\(fixture.name): the source's views differ from the case's\n\(fixture.swiftUI)")
        var ids = ViewShape.preorder(caseView).map(\.id)
        ViewShape.assignIDs(&view, from: &ids)
        request["view"] = view
        let body = try JSONSerialization.data(withJSONObject: request)
        let response = try layoutResponse(for: [UInt8](body), measurer: ConformanceTests.measurer)
        let json = try JSONSerialization.jsonObject(with: Data(response))
        let report = TreeDiff.report(fixture.expected, ResponseFrames(response: json), widthTolerance: fixture.widthTolerance)
        #expect(report == nil, "\(fixture.name) (\(fixture.source))\n\(fixture.swiftUI)\n\(report ?? "")")
    }
}

/// The views of a wire tree in the order `WireIndex` lists them: a view, its children, then
/// the `content` of its modifiers.
enum ViewShape {
    static func preorder(_ view: [String: Any]) -> [(type: String, id: String?)] {
        var result: [(String, String?)] = [(view["type"] as? String ?? "?", view["id"] as? String)]
        for key in ["header", "footer"] {
            if let part = view[key] as? [String: Any] { result += preorder(part) }
        }
        for child in view["children"] as? [[String: Any]] ?? [] { result += preorder(child) }
        for modifier in view["modifiers"] as? [[String: Any]] ?? [] {
            if let content = modifier["content"] as? [String: Any] { result += preorder(content) }
        }
        return result
    }

    static func assignIDs(_ view: inout [String: Any], from ids: inout [String?]) {
        let id = ids.removeFirst()
        view["id"] = id
        for key in ["header", "footer"] {
            guard var part = view[key] as? [String: Any] else { continue }
            assignIDs(&part, from: &ids)
            view[key] = part
        }
        if var children = view["children"] as? [[String: Any]] {
            for i in children.indices { assignIDs(&children[i], from: &ids) }
            view["children"] = children
        }
        if var modifiers = view["modifiers"] as? [[String: Any]] {
            for i in modifiers.indices {
                guard var content = modifiers[i]["content"] as? [String: Any] else { continue }
                assignIDs(&content, from: &ids)
                modifiers[i]["content"] = content
            }
            view["modifiers"] = modifiers
        }
    }
}
