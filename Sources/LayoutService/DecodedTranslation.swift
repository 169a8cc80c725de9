import Glibc
import LayoutWire
import Synchronization

/// The request last decoded from a kept translation, with the whole body it was decoded from, so
/// that a source sent again with the same proposal and settings costs neither its translation
/// nor its JSON decode, only its layout and answer (the app screen's decode is about 0.2 ms of a
/// cached source request's 0.8 ms; `layout-bench wire`). One belongs to each
/// `TranslationCache.Entry`: the source is matched already, and the rest of the body (the
/// proposal, the device, the inputs) is compared byte for byte. A body that differs (the
/// playground's slider changes the proposal) is decoded, and then kept in its place.
///
/// A `LayoutRequest` is a value (`Sendable`): every request that takes it lays out its own copy's
/// tree, which the engine only reads.
///
/// Memory: the entry reserves `reservation(viewBytes:)` in the cache's byte count when it is made,
/// before any decode; a request whose estimate (`estimate`) is larger is not kept, and is
/// decoded on every request as it would be without this.
final class DecodedTranslation: Sendable {
    private let last = Mutex<(body: [UInt8], request: LayoutRequest)?>(nil)
    /// The bytes the entry counted for a kept request and its body.
    let reserved: Int

    init(reserved: Int) { self.reserved = reserved }

    /// The request decoded from `body` before, if the last one kept was decoded from these bytes.
    func request(for body: [UInt8]) -> LayoutRequest? {
        // Copied out under the lock (references only), compared outside it: many threads may
        // ask for the same source at once.
        guard let kept = last.withLock({ $0 }), kept.body.count == body.count else { return nil }
        let same = body.isEmpty || kept.body.withUnsafeBytes { a in
            body.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        return same ? kept.request : nil
    }

    /// Keeps `request`, decoded from `body`, in place of the one kept before, if it fits the
    /// reservation; returns whether it was kept.
    @discardableResult
    func keep(_ request: LayoutRequest, from body: [UInt8]) -> Bool {
        guard Self.estimate(request, body: body) <= reserved else { return false }
        last.withLock { $0 = (body, request) }
        return true
    }

    /// Bytes per node of a decoded request: its tree's tables and the wire index beside them.
    /// `layout-bench wire` counts them with the allocator (`mallinfo2`) while ten copies of the
    /// app screen's request are held: 499 bytes a node, its 250 Texts' strings included
    /// (2026-11-28 on the 2-core machine; docs/performance.md, "Memory").
    static let bytesPerNode = 512

    /// What keeping `request` holds, estimated: the body's buffer, the strings again (no more
    /// bytes than the body has), and the tables per node.
    static func estimate(_ request: LayoutRequest, body: [UInt8]) -> Int {
        body.capacity + body.count + request.nodeCount * bytesPerNode + 1_024
    }

    /// What an entry whose view's JSON is `viewBytes` long reserves for a decoded request: room
    /// for the body (the view and a proposal of up to 512 bytes, in a buffer up to twice as
    /// large) and a node for every 32 bytes of the view, but no more nodes than the wire admits
    /// (`maxNodes`). A translated screen's JSON has more bytes a node than 32 (the app screen's
    /// 61; the 40 rows in `DecodedTranslationTests`, 44); a denser one is decoded on every
    /// request instead of kept. The app screen's entry reserves about 1.2 MB.
    static func reservation(viewBytes: Int, maxNodes: Int) -> Int {
        3 * (viewBytes + 512) + min(viewBytes / 32, maxNodes) * bytesPerNode + 1_024
    }
}

extension SourceRequests {
    /// The request a translated body holds: the one kept when these bytes were decoded before
    /// (counted in `cache`'s statistics), else decoded now and kept.
    static func decode(_ body: [UInt8], kept: DecodedTranslation, limits: WireLimits,
                       counting cache: TranslationCache) throws(WireError) -> LayoutRequest {
        if let request = kept.request(for: body) {
            cache.countReusedDecode()
            return request
        }
        let request = try WireDecoder.decode(body, limits: limits)
        kept.keep(request, from: body)
        return request
    }
}
