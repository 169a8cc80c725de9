import Foundation
import Testing

/// The table of kinds at the top of `LayoutPass+Dispatch.swift` stays true: every kind `perform`
/// switches on has a row, every row names a kind `perform` has, an algorithm defined in the
/// file it names, and fixture files that exist and are cited.
struct KindTableTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../..").standardized
    static let dispatch = try! String(contentsOf: root.appending(path: "Sources/LayoutEngine/Pass/LayoutPass+Dispatch.swift"), encoding: .utf8)

    /// The table's rows: kinds, algorithm, files, fixture names.
    static var rows: [(kinds: [String], algorithm: String, files: [String], cases: [String])] {
        dispatch.split(separator: "\n").filter { $0.hasPrefix("// | ") && !$0.contains("| kind ") }.map { line in
            let cells = line.dropFirst(4).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            func list(_ cell: String) -> [String] { cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            return (list(cells[0]), String(cells[1].prefix { $0 != " " }), list(cells[2]), list(cells[3]))
        }
    }

    /// The kinds `perform`'s switch names (`case .name` and `, .name` in its case lines).
    static var switchedKinds: Set<String> {
        let start = dispatch.range(of: "switch kind(id) {")!.upperBound
        let body = dispatch[start..<dispatch.range(of: "func run<", range: start..<dispatch.endIndex)!.lowerBound]
        var kinds = Set<String>()
        for line in body.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("case .") {
            let head = line.prefix { $0 != ":" }
            for part in head.split(separator: ".").dropFirst() { kinds.insert(String(part.prefix { $0.isLetter })) }
        }
        return kinds
    }

    @Test("Every kind perform switches on has exactly one row, and every row's kind is one perform has")
    func rowsMatchTheSwitch() {
        let tabled = Self.rows.flatMap(\.kinds)
        #expect(Set(tabled) == Self.switchedKinds, "table \(Set(tabled).symmetricDifference(Self.switchedKinds))")
        #expect(tabled.count == Set(tabled).count)
    }

    @Test("Each row's algorithm is defined in its first file, and its fixture files exist")
    func rowsPointAtRealFiles() throws {
        for row in Self.rows {
            let first = try String(contentsOf: Self.root.appending(path: "Sources/LayoutEngine/Layouts/\(row.files[0])"), encoding: .utf8)
            #expect(first.contains("struct \(row.algorithm)"), "\(row.algorithm) in \(row.files[0])")
            for file in row.files.dropFirst() {
                #expect(FileManager.default.fileExists(atPath: Self.root.appending(path: "Sources/LayoutEngine/Layouts/\(file)").path), "\(file)")
            }
            for fixture in row.cases {
                #expect(FileManager.default.fileExists(atPath: Self.root.appending(path: "Tests/ConformanceTests/Fixtures/\(fixture).json").path), "\(fixture)")
            }
        }
    }
}
