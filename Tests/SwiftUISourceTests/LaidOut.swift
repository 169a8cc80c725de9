import Foundation
import LayoutTestSupport
import LayoutWire
import SwiftUISource
import Testing

/// `source` translated and laid out at 393 × 852, as the service lays a `text/x-swift` body out
/// (text measured in monospace): the answer's JSON object.
func laidOut(_ source: String) throws -> [String: Any] {
    let translation = try SwiftUITranslator.translate(source)
    let body = Array(#"{"proposal":{"width":393,"height":852},"view":"#.utf8) + translation.view.bytes + Array("}".utf8)
    let response = try layoutResponse(for: body, measurer: MonospaceTextMeasurer())
    return try #require(try JSONSerialization.jsonObject(with: Data(response)) as? [String: Any])
}

/// An answer's frame as `[x, y, width, height]`; empty when there is none.
func rect(_ any: Any?) -> [Double] {
    guard let f = any as? [String: Double] else { return [] }
    return [f["x"] ?? .nan, f["y"] ?? .nan, f["width"] ?? .nan, f["height"] ?? .nan]
}
