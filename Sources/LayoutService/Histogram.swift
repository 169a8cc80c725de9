/// A cumulative Prometheus histogram (text format 0.0.4): counts per upper bound, sum and count.
struct Histogram: Sendable {
    let bounds: [Double]
    private(set) var counts: [Int]
    private(set) var sum = 0.0
    private(set) var count = 0

    init(bounds: [Double]) {
        self.bounds = bounds
        counts = Array(repeating: 0, count: bounds.count)
    }

    mutating func observe(_ value: Double) {
        for (i, b) in bounds.enumerated() where value <= b { counts[i] += 1 }
        sum += value
        count += 1
    }

    /// Adds `other`'s observations (same bounds) to this one's.
    mutating func merge(_ other: Histogram) {
        for i in counts.indices { counts[i] += other.counts[i] }
        sum += other.sum
        count += other.count
    }

    /// The `_bucket`, `_sum` and `_count` lines, with `labels` (already formatted, may be empty).
    func lines(_ name: String, labels: String = "") -> [String] {
        let sep = labels.isEmpty ? "" : ","
        var out = zip(bounds, counts).map { "\(name)_bucket{\(labels)\(sep)le=\"\(formatNumber($0))\"} \($1)" }
        out.append("\(name)_bucket{\(labels)\(sep)le=\"+Inf\"} \(count)")
        let braces = labels.isEmpty ? "" : "{\(labels)}"
        out.append("\(name)_sum\(braces) \(formatNumber(sum))")
        out.append("\(name)_count\(braces) \(count)")
        return out
    }
}

/// A number as Prometheus and JSON readers expect it: integers without a fraction.
func formatNumber(_ v: Double) -> String {
    if v.isInfinite { return v > 0 ? "+Inf" : "-Inf" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(v)
}

/// A label value escaped for the text format: backslash, double quote and newline.
func escapeLabel(_ s: String) -> String {
    var out = ""
    for c in s {
        switch c {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        default: out.append(c)
        }
    }
    return out
}
