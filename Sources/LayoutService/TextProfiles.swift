public import LayoutEngine
public import TextShaping

/// The text measurers a request can choose with `environment.profile`, each with its own cache
/// of measured texts (widths differ between profiles), and the width cache both share.
public struct TextProfiles: Sendable {
    public let sfCompat: HarfBuzzTextMeasurer
    public let fontNative: HarfBuzzTextMeasurer
    let sfCompatCache: TextSegmentCache
    let fontNativeCache: TextSegmentCache
    /// Widths of runs, asked only while a text is measured (a shard's miss).
    public let shapingCache: MeasurementCache
    /// Why each design font that could not be loaded is missing (its text is measured in the
    /// default font instead); empty when all loaded.
    public let missingDesignFonts: [FontLoadingError]
    /// The family of each design measured in a font of its own, as responses name it.
    public let designFamilies: [FontDesign: String]

    /// Loads the default font and the design fonts once; both profiles share their shaped faces.
    /// - Parameters:
    ///   - cacheEntries, cacheBytes: each profile's bounds on measured texts, split between
    ///     `workers` shards (`TextSegmentCache`).
    ///   - workers: how many layouts run at once (the server's handler concurrency).
    ///   - shapingEntries: the most run widths kept (`MeasurementCache`).
    ///   - designDirectories: where to look for each design's font instead of its Debian
    ///     directory (`DesignFont.sources`).
    public init(fontDirectory: String?, cacheEntries: Int, cacheBytes: Int, workers: Int = 1,
                shapingEntries: Int = MeasurementCache.defaultCapacity,
                designDirectories: [FontDesign: String] = [:]) throws {
        shapingCache = MeasurementCache(capacity: shapingEntries)
        var (measurer, missing) = try HarfBuzzTextMeasurer.loadDefault(fontDirectory: fontDirectory, profile: .sfCompat)
            .withDesignFonts(directories: designDirectories)
        measurer.cache = shapingCache
        missingDesignFonts = missing
        designFamilies = Dictionary(uniqueKeysWithValues: measurer.designFonts.all.map { ($0.design, $0.familyName) })
        sfCompat = measurer
        measurer.profile = .fontNative
        fontNative = measurer
        sfCompatCache = TextSegmentCache(capacity: cacheEntries, byteBudget: cacheBytes, workers: workers)
        fontNativeCache = TextSegmentCache(capacity: cacheEntries, byteBudget: cacheBytes, workers: workers)
    }

    /// The profiles with the service's cache settings.
    public init(_ c: ServiceConfiguration) throws {
        var directories: [FontDesign: String] = [:]
        directories[.monospaced] = c.monospacedFontDirectory
        directories[.serif] = c.serifFontDirectory
        try self.init(fontDirectory: c.fontDirectory, cacheEntries: c.textCacheEntries, cacheBytes: c.textCacheBytes,
                      workers: c.layoutConcurrency, shapingEntries: c.shapingCacheEntries, designDirectories: directories)
    }

    /// The layout environment for a request's display scale and profile name.
    ///
    /// `POST /v1/layout` lays every request out in this environment; it is public so that other
    /// front ends (the Hummingbird comparison in `Benchmarks/`) measure text exactly as the
    /// service does, with the same caches.
    /// - Parameters:
    ///   - displayScale: the request's `environment.displayScale`.
    ///   - profile: the request's `environment.profile`; anything but `"font-native"` is `sf-compat`.
    /// - Returns: the environment with that profile's measurer and text cache.
    public func environment(displayScale: Double, profile: String) -> LayoutEnvironment {
        profile == "font-native"
            ? LayoutEnvironment(displayScale: displayScale, textMeasurer: fontNative, textCache: fontNativeCache)
            : LayoutEnvironment(displayScale: displayScale, textMeasurer: sfCompat, textCache: sfCompatCache)
    }

    /// Both text caches' counters together.
    public var cacheStatistics: TextSegmentCache.Statistics {
        let a = sfCompatCache.statistics, b = fontNativeCache.statistics
        return TextSegmentCache.Statistics(hits: a.hits + b.hits, misses: a.misses + b.misses, entries: a.entries + b.entries,
                                           bytes: a.bytes + b.bytes, shards: a.shards + b.shards,
                                           lockAcquisitions: a.lockAcquisitions + b.lockAcquisitions)
    }
}
