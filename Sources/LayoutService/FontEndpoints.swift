import Foundation
import HTTPServer
import LayoutEngine
import TextShaping

/// `GET /v1/fonts` and `GET /v1/fonts/{name}`: the fonts the server measures with (the default
/// font, then each font design's stand-in that loaded), so that a browser can draw the same lines.
struct FontEndpoints {
    let profiles: TextProfiles

    /// One served file: its `FontInfo` fields and bytes.
    struct Served {
        var name: String
        var family: String
        var design: FontDesign?
        var weights: ClosedRange<Int>
        var data: Data

        var path: String { "/v1/fonts/\(name)" }
        /// The same font as WOFF2 (`WOFF2`), served beside it.
        var woff2Path: String { "/v1/fonts/\(HarfBuzzTextMeasurer.woff2Name(of: name))" }
    }

    var fontPath: String { "/v1/fonts/\(profiles.sfCompat.fontName)" }

    /// The default font, then each design font's regular and bold files.
    var served: [Served] {
        let m = profiles.sfCompat
        var files = [Served(name: m.fontName, family: m.familyName, design: nil, weights: 100...900, data: m.fontData)]
        for font in m.designFonts.all {
            files.append(Served(name: font.regular.name, family: font.familyName, design: font.design,
                                weights: 100...(DesignFont.boldFrom - 1), data: font.regular.data))
            files.append(Served(name: font.bold.name, family: font.familyName, design: font.design,
                                weights: DesignFont.boldFrom...900, data: font.bold.data))
        }
        return files
    }

    /// The list (openapi.yaml `FontList`): each file with its URL, and the stylesheet per
    /// profile, which declares every file's face.
    func list(_ request: HTTPRequest) -> HTTPResponse {
        let measurers = [profiles.sfCompat, profiles.fontNative]
        let names = measurers.map { jsonString($0.profile.rawValue) }.joined(separator: ",")
        let css = measurers.map { "\(jsonString($0.profile.rawValue)):\(jsonString($0.fontFaceCSS(fontURL: fontPath)))" }
            .joined(separator: ",")
        let entries = served.map { file in
            "{\"name\":\(jsonString(file.name)),\"family\":\(jsonString(file.family)),"
                + (file.design.map { "\"design\":\(jsonString($0.rawValue))," } ?? "")
                + "\"weights\":{\"min\":\(file.weights.lowerBound),\"max\":\(file.weights.upperBound)},"
                + "\"italic\":false,\"profiles\":[\(names)],\"url\":\(jsonString(file.path)),"
                + "\"woff2Url\":\(jsonString(file.woff2Path)),\"css\":{\(css)}}"
        }
        let json = "{\"fonts\":[\(entries.joined(separator: ","))]}"
        return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Array(json.utf8))
    }
}

/// A JSON string literal (RFC 8259 §7), escaped as the server escapes its own problem bodies.
func jsonString(_ s: String) -> String { HTTPResponse.jsonString(s) }
