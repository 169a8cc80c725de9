public import LayoutEngine
public import TextShaping

/// The text measurers a request can choose with `environment.profile`, each with its own cache
/// of measured texts (widths differ between profiles).
public struct TextProfiles: Sendable {
    public let sfCompat: HarfBuzzTextMeasurer
    public let fontNative: HarfBuzzTextMeasurer
    let sfCompatCache: TextSegmentCache
    let fontNativeCache: TextSegmentCache

    /// Loads the default font once; both profiles share its shaped faces.
    public init(fontDirectory: String?, cacheEntries: Int, cacheBytes: Int) throws {
        sfCompat = try HarfBuzzTextMeasurer.loadDefault(fontDirectory: fontDirectory, profile: .sfCompat)
        var native = sfCompat
        native.profile = .fontNative
        fontNative = native
        sfCompatCache = TextSegmentCache(capacity: cacheEntries, byteBudget: cacheBytes)
        fontNativeCache = TextSegmentCache(capacity: cacheEntries, byteBudget: cacheBytes)
    }

    /// The layout environment for a request's display scale and profile name.
    ///
    /// `POST /v1/layout` lays every request out in this environment; it is public so that other
    /// front ends (the Hummingbird comparison in `Benchmarks/`) measure text exactly as the
    /// service does, with the same shared caches.
    /// - Parameters:
    ///   - displayScale: the request's `environment.displayScale`.
    ///   - profile: the request's `environment.profile`; anything but `"font-native"` is `sf-compat`.
    /// - Returns: the environment with that profile's measurer and text cache.
    public func environment(displayScale: Double, profile: String) -> LayoutEnvironment {
        profile == "font-native"
            ? LayoutEnvironment(displayScale: displayScale, textMeasurer: fontNative, textCache: fontNativeCache)
            : LayoutEnvironment(displayScale: displayScale, textMeasurer: sfCompat, textCache: sfCompatCache)
    }

    /// Hits, misses and estimated bytes of both text caches together.
    var cacheStatistics: (hits: Int, misses: Int, bytes: Int) {
        let a = sfCompatCache.statistics, b = fontNativeCache.statistics
        return (a.hits + b.hits, a.misses + b.misses, a.bytes + b.bytes)
    }
}
