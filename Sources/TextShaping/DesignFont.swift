import Foundation
import LayoutEngine

/// The open font that stands in for the Apple font behind one `FontDesign`: a regular and a
/// bold static face of one family, read from Debian's package.
///
/// Apple's fonts are not open, so each design is measured in the closest font Debian ships
/// (docs/fidelity.md, "Font designs"): JetBrains Mono for SF Mono (`monospaced`) and Caladea for New York
/// (`serif`). `rounded` has no stand-in of its own: Apple calls SF Pro Rounded the rounded
/// variant of the default typeface (UIFontDescriptor.SystemDesign.rounded), so it is measured
/// in the default font, as the default design is.
///
/// Both packages ship static weights, not a variable font, so a weight is set in the nearer of
/// the two: regular (400) below `boldFrom`, bold (700) from it on.
public struct DesignFont: Sendable {
    public let design: FontDesign
    /// The family name from the regular file's `name` table, e.g. "JetBrains Mono".
    public let familyName: String
    public let regular: FaceFile
    public let bold: FaceFile

    /// The lowest weight set in the bold face: the midpoint of 400 and 700, rounded up.
    public static let boldFrom = 550

    /// One font file: where it was read from, its bytes (served at `GET /v1/fonts/{name}`) and
    /// its HarfBuzz face.
    public struct FaceFile: Sendable {
        public let url: URL
        public let data: Data
        let face: HarfBuzzFace

        /// The name under which the file is served: its file name.
        public var name: String { url.lastPathComponent }
    }

    /// The face a weight is set in.
    func face(weight: Int) -> HarfBuzzFace { weight < Self.boldFrom ? regular.face : bold.face }

    /// Where Debian installs a design's font, and under which file names.
    public struct Source: Sendable {
        public let design: FontDesign
        public let package: String
        public let directory: String
        public let regular: String
        public let bold: String
    }

    /// The stand-ins the server loads, in the order `GET /v1/fonts` lists them.
    public static let sources = [
        Source(design: .monospaced, package: "fonts-jetbrains-mono", directory: "/usr/share/fonts/truetype/jetbrains-mono",
               regular: "JetBrainsMono-Regular.ttf", bold: "JetBrainsMono-Bold.ttf"),
        Source(design: .serif, package: "fonts-crosextra-caladea", directory: "/usr/share/fonts/truetype/crosextra",
               regular: "Caladea-Regular.ttf", bold: "Caladea-Bold.ttf"),
    ]

    /// Loads `source`'s two files from `directory` (or the source's Debian directory); throws
    /// `FontLoadingError` when either is missing or unreadable.
    public static func load(_ source: Source, directory: String? = nil) throws -> DesignFont {
        let folder = URL(fileURLWithPath: directory ?? source.directory, isDirectory: true)
        let regular = try faceFile(folder.appendingPathComponent(source.regular))
        let bold = try faceFile(folder.appendingPathComponent(source.bold))
        return DesignFont(design: source.design, familyName: regular.face.familyName, regular: regular, bold: bold)
    }

    private static func faceFile(_ url: URL) throws -> FaceFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontLoadingError(path: url.path, reason: "\(error)")
        }
        guard let face = HarfBuzzFace(bytes: data) else {
            throw FontLoadingError(path: url.path, reason: "HarfBuzz found no glyphs")
        }
        return FaceFile(url: url, data: data, face: face)
    }
}

/// The stand-ins a measurer has loaded, by design; a design without one is measured in the
/// default font.
public struct DesignFonts: Sendable {
    public var monospaced: DesignFont?
    public var serif: DesignFont?

    public init(_ fonts: [DesignFont] = []) {
        for font in fonts {
            switch font.design {
            case .monospaced: monospaced = font
            case .serif: serif = font
            case .default, .rounded: break
            }
        }
    }

    public subscript(design: FontDesign) -> DesignFont? {
        switch design {
        case .monospaced: monospaced
        case .serif: serif
        case .default, .rounded: nil
        }
    }

    /// Every loaded stand-in, monospaced first.
    public var all: [DesignFont] { [monospaced, serif].compactMap { $0 } }
}

extension HarfBuzzTextMeasurer {
    /// This measurer with the font of every design in `DesignFont.sources` that loads, from
    /// `directories[design]` or else its Debian directory, and why each of the others did not
    /// (those designs stay measured in this measurer's own font).
    public func withDesignFonts(directories: [FontDesign: String] = [:]) -> (measurer: HarfBuzzTextMeasurer, missing: [FontLoadingError]) {
        var loaded: [DesignFont] = [], missing: [FontLoadingError] = []
        for source in DesignFont.sources {
            do {
                loaded.append(try DesignFont.load(source, directory: directories[source.design]))
            } catch let error as FontLoadingError {
                missing.append(error)
            } catch {
                missing.append(FontLoadingError(path: source.directory, reason: "\(error)"))
            }
        }
        var measurer = self
        measurer.designFonts = DesignFonts(loaded)
        return (measurer, missing)
    }
}
