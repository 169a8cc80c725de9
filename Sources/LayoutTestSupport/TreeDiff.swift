import Foundation

/// Frames found in a layout response, by view `id` and modifier index.
public struct ResponseFrames {
    public private(set) var frames: [String: [Double]] = [:]
    /// Labels of views and layers reported as `"placed": false`.
    public private(set) var notPlaced: Set<String> = []

    /// Walks a decoded response (`JSONSerialization`) and records every labelled frame.
    public init(response: Any) {
        if let root = response as? [String: Any], let view = root["view"] { visit(view) }
    }

    private mutating func visit(_ value: Any) {
        guard let view = value as? [String: Any] else { return }
        let id = view["id"] as? String
        if let id, let f = Self.frame(view["frame"]) { frames[id] = f }
        if let id, view["placed"] as? Bool == false { notPlaced.insert(id) }
        for (k, m) in (view["modifiers"] as? [[String: Any]] ?? []).enumerated() {
            if let id, let f = Self.frame(m["frame"]) { frames["\(id).modifiers[\(k)]"] = f }
            if let id, m["placed"] as? Bool == false { notPlaced.insert("\(id).modifiers[\(k)]") }
            if let content = m["content"] { visit(content) }
        }
        if let header = view["header"] { visit(header) }
        if let footer = view["footer"] { visit(footer) }
        if let value = view["value"] as? [String: Any] { visit(value) }
        for indicator in ["disclosureIndicator", "menuIndicator"] {
            if let id, let f = Self.frame((view[indicator] as? [String: Any])?["frame"]) { frames["\(id).\(indicator)"] = f }
        }
        if let id { visitSections(view["sections"] as? [[String: Any]] ?? [], of: id) }
        for child in view["children"] as? [Any] ?? [] { visit(child) }
    }

    /// A List's sections, labelled `list.sections[0]`, `list.sections[0].rows[1]` and
    /// `list.sections[0].rows[1].separator`.
    private mutating func visitSections(_ sections: [[String: Any]], of id: String) {
        for (i, section) in sections.enumerated() {
            let label = "\(id).sections[\(i)]"
            if let f = Self.frame(section["frame"]) { frames[label] = f }
            for (j, row) in (section["rows"] as? [[String: Any]] ?? []).enumerated() {
                if let f = Self.frame(row["frame"]) { frames["\(label).rows[\(j)]"] = f }
                if let f = Self.frame(row["separator"]) { frames["\(label).rows[\(j)].separator"] = f }
            }
        }
    }

    static func frame(_ v: Any?) -> [Double]? {
        guard let f = v as? [String: Any] else { return nil }
        let values = ["x", "y", "width", "height"].map { key -> Double in
            if let n = f[key] as? NSNumber { return n.doubleValue }
            return (f[key] as? String).map { $0.hasPrefix("-") ? -.infinity : .infinity } ?? .nan
        }
        return values
    }
}

/// A side-by-side table of expected and actual frames, rows that differ marked with ✗.
public enum TreeDiff {
    /// The mismatches between `expected` and `actual`, or `nil` when every asserted value agrees.
    /// - Parameter widthTolerance: a relative tolerance for widths only (positions and heights stay exact).
    public static func report(_ expected: [Expectation], _ actual: ResponseFrames, widthTolerance: Double? = nil) -> String? {
        var rows: [String] = []
        var failed = false
        for e in expected {
            guard e.placed else {
                let ok = actual.notPlaced.contains(e.label)
                failed = failed || !ok
                let gotText = ok ? "not placed" : actual.frames[e.label].map { $0.map(shortNumber).joined(separator: ", ") } ?? "missing"
                rows.append("\(ok ? " " : "✗") \(e.label.padding(toLength: 28, withPad: " ", startingAt: 0)) expected (not placed)  actual (\(gotText))")
                continue
            }
            let got = actual.frames[e.label]
            let want = [e.x, e.y, e.width, e.height]
            let ok = got.map { g in
                zip(want, g).enumerated().allSatisfy { i, pair in
                    guard let w = pair.0 else { return true }
                    if i == 2, let t = widthTolerance { return abs(pair.1 - w) <= t * abs(w) }
                    return approximatelyEqual(w, pair.1)
                }
            } ?? false
            failed = failed || !ok
            let wantText = want.map { $0.map(shortNumber) ?? "·" }.joined(separator: ", ")
            let gotText = got.map { $0.map(shortNumber).joined(separator: ", ") } ?? "missing"
            rows.append("\(ok ? " " : "✗") \(e.label.padding(toLength: 28, withPad: " ", startingAt: 0)) expected (\(wantText))  actual (\(gotText))")
        }
        return failed ? rows.joined(separator: "\n") : nil
    }
}
