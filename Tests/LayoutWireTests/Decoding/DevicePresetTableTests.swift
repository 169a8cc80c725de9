import Foundation
import LayoutEngine
import Testing
@testable import LayoutWire

/// The repository root, found from this file's path (Tests/LayoutWireTests/Decoding/…).
private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One row of docs/device-presets.md's table, its numbers read as written.
private struct Row: Equatable {
    var name: String
    var portrait: [Double]
    var scale: Double
    var portraitInsets: [Double]
    var landscapeInsets: [Double]
    var cornerRadius: Double
}

private func numbers(_ cell: Substring) -> [Double] {
    cell.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
}

private func documentedRows() throws -> [Row] {
    let text = try String(contentsOf: repository.appendingPathComponent("docs/device-presets.md"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> Row? in
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces)[...] }
        guard cells.count >= 7, cells[0].hasPrefix("iP") else { return nil }
        return Row(name: String(cells[0]), portrait: numbers(cells[1]), scale: numbers(cells[2]).first ?? 0,
                   portraitInsets: numbers(cells[3]), landscapeInsets: numbers(cells[4]), cornerRadius: numbers(cells[5]).first ?? -1)
    }
}

private func row(_ p: DevicePreset) -> Row {
    func insets(_ e: EdgeInsets) -> [Double] { [e.top, e.leading, e.bottom, e.trailing] }
    return Row(name: p.name, portrait: [p.portrait.width, p.portrait.height], scale: p.scale,
               portraitInsets: insets(p.portraitInsets), landscapeInsets: insets(p.landscapeInsets), cornerRadius: p.cornerRadius)
}

@Suite("Device presets")
struct DevicePresetTableTests {
    @Test("The presets are docs/device-presets.md's table, row for row, each with a source")
    func tableMatchesDocument() throws {
        let documented = try documentedRows()
        #expect(documented.count > 3)
        #expect(Set(documented.map(\.name)) == Set(DevicePreset.all.map(\.name)))
        for preset in DevicePreset.all {
            #expect(documented.first { $0.name == preset.name } == row(preset), "\(preset.name)")
        }
    }

    @Test("Every preset name is in openapi.yaml's enum of devices")
    func openAPIEnumListsEveryPreset() throws {
        let yaml = try String(contentsOf: repository.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        let line = try #require(yaml.split(separator: "\n").first { $0.contains("enum: [iPhone") })
        let names = line.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(names) == Set(DevicePreset.all.map(\.name)))
    }
}
