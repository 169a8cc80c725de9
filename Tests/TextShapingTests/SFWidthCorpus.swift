import Foundation
import LayoutEngine
import LayoutTestSupport
@testable import TextShaping

/// One San Francisco width measured on an Apple platform by a public source
/// (Corpus/sf-widths.json; Corpus/SOURCES.md says where each comes from).
struct CorpusEntry: Decodable, Sendable, CustomStringConvertible {
    var text: String
    var size: Double
    var weight: String
    var os: String
    /// The number the source printed or its PNG gives.
    var width: Double
    /// The true Core Text widths that number allows (a value rounded up at 3x allows 1/3 pt).
    var range: [Double]
    var source: String
    /// Substrings set in bold inside an otherwise `weight` Text.
    var boldRuns: [String]?
    /// Substrings set in italic; sf-compat has no italic face, so such entries are not scored.
    var italicRuns: [String]?
    /// Present when `width` bounds the widest single character of `text`, not `text` itself.
    var aggregate: String?

    var description: String { "\"\(text.prefix(40))\" \(Int(size)) pt \(weight) (\(os))" }

    /// Scored against the profile: iOS and tvOS use the cut sf-compat models; macOS's `.SFNS`
    /// cut has other advances, and italic runs have no face here.
    var isScored: Bool { os != "macOS" && italicRuns == nil }

    var cssWeight: Int {
        switch weight {
        case "medium": 500
        case "semibold": 600
        case "bold": 700
        default: 400
        }
    }

    /// How far `measured` lies outside `range`, relative to the source's width (0 inside).
    func error(of measured: Double) -> Double {
        if measured < range[0] { return (measured - range[0]) / width }
        if measured > range[1] { return (measured - range[1]) / width }
        return 0
    }

    /// The pieces measured as runs: each with its weight, in order.
    var runs: [(text: Substring, weight: Int)] {
        var pieces: [(text: Substring, weight: Int)] = []
        var rest = text[...]
        for bold in boldRuns ?? [] {
            guard let r = rest.range(of: bold) else { continue }
            if r.lowerBound > rest.startIndex { pieces.append((rest[..<r.lowerBound], cssWeight)) }
            pieces.append((rest[r], 700))
            rest = rest[r.upperBound...]
        }
        if !rest.isEmpty { pieces.append((rest, cssWeight)) }
        return pieces
    }
}

/// The corpus, with its split (`SFWidthCorpusSplit`): the entries used to fit
/// `SFCompatCalibration` and the held-back entries that check it.
struct SFWidthCorpus: Sendable {
    var entries: [CorpusEntry]
    var heldBackFrom: Int

    static let loaded = Result { () throws -> SFWidthCorpus in
        struct File: Decodable { var entries: [CorpusEntry]; var heldBackFrom: Int }
        struct Missing: Error {}
        guard let url = Bundle.module.url(forResource: "sf-widths", withExtension: "json", subdirectory: "Corpus") else {
            throw Missing()
        }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        return SFWidthCorpus(entries: file.entries, heldBackFrom: file.heldBackFrom)
    }

    func isHeldBack(index: Int) -> Bool { SFWidthCorpusSplit.isHeldBack(index: index, heldBackFrom: heldBackFrom) }

    var scored: [(index: Int, entry: CorpusEntry)] {
        entries.enumerated().filter { $0.element.isScored }.map { ($0.offset, $0.element) }
    }
    var fitPart: [CorpusEntry] { scored.filter { !isHeldBack(index: $0.index) }.map(\.entry) }
    var heldBack: [CorpusEntry] { scored.filter { isHeldBack(index: $0.index) }.map(\.entry) }
}

/// Widths of corpus entries under sf-compat, with the calibration's knots as a parameter.
struct CorpusMeasurer {
    let measurer: HarfBuzzTextMeasurer

    /// The entry's width with tracking from `knots`: runs joined and tracked between glyph
    /// clusters (after the last one too when `trailing`); for an aggregate, the widest character.
    func width(_ entry: CorpusEntry, knots: [SFCompatCalibration.Knot] = SFCompatCalibration.knots,
               trailing: Bool = HarfBuzzTextMeasurer.trailingTracking) -> Double {
        let tracking = SFCompatCalibration.tracking(size: entry.size, knots: knots)
        let pieces = entry.aggregate == nil ? [entry.runs] : entry.text.map { [(text: Substring(String($0)), weight: entry.cssWeight)] }
        return pieces.map { runs in
            let parts = runs.map { measurer.untrackedWidth(of: $0.text, in: Font(size: entry.size, weight: $0.weight)) }
            let untracked = HarfBuzzTextMeasurer.trailingTracking ? 0 : 1
            let clusters = parts.reduce(0) { $0 + $1.trackedClusters + untracked }
            return parts.reduce(0) { $0 + $1.advance } + tracking * Double(max(clusters - (trailing ? 0 : 1), 0))
        }.max() ?? 0
    }

    /// Relative errors of `entries` (see `CorpusEntry.error(of:)`).
    func errors(_ entries: [CorpusEntry], knots: [SFCompatCalibration.Knot] = SFCompatCalibration.knots,
                trailing: Bool = HarfBuzzTextMeasurer.trailingTracking) -> [Double] {
        entries.map { $0.error(of: width($0, knots: knots, trailing: trailing)) }
    }
}

extension Array where Element == Double {
    var meanMagnitude: Double { isEmpty ? 0 : map(Swift.abs).reduce(0, +) / Double(count) }
    var worstMagnitude: Double { map(Swift.abs).max() ?? 0 }
    var sumOfSquares: Double { reduce(0) { $0 + $1 * $1 } }
}
