import HTTPServer
import LayoutEngine
@testable import LayoutService
import LayoutTestSupport
import LayoutWire
import Testing

/// A source sent again costs only its layout: the request decoded from its translation is kept
/// beside it, for the same body only, within the bytes the cache counted for it.
struct DecodedTranslationTests {
    let sources = SourceRequests(limits: ServiceConfiguration().sourceLimits, cache: TranslationCache(capacity: 32 << 20))

    static let screen = #"struct Screen: View { var body: some View { VStack { Text(\"Hello\"); Color.red.frame(width: 10, height: 10) } } }"#

    static func body(width: Int, source: String = screen) -> String {
        #"{"proposal":{"width":\#(width),"height":852},"swift":"\#(source)"}"#
    }

    /// The translated body and the entry's decoded slot for a `{"swift": …}` request.
    func translated(_ json: String) -> (body: [UInt8], kept: DecodedTranslation)? {
        let request = HTTPRequest(method: .post, target: "/v1/layout", headers: ["Content-Type": "application/json"],
                                  body: Array(json.utf8))
        guard case .translated(let body, _, let kept) = sources.read(request) else { return nil }
        return (body, kept)
    }

    static func frames(_ request: LayoutRequest) -> [Rect] { request.layout(measurer: MonospaceTextMeasurer()).frames }

    @Test("A source sent again with the same proposal is laid out from the request decoded the first time, with the same frames")
    func sentAgain() throws {
        let first = try #require(translated(Self.body(width: 393)))
        #expect(first.kept.request(for: first.body) == nil, "nothing is kept before the first decode")
        _ = try SourceRequests.decode(first.body, kept: first.kept, limits: .default, counting: sources.cache)
        let again = try #require(translated(Self.body(width: 393)))
        #expect(again.kept === first.kept, "the kept translation answers")
        let kept = try #require(again.kept.request(for: again.body), "the request decoded the first time is kept")
        #expect(Self.frames(kept) == Self.frames(try WireDecoder.decode(again.body)))
    }

    @Test("Another proposal for the same source is decoded afresh, and then kept in place of the first")
    func otherProposal() throws {
        let wide = try #require(translated(Self.body(width: 393)))
        _ = try SourceRequests.decode(wide.body, kept: wide.kept, limits: .default, counting: sources.cache)
        let narrow = try #require(translated(Self.body(width: 320)))
        #expect(narrow.kept === wide.kept)
        #expect(narrow.kept.request(for: narrow.body) == nil, "the kept request was decoded from other bytes")
        let decoded = try SourceRequests.decode(narrow.body, kept: narrow.kept, limits: .default, counting: sources.cache)
        #expect(decoded.proposal.width == 320)
        #expect(narrow.kept.request(for: narrow.body)?.proposal.width == 320)
        #expect(narrow.kept.request(for: wide.body) == nil, "one request is kept, the last")
    }

    @Test("A request larger than its entry's reservation is not kept")
    func overReservation() throws {
        let first = try #require(translated(Self.body(width: 393)))
        let request = try WireDecoder.decode(first.body)
        let small = DecodedTranslation(reserved: DecodedTranslation.estimate(request, body: first.body) - 1)
        #expect(!small.keep(request, from: first.body))
        #expect(small.request(for: first.body) == nil)
        #expect(first.kept.keep(request, from: first.body), "the entry's own reservation holds it")
    }

    @Test("A screen of rows as people write it fits the reservation its translation counted in the cache")
    func screenFitsReservation() throws {
        let rows = (0..<40).map { #"HStack { Image(systemName: \"star\"); VStack(alignment: .leading) { Text(\"Row \#($0)\").font(.headline); Text(\"Detail\") }; Spacer() }.padding(.horizontal)"# }
        let source = #"struct Screen: View { var body: some View { VStack(spacing: 0) { "# + rows.joined(separator: "; ") + " } } }"
        let screen = try #require(translated(Self.body(width: 393, source: source)))
        let request = try WireDecoder.decode(screen.body)
        #expect(request.nodeCount > 200)
        #expect(DecodedTranslation.estimate(request, body: screen.body) <= screen.kept.reserved,
                "estimate \(DecodedTranslation.estimate(request, body: screen.body)), reserved \(screen.kept.reserved), \(request.nodeCount) nodes, \(screen.body.count) bytes")
        let entry = TranslationCache.Entry(source: source, view: Array(repeating: 0x20, count: 1_000), sources: SourceRanges())
        #expect(entry.bytes >= entry.decoded.reserved + 1_000, "the cache counts the reservation")
    }

    @Test("A large translation reserves no more nodes than the wire admits, and is still kept in the default cache")
    func largeTranslationKept() {
        let view = [UInt8](repeating: 0x20, count: 1 << 20)
        let entry = TranslationCache.Entry(source: "large", view: view, sources: SourceRanges(), maxNodes: 10_000)
        #expect(entry.decoded.reserved <= 3 * (view.count + 512) + 10_000 * DecodedTranslation.bytesPerNode + 1_024)
        let cache = TranslationCache(capacity: ServiceConfiguration().sourceCacheBytes)
        cache.insert(entry, for: "large")
        #expect(cache.entry(for: "large") != nil)
    }
}
