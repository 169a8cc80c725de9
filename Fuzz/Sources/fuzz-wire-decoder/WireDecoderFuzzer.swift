import LayoutWire

/// Decodes the input as a `POST /v1/layout` body: the tokenizer, then lowering to the engine's
/// tree with every field's checks. Every input must decode or throw a `WireError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if let request = try? WireDecoder.decode(UnsafeRawBufferPointer(start: data, count: size)) {
        // The engine always gets a root; the request's own nodes are that tree's, but for an
        // EmptyView root, which counts none and stands in as a childless stack.
        precondition(request.tree.count >= 1 && request.tree.count - request.nodeCount <= 1)
    }
    return 0
}
