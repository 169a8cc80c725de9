import Foundation
import LayoutTestSupport
import Testing

/// A sample of the conformance corpus sent over HTTP: what `ConformanceTests` checks in process
/// must also hold through the socket, the parser, the router and the response writer.
struct ConformanceOverHTTPTests {
    /// Tests/ConformanceTests/Fixtures, found from this file (test targets share no resources).
    static let fixtureDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConformanceTests/Fixtures")

    /// The first two runnable cases of every fixture file, grouped by file.
    static let sampleByFile: [String: [Fixture]] = {
        let corpus = (try? FixtureCorpus.load(from: fixtureDirectory)) ?? []
        return Dictionary(grouping: corpus.filter { $0.skip == nil }, by: \.file).mapValues { Array($0.prefix(2)) }
    }()

    static let files = sampleByFile.keys.sorted()

    @Test("The sample spans at least ten fixture files and twenty cases")
    func sampleIsBroad() {
        #expect(Self.files.count >= 10)
        #expect(Self.sampleByFile.values.map(\.count).reduce(0, +) >= 20)
    }

    @Test("Fixture cases give SwiftUI's frames over HTTP", arguments: files)
    func framesOverHTTP(file: String) throws {
        try withLiveService { live in
            let client = CurlEasy()  // one keep-alive connection for the file's cases
            for fixture in Self.sampleByFile[file] ?? [] {
                let response = try client.perform(.post(live.url("/v1/layout"), json: [UInt8](fixture.request)))
                try #require(response.status == 200, "\(fixture): \(response.text)")
                let frames = ResponseFrames(response: try JSONSerialization.jsonObject(with: Data(response.body)))
                let report = TreeDiff.report(fixture.expected, frames, widthTolerance: fixture.widthTolerance)
                #expect(report == nil, "\(fixture) (\(fixture.source))\n\(report ?? "")")
            }
        }
    }
}
