import Foundation
import LayoutEngine
import TextShaping
import Testing

/// Dynamic Type: the engine's table against Apple's HIG tables as transcribed, with their
/// sources, in Corpus/dynamic-type.json, and the heights that follow from them under
/// `sf-compat` (SF's natural line of 1.193359375 em, rounded up to the pixel; lines after the
/// first advance by the style's leading).
struct DynamicTypeTests {
    struct Row: Sendable, CustomStringConvertible {
        var style: TextStyle, size: DynamicTypeSize, points: Double, leading: Double, emphasized: Int
        var description: String { "\(style) at \(size)" }
    }

    /// Every style at every size, read from the corpus (next to this file in the checkout).
    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/dynamic-type.json")
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let styles = root["styles"] as? [String: [String: Any]] else { return [] }
        let weights = ["semibold": 600, "bold": 700]
        return styles.flatMap { name, table in
            DynamicTypeSize.allCases.compactMap { size -> Row? in
                guard let style = TextStyle(rawValue: name), let cell = table[size.rawValue] as? [String: Double] else { return nil }
                return Row(style: style, size: size, points: cell["size"] ?? 0, leading: cell["lineHeight"] ?? 0,
                           emphasized: weights[table["emphasizedWeight"] as? String ?? ""] ?? 0)
            }
        }
    }()

    @Test("The corpus has all 11 styles at all 12 sizes")
    func corpusIsComplete() {
        #expect(Self.rows.count == TextStyle.allCases.count * DynamicTypeSize.allCases.count)
        #expect(DynamicTypeSize.allCases.count == 12)
    }

    @Test("Each style's point size, leading and emphasized weight at each size are the HIG's", arguments: rows)
    func tableMatchesHIG(_ row: Row) {
        #expect(row.style.pointSize(at: row.size) == row.points)
        #expect(row.style.leading(at: row.size) == row.leading)
        #expect(row.style.emphasizedWeight == row.emphasized)
        #expect(Font(row.style, row.size).size == row.points)
    }

    @Test("A one-line Text is SF's natural line tall, rounded up, at 3x and 2x, at every size", arguments: rows)
    func oneLineHeights(_ row: Row) throws {
        let m = try Fixture.measurer()
        let natural = row.points * (1950.0 + 494) / 2048
        for scale in [2.0, 3.0] {
            let height = textSize("Hello", font: Font(row.style, row.size), scale: scale, measurer: m).height
            #expect(height == ceilToPixel(natural, scale), "\(row) at \(scale)x: \(height)")
        }
    }

    @Test("Three lines advance by the style's leading at that size: 2 leadings + one natural line", arguments: rows)
    func threeLineHeights(_ row: Row) throws {
        let m = try Fixture.measurer()
        let natural = row.points * (1950.0 + 494) / 2048
        let height = textSize("a\nb\nc", font: Font(row.style, row.size), scale: 3, measurer: m).height
        #expect(height == ceilToPixel(2 * row.leading + natural, 3), "\(row): \(height)")
    }

    @Test("A font given in points does not follow Dynamic Type, as Font.system(size:) does not")
    func explicitSizeIsFixed() {
        let font = Font(size: 17).resized(to: .accessibility5)
        #expect(font.size == 17)
        #expect(Font(.body).resized(to: .accessibility5).size == 53)
    }
}
