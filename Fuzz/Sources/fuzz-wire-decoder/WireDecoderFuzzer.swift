import LayoutWire

/// Decodes the input as a `POST /v1/layout` body: the tokenizer, then lowering to the engine's
/// tree with every field's checks. Every input must decode or throw a `WireError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if let request = try? WireDecoder.decode(UnsafeRawBufferPointer(start: data, count: size)) {
        precondition(request.nodeCount >= 1)
    }
    return 0
}
