@_spi(Fuzzing) import LayoutWire

/// The first byte picks the axis (bit 0) and whether custom guides may be read (bit 1); the rest
/// is the expression, as an `alignmentGuide` value or a custom guide's default carries it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGuideExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let flags = data[0]
    let text = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    _ = FuzzingEntryPoints.parseGuideExpression(text, vertical: flags & 1 != 0, customGuides: flags & 2 != 0)
    return 0
}
