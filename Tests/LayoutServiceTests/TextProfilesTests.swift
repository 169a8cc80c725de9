import LayoutEngine
import LayoutService
import LayoutWire
import Testing

/// The text path every layout request takes: no lock per Text once warm.
struct TextProfilesTests {
    static let body = #"{"proposal":{"width":390,"height":null},"view":{"type":"VStack","children":["#
        + (0..<30).map { #"{"type":"Text","text":"Row \#($0) with words that wrap on a narrow phone"}"# }
            .joined(separator: ",") + "]}}"

    @Test("A warm HarfBuzz layout takes the text cache's lock twice and the width cache's never")
    func warmLayoutLocks() throws {
        let profiles = try TextProfiles(fontDirectory: nil, cacheEntries: 1_024, cacheBytes: 1 << 20, workers: 2,
                                        shapingEntries: 4_096)
        let request = try WireDecoder.decode(Array(Self.body.utf8))
        let environment = profiles.environment(displayScale: 3, profile: "sf-compat")
        _ = computeLayout(of: request.tree, proposal: request.proposal, environment: environment)
        let (texts, widths) = (profiles.cacheStatistics, profiles.shapingCache.statistics)
        #expect(widths.lockAcquisitions > 0)  // measuring the first time asks widths
        for _ in 0..<3 { _ = computeLayout(of: request.tree, proposal: request.proposal, environment: environment) }
        #expect(profiles.shapingCache.statistics.lockAcquisitions == widths.lockAcquisitions)
        #expect(profiles.cacheStatistics.lockAcquisitions - texts.lockAcquisitions == 6)
        #expect(profiles.cacheStatistics.hits - texts.hits == 90)
    }

    @Test("The width cache's bound is a setting")
    func shapingCacheSetting() throws {
        let c = try ServiceConfiguration.fromEnvironment(["TEXT_SHAPING_CACHE_ENTRIES": "1000"])
        #expect(c.shapingCacheEntries == 1_000)
        #expect(try TextProfiles(c).shapingCache.capacity == 1_000)
        #expect(throws: (any Error).self) { try ServiceConfiguration.fromEnvironment(["TEXT_SHAPING_CACHE_ENTRIES": "x"]) }
    }
}
