@_spi(Fuzzing) import LayoutWire

/// Tokenizes the input as one JSON text (RFC 8259) and reads every token back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = FuzzingEntryPoints.tokenizeJSON(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
