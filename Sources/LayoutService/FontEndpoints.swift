import Foundation
import HTTPServer
import TextShaping

/// `GET /v1/fonts` and `GET /v1/fonts/{name}`: the font the server measures with, so that a
/// browser can draw the same lines.
struct FontEndpoints {
    let profiles: TextProfiles

    var fontName: String { profiles.sfCompat.fontName }
    var fontPath: String { "/v1/fonts/\(fontName)" }

    /// A strong validator for the font file: FNV-1a over its bytes.
    var etag: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in profiles.sfCompat.fontData {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))\""
    }

    /// The list (openapi.yaml `FontList`): each font with its URL and a stylesheet per profile.
    func list(_ request: HTTPRequest) -> HTTPResponse {
        let m = profiles.sfCompat
        let measurers = [profiles.sfCompat, profiles.fontNative]
        let names = measurers.map { jsonString($0.profile.rawValue) }.joined(separator: ",")
        let css = measurers.map { "\(jsonString($0.profile.rawValue)):\(jsonString($0.fontFaceCSS(fontURL: fontPath)))" }
            .joined(separator: ",")
        let json = "{\"fonts\":[{\"name\":\(jsonString(fontName)),\"family\":\(jsonString(m.familyName)),"
            + "\"weights\":{\"min\":100,\"max\":900},\"italic\":false,\"profiles\":[\(names)],"
            + "\"url\":\(jsonString(fontPath)),\"css\":{\(css)}}]}"
        return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Array(json.utf8))
    }

    /// The file, cacheable for a year (its name changes with its content only on upgrades, and
    /// the ETag answers revalidation).
    func file(_ request: HTTPRequest, etag: String) -> HTTPResponse {
        var headers: HTTPHeaders = ["ETag": etag, "Cache-Control": "public, max-age=31536000"]
        if let match = request.headers["If-None-Match"], match.split(separator: ",").contains(where: { String($0).trimmingSpaces() == etag || $0 == "*" }) {
            return HTTPResponse(status: HTTPStatus(code: 304), headers: headers)
        }
        headers.set(name: "Content-Type", value: "font/ttf")
        return HTTPResponse(status: .ok, headers: headers, body: Array(profiles.sfCompat.fontData))
    }
}

/// A JSON string literal (RFC 8259 §7), escaped as the server escapes its own problem bodies.
func jsonString(_ s: String) -> String { HTTPResponse.jsonString(s) }
