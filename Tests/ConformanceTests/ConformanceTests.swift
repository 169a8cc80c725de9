import Foundation
import LayoutEngine
import LayoutTestSupport
import LayoutWire
import Testing
import TextShaping

/// Every ground-truth case in Fixtures/: the request through the real decoder, engine (with the
/// HarfBuzz measurer the service uses) and encoder, the frames compared with SwiftUI's.
struct ConformanceTests {
    static let fixtures: [Fixture] = {
        let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        return (try? FixtureCorpus.load(from: folder)) ?? []
    }()

    static let measurer = try! HarfBuzzTextMeasurer.loadDefault()

    @Test("The corpus holds the seed cases and at least 80 more")
    func corpusSize() {
        let seeds = Self.fixtures.filter { $0.file == "seed" }.count
        #expect(seeds == 20)
        #expect(Self.fixtures.count >= seeds + 80)
        #expect(Set(Self.fixtures.map(\.name)).count == Self.fixtures.count, "case names are unique")
    }

    @Test("The layout matches SwiftUI's frames", arguments: fixtures)
    func matchesSwiftUI(_ fixture: Fixture) throws {
        if let reason = fixture.skip {
            withKnownIssue("skipped: \(reason)") { Issue.record("not run") }
            return
        }
        let bytes = [UInt8](fixture.request)
        let response = try layoutResponse(for: bytes, measurer: Self.measurer)
        let json = try JSONSerialization.jsonObject(with: Data(response))
        let report = TreeDiff.report(fixture.expected, ResponseFrames(response: json), widthTolerance: fixture.widthTolerance)
        #expect(report == nil, "\(fixture.name) (\(fixture.evidence), \(fixture.source))\n\(fixture.swiftUI)\n\(report ?? "")")
    }
}
