import Glibc
import LayoutEngine
import LayoutTestSupport
import LayoutWire
import SwiftParser
import SwiftUISource

/// The app screen as SwiftUI source, for timing the front end beside the layout it feeds.
enum SourceScenes {
    /// One row as SwiftUI code, as `WireScenes.appScreenJSON` writes it in JSON; `i` is the
    /// row's number as it appears in the code (a literal, or an interpolation).
    static func row(_ i: String) -> String {
        """
            HStack {
                Image("icon", width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Row \(i) title").font(.headline)
                    Text("Subtitle for row number \(i), which wraps on narrow screens").font(.subheadline)
                }
                Spacer()
                Image("chevron", width: 16, height: 16)
            }
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))

        """
    }

    /// Every row written out.
    static func writtenOut(rows: Int) -> String {
        "VStack(alignment: .leading, spacing: 0) {\n" + (0..<rows).map { row(String($0)) }.joined() + "}\n"
    }

    /// A `Row` view declared once and repeated by a ForEach.
    static func declared(rows: Int) -> String {
        """
        struct Row: View {
            let i: Int
            var body: some View {
        \(row("\\(i)"))
            }
        }
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) { ForEach(0..<\(rows)) { i in Row(i: i) } }
            }
        }
        """
    }

    /// Writes the screen as request bodies for the load scripts: the source written out and as
    /// a `Row` struct with a `ForEach` (each `{"proposal": …, "swift": …}`), and the JSON the
    /// source translates to (`{"proposal": …, "view": …}`), the same screen over both routes.
    static func writeBodies(rows: Int, to directory: String) throws {
        let head = #"{"proposal":{"width":390,"height":844},"#
        func swiftBody(_ source: String) -> [UInt8] {
            var writer = JSONWriter(capacity: source.utf8.count * 2 + 64)
            writer.string(source)
            return Array((head + #""swift":"#).utf8) + writer.finish() + [UInt8(ascii: "}")]
        }
        let written = writtenOut(rows: rows)
        let view = try SwiftUITranslator.translate(written).view.bytes
        for (name, bytes) in [("swift-written-out.json", swiftBody(written)), ("swift-foreach.json", swiftBody(declared(rows: rows))),
                              ("json-equivalent.json", Array((head + #""view":"#).utf8) + view + [UInt8(ascii: "}")])] {
            guard let file = fopen(directory + "/" + name, "wb") else { throw BodyFileError(path: directory + "/" + name) }
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
    }

    struct BodyFileError: Error { let path: String }

    /// Milliseconds of the best of `runs` runs of `body`.
    static func best(_ runs: Int = 50, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<runs {
            let t0 = clock.now
            try body()
            best = min(best, clock.now - t0)
        }
        return Double(best.components.seconds) * 1e3 + Double(best.components.attoseconds) / 1e15
    }

    /// Parse and translate time per KB of source, decode time and layout time, per form (those
    /// whose name contains `form`, when given: `layout-bench "swift source" ForEach`).
    static func run(rows: Int, environment: LayoutEnvironment, form: String? = nil) throws {
        for (name, source) in [("written out", writtenOut(rows: rows)), ("Row struct and ForEach", declared(rows: rows))]
        where form.map(name.contains) ?? true {
            let translation = try SwiftUITranslator.translate(source)
            let body = Array(#"{"proposal":{"width":390,"height":844},"view":"#.utf8) + translation.view.bytes + [UInt8(ascii: "}")]
            let request = try WireDecoder.decode(body)
            let kb = Double(source.utf8.count) / 1024
            // swift-syntax's parse alone, the floor the translation is measured against.
            let parse = best { var text = source; _ = text.withUTF8 { Parser.parse(source: $0) } }
            let translate = try best { _ = try SwiftUITranslator.translate(source) }
            let decode = try best { _ = try WireDecoder.decode(body) }
            let layout = best { _ = computeLayout(of: request.tree, proposal: request.proposal, environment: environment) }
            print("swift source, app screen \(rows) rows \(name) (\(shortNumber(kb)) KB, \(request.nodeCount) nodes): "
                  + "bare parse \(shortNumber(parse)) ms, "
                  + "parse+translate \(shortNumber(translate)) ms (\(shortNumber(translate / kb)) ms/KB, "
                  + "\(shortNumber(translate / parse))× the parse), "
                  + "wire decode \(shortNumber(decode)) ms, layout (HarfBuzz text, warm) \(shortNumber(layout)) ms")
        }
    }
}
