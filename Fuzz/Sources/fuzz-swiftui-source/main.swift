import LayoutWire
import SwiftUISource

/// The input is SwiftUI source (bytes decoded as UTF-8, as the service decodes a body). What the
/// front end translates must be JSON the wire decoder reads without crashing; what it refuses
/// must carry a position.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUISource(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do throws(SourceError) {
        let translation = try SwiftUITranslator.translate(source)
        let body = Array("{\"view\":".utf8) + translation.view.bytes + [UInt8(ascii: "}")]
        _ = try? WireDecoder.decode(body)
    } catch {
        precondition(error.line >= 1 && error.column >= 0)
    }
    return 0
}
