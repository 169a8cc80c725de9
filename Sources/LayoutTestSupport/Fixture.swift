import Foundation

/// One ground-truth case: a request in the wire format and the frames SwiftUI gives, by `id`.
public struct Fixture: Sendable, CustomStringConvertible {
    public let file: String
    public let name: String
    public let source: String
    public let evidence: String
    public let fontDependent: Bool
    public let swiftUI: String
    /// The request body, re-serialised from the fixture file.
    public let request: Data
    public let expected: [Expectation]
    /// A written reason to skip the case, if it cannot pass yet.
    public let skip: String?
    /// The relative tolerance for widths (text measured with Inter standing in for SF Pro).
    public let widthTolerance: Double?

    public var description: String { "\(file)/\(name)" }
}


/// An expected frame: of the view with `id`, or of its modifier layer `modifier`.
public struct Expectation: Sendable {
    public let id: String
    public let modifier: Int?
    public let x, y, width, height: Double?
    /// `false` when the view must be reported as not placed (`"placed": false`, no frame).
    public let placed: Bool

    public var label: String { modifier.map { "\(id).modifiers[\($0)]" } ?? id }
}

/// Every fixture file in a folder (`*.json`, each `{"about": …, "cases": […]}`).
public enum FixtureCorpus {
    public static func load(from directory: URL) throws -> [Fixture] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.flatMap { url in
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
            let cases = root["cases"] as? [[String: Any]] ?? []
            return try cases.map { try fixture($0, file: url.deletingPathExtension().lastPathComponent) }
        }
    }

    static func fixture(_ c: [String: Any], file: String) throws -> Fixture {
        let expected = (c["expect"] as? [[String: Any]] ?? []).map { e in
            Expectation(id: e["id"] as? String ?? "", modifier: e["modifier"] as? Int,
                        x: number(e["x"]), y: number(e["y"]), width: number(e["width"]), height: number(e["height"]),
                        placed: e["placed"] as? Bool ?? true)
        }
        return Fixture(file: file, name: c["name"] as? String ?? "?", source: c["source"] as? String ?? "",
                       evidence: c["evidence"] as? String ?? "", fontDependent: c["font_dependent"] as? Bool ?? false,
                       swiftUI: c["swiftui"] as? String ?? "",
                       request: try JSONSerialization.data(withJSONObject: c["request"] ?? [:]),
                       expected: expected, skip: c["skip"] as? String, widthTolerance: number(c["width_tolerance"]))
    }

    static func number(_ v: Any?) -> Double? { (v as? NSNumber)?.doubleValue }
}
