import Foundation

extension HarfBuzzTextMeasurer {
    /// Where Debian's `fonts-inter-variable` installs Inter.
    public static let defaultFontDirectory = "/usr/share/fonts/truetype/inter-vf"
    /// The roman variable Inter under the names Debian (4.0 beta) and upstream (4.0) use.
    public static let defaultFontFileNames = ["Inter-roman.var.ttf", "InterVariable.ttf"]

    /// Loads Inter from `fontDirectory` (or `defaultFontDirectory`), by the first of
    /// `defaultFontFileNames` present there.
    public static func loadDefault(fontDirectory: String? = nil,
                                   profile: MetricsProfile = .sfCompat) throws -> HarfBuzzTextMeasurer {
        let directory = URL(fileURLWithPath: fontDirectory ?? defaultFontDirectory, isDirectory: true)
        let candidates = defaultFontFileNames.map { directory.appendingPathComponent($0) }
        guard let url = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
            throw FontLoadingError(path: directory.path,
                                   reason: "none of \(defaultFontFileNames.joined(separator: ", ")) found")
        }
        return try load(fontFile: url, profile: profile)
    }

    /// Loads the font file at `url` (TTF or OTF).
    public static func load(fontFile url: URL, profile: MetricsProfile = .sfCompat) throws -> HarfBuzzTextMeasurer {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontLoadingError(path: url.path, reason: "\(error)")
        }
        return try HarfBuzzTextMeasurer(fontData: data, fontFileURL: url, profile: profile)
    }
}
