public import LayoutEngine

/// Reads `POST /v1/layout` bodies (the `LayoutRequest` schema in `openapi.yaml`) straight into the engine's tree.
///
/// Two passes over the bytes' tokens, no `Codable`: the tokenizer checks RFC 8259 and records a
/// flat token tape; lowering walks the tape in any member order, validates every field against
/// the wire format and builds the `LayoutTree` and `WireIndex`. Unknown members are rejected so
/// that a client's typo fails loudly instead of being ignored.
public enum WireDecoder {
    /// Decodes a request body.
    /// - Throws: `WireError` with a pointer to the offending value; every such error is a 400.
    public static func decode(_ bytes: UnsafeRawBufferPointer, limits: WireLimits = .default) throws(WireError) -> LayoutRequest {
        let tape = try JSONTokenizer.tokenize(bytes, maxDepth: limits.maxJSONDepth)
        var lowering = Lowering(tape: tape, limits: limits)
        return try lowering.lowerDocument()
    }

    /// Decodes a request body held in an array.
    public static func decode(_ bytes: [UInt8], limits: WireLimits = .default) throws(WireError) -> LayoutRequest {
        let result: Result<LayoutRequest, WireError> = bytes.withUnsafeBytes { buffer in
            do throws(WireError) { return .success(try decode(buffer, limits: limits)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

/// Decodes `bytes`, lays the request out with `measurer` and encodes the response body.
///
/// The request's `environment.profile` is not consulted: the caller picks `measurer` (the
/// service maps profiles to measurers; decode first with `WireDecoder` to read it).
/// - Throws: `WireError` for a body that does not decode; render it with `Problem(_:)`.
public func layoutResponse(for bytes: [UInt8], limits: WireLimits = .default,
                           measurer: any TextMeasuring) throws(WireError) -> [UInt8] {
    let request = try WireDecoder.decode(bytes, limits: limits)
    return WireEncoder.encode(request, request.layout(measurer: measurer))
}
