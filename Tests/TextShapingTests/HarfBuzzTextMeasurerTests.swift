import Dispatch
import Foundation
import LayoutEngine
import TextShaping
import Testing

/// HarfBuzz shaping: weights, concurrency, loading and the served font.
struct HarfBuzzTextMeasurerTests {
    @Test("Heavier weights measure wider, one step at a time")
    func weightsChangeWidths() throws {
        let m = try Fixture.measurer()
        let widths = stride(from: 100, through: 900, by: 100).map {
            m.uncachedWidth(of: "Hamburgefonstiv", in: Font(size: 17, weight: $0))
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        #expect(m.width(of: "Hello", in: Font(.headline)) > m.width(of: "Hello", in: .body))
    }

    @Test("Grapheme widths, from the ASCII table or one by one, are each grapheme measured alone",
          arguments: [" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
                      "Naïve café, 😀 👍🏽 e\u{301} ok", "tab\there\r\nnew line"])
    func graphemeWidths(_ text: String) throws {
        for cache in [MeasurementCache(capacity: 64), nil] {
            var m = try Fixture.measurer()
            m.cache = cache
            for font in [Font.body, Font(.headline), Font(size: 11)] {
                let alone = text.map { m.uncachedWidth(of: Substring(String($0)), in: font) }
                #expect(m.graphemeWidths(of: text[...], in: font) == alone)
                #expect(m.graphemeWidths(of: text.dropFirst(3), in: font) == Array(alone.dropFirst(3)))
            }
        }
    }

    @Test("Weights between the hundreds use the nearest of the nine instances")
    func weightRounding() throws {
        let m = try Fixture.measurer()
        let w = { (weight: Int) in m.uncachedWidth(of: "Hello", in: Font(size: 17, weight: weight)) }
        #expect(w(640) == w(600))
        #expect(w(1000) == w(900))
        #expect(w(0) == w(100))
    }

    @Test("Concurrent measurements from many threads give the serial answers")
    func threadSafety() throws {
        let m = try Fixture.measurer()
        let strings = (0..<200).map { "Line \($0): The quick brown fox jumps over the lazy dog \($0 * 7)" }
        let fonts = [Font.body, Font(.headline), Font(.largeTitle), Font(size: 13, weight: 300)]
        let expected = strings.map { s in fonts.map { m.uncachedWidth(of: s[...], in: $0) } }
        let results = ResultBox(count: strings.count * 8)
        DispatchQueue.concurrentPerform(iterations: strings.count * 8) { i in
            let s = strings[i % strings.count]
            let cached = i / strings.count % 2 == 0
            results.set(i, fonts.map { cached ? m.width(of: s[...], in: $0) : m.uncachedWidth(of: s[...], in: $0) })
        }
        for i in 0..<strings.count * 8 { #expect(results.values[i] == expected[i % strings.count]) }
    }

    @Test("Combining marks and ligature clusters are tracked once per cluster")
    func clusters() throws {
        let m = try Fixture.measurer()
        let composed = m.uncachedWidth(of: "\u{E9}t\u{E9}", in: .body)
        let decomposed = m.uncachedWidth(of: "e\u{301}te\u{301}", in: .body)
        #expect(abs(composed - decomposed) < 0.01)
    }

    @Test("The empty string is 0 wide")
    func empty() throws {
        #expect(try Fixture.measurer().width(of: "", in: .body) == 0)
    }

    @Test("A directory without Inter, or bytes that are no font, throw a readable error")
    func missingFont() {
        #expect(throws: FontLoadingError.self) { try HarfBuzzTextMeasurer.loadDefault(fontDirectory: "/nonexistent") }
        #expect(throws: FontLoadingError.self) { try HarfBuzzTextMeasurer(fontData: Data("not a font".utf8)) }
        #expect(throws: FontLoadingError.self) { try HarfBuzzTextMeasurer(fontData: Data()) }
    }

    @Test("The measurer exposes the font file for serving and names it")
    func fontFile() throws {
        let m = try Fixture.measurer()
        #expect(m.fontName == "Inter-roman.var.ttf")
        #expect(m.familyName == "Inter")
        #expect(m.fontData.count == 601_792)
        #expect(m.fontFileURL?.path == "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
    }

    @Test("The sf-compat stylesheet overrides vertical metrics and tracks each text style")
    func css() throws {
        let css = try Fixture.measurer().fontFaceCSS(fontURL: "/v1/fonts/Inter-roman.var.ttf")
        #expect(css.contains("ascent-override: 95.2148%;"))
        #expect(css.contains("descent-override: 24.1211%;"))
        #expect(css.contains("line-gap-override: 0%;"))
        // SF Pro's tracking plus the fitted correction: 17 pt −26 + 0.7, 34 pt +12 − 57.0 (1/1000 em).
        #expect(css.contains(".text-body { font-family: \"Inter sf-compat\"; font-size: 17px; font-weight: 400; letter-spacing: -0.0253em; }"))
        #expect(css.contains(".text-largeTitle { font-family: \"Inter sf-compat\"; font-size: 34px; font-weight: 400; letter-spacing: -0.045em; }"))
        let native = try Fixture.measurer(.fontNative).fontFaceCSS(fontURL: "/f.ttf")
        #expect(!native.contains("override"))
        #expect(native.contains("letter-spacing: 0em"))
    }
}

/// Results written by index from concurrent iterations (each index by exactly one thread).
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [[Double]]

    init(count: Int) { values = Array(repeating: [], count: count) }

    func set(_ i: Int, _ value: [Double]) {
        lock.lock()
        values[i] = value
        lock.unlock()
    }
}
