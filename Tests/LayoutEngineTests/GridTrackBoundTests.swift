@testable import LayoutEngine
import Testing

/// The tracks a lazy grid's items make are bounded together, not item by item.
struct GridTrackBoundTests {
    @Test("Many adaptive items with a zero minimum make at most maxTracks tracks together, each item at least one")
    func adaptiveItemsShareTheBound() {
        let items = Array(repeating: GridItemSpec(.adaptive(minimum: 0, maximum: .infinity)), count: 50)
        let tracks = LazyGridTracks(items: items, length: 1_000_000)
        #expect(tracks.lengths.count == LazyGridTracks.maxTracks)
        #expect(Set(tracks.items).count == 50)
    }

    @Test("One adaptive item in an infinite length stops at maxTracks")
    func oneItem() {
        let tracks = LazyGridTracks(items: [GridItemSpec(.adaptive(minimum: 0, maximum: .infinity))], length: .infinity)
        #expect(tracks.lengths.count == LazyGridTracks.maxTracks)
    }
}
