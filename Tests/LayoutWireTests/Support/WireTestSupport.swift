import Foundation
import Testing
import LayoutEngine
@testable import LayoutWire

/// A font whose every character is 10 pt wide at any size: ascent 16, descent 4, cap height 12.
struct GridMeasurer: TextMeasuring {
    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: 16, descent: 4, capHeight: 12)
    }

    func width(of text: Substring, in font: Font) -> Double { Double(text.count) * 10 }
}

/// Decodes a request written as JSON text.
func decode(_ json: String, limits: WireLimits = .default) throws(WireError) -> LayoutRequest {
    try WireDecoder.decode(Array(json.utf8), limits: limits)
}

/// The error decoding `json` throws, or `nil` when it decodes.
func decodeError(_ json: String, limits: WireLimits = .default) -> WireError? {
    decodeError(Array(json.utf8), limits: limits)
}

func decodeError(_ bytes: [UInt8], limits: WireLimits = .default) -> WireError? {
    do throws(WireError) {
        _ = try WireDecoder.decode(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// Wraps a view in a minimal request.
func request(_ view: String, proposal: String = #"{"width": 300, "height": 200}"#) -> String {
    #"{"proposal": \#(proposal), "view": \#(view)}"#
}

/// A control of `type` whose one child, its label, is a Rectangle of a fixed size.
func labelled(_ type: String, _ id: String, label: String, width: Int, height: Int) -> String {
    #"{"type": "\#(type)", "id": "\#(id)", "children": [{"type": "Rectangle", "id": "\#(label)", "modifiers": [{"type": "frame", "width": \#(width), "height": \#(height)}]}]}"#
}

/// The response to `json` laid out with `GridMeasurer`, parsed by Foundation.
func response(_ json: String) throws -> [String: Any] {
    let bytes = try layoutResponse(for: Array(json.utf8), measurer: GridMeasurer())
    return try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
}

/// The response bytes as text.
func responseText(_ json: String) throws -> String {
    String(decoding: try layoutResponse(for: Array(json.utf8), measurer: GridMeasurer()), as: UTF8.self)
}

/// The tree as nested case names, outermost first: `padding(frame(shape))`.
func outline(_ request: LayoutRequest) -> String {
    outline(request.tree, request.tree.root)
}

func outline(_ tree: LayoutTree, _ id: NodeID) -> String {
    let node = tree[id]
    let name = caseName(node.kind)
    guard !node.children.isEmpty else { return name }
    return name + "(" + node.children.map { outline(tree, $0) }.joined(separator: ", ") + ")"
}

/// The case name of a node kind.
func caseName(_ kind: NodeKind) -> String {
    Mirror(reflecting: kind).children.first?.label ?? String(describing: kind)
}

/// The kind of the outermost node of the root view.
func rootKind(_ json: String) throws -> NodeKind {
    let request = try decode(json)
    return request.tree[request.tree.root].kind
}

/// A frame as a tuple-like dictionary read from a parsed response.
func frame(_ object: Any?) -> [Double]? {
    guard let f = object as? [String: Any] else { return nil }
    return ["x", "y", "width", "height"].compactMap { (f[$0] as? NSNumber)?.doubleValue }
}

extension [String: Any] {
    /// A member that is itself an object.
    subscript(object key: String) -> [String: Any]? { self[key] as? [String: Any] }
    /// A member that is an array of objects.
    subscript(objects key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
}
