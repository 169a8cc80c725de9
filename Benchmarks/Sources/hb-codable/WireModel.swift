import LayoutEngine

// Codable mirrors of the wire format (shared/wire-format.md), as much of it as the load test's
// requests use: stacks, Text, Image, Color, Spacer; frame, padding and relativeProposed.

struct WireRequest: Decodable {
    var proposal: WireProposal?
    var environment: WireEnvironment?
    var view: WireView
}

struct WireEnvironment: Decodable {
    var displayScale: Double?
}

struct WireProposal: Decodable {
    var width: Dimension?
    var height: Dimension?

    var engineProposal: ProposedViewSize { ProposedViewSize(width: width?.value, height: height?.value) }
}

/// A length: a number or the string `"infinity"` (`null` is the enclosing optional's nil).
enum Dimension: Decodable {
    case finite(Double)
    case infinity

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .finite(number)
        } else if try container.decode(String.self) == "infinity" {
            self = .infinity
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"infinity\"")
        }
    }

    var value: Double {
        switch self {
        case .finite(let v): v
        case .infinity: .infinity
        }
    }
}

struct WireView: Decodable {
    var type: String
    var id: String?
    var children: [WireView]?
    var modifiers: [WireModifier]?
    var spacing: Double?
    var alignment: String?
    var color: String?
    var text: String?
    var font: WireFont?
    var width: Double?
    var height: Double?
    var minLength: Double?
}

/// A text style name, or `{"size": n, "weight": name}`.
enum WireFont: Decodable {
    case style(String)
    case custom(size: Double, weight: String?)

    private enum Keys: String, CodingKey { case size, weight }

    init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .style(name)
        } else {
            let object = try decoder.container(keyedBy: Keys.self)
            self = .custom(size: try object.decode(Double.self, forKey: .size),
                           weight: try object.decodeIfPresent(String.self, forKey: .weight))
        }
    }
}

struct WireModifier: Decodable {
    var type: String
    var width: Dimension?
    var height: Dimension?
    var minWidth: Dimension?
    var idealWidth: Dimension?
    var maxWidth: Dimension?
    var minHeight: Dimension?
    var idealHeight: Dimension?
    var maxHeight: Dimension?
    var alignment: String?
    var length: Double?
    var edges: WireEdges?
    var insets: WireInsets?
}

/// `"all"`, `"horizontal"`, … or an array of them.
struct WireEdges: Decodable {
    var names: [String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let many = try? container.decode([String].self) {
            names = many
        } else {
            names = [try container.decode(String.self)]
        }
    }
}

struct WireInsets: Decodable {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?
}
