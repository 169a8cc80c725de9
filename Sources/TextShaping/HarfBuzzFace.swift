import CHarfBuzz
import Foundation
import Glibc
import Synchronization

/// One font file opened in HarfBuzz: the blob, the face, and one immutable `hb_font_t` per
/// CSS weight (100, 200, …, 900) with the `wght` axis set.
///
/// Safe to share across threads (`@unchecked Sendable`): every HarfBuzz object here is
/// created in `init`, made immutable (`hb_font_make_immutable`) and never changed afterwards,
/// and HarfBuzz documents immutable fonts and faces as safe for concurrent shaping; each
/// shaping call uses its own `hb_buffer_t`. FreeType, the part of HarfBuzz that
/// is not thread-safe, is not used: fonts use HarfBuzz's built-in OpenType functions.
final class HarfBuzzFace: @unchecked Sendable {
    /// Distinguishes faces in the process-wide measurement cache.
    let id: Int
    /// Font units per em; every `hb_font_t` is scaled to it, so advances come in font units.
    let unitsPerEm: Double
    /// The family name from the font's `name` table (name ID 1), e.g. "Inter".
    let familyName: String
    private let face: OpaquePointer
    /// Fonts for weights 100...900, index `weight / 100 - 1`.
    private let fonts: [OpaquePointer]

    /// Opens `bytes` (a TTF or OTF file) with HarfBuzz; nil when HarfBuzz finds no glyphs in it.
    init?(bytes: Data) {
        guard !bytes.isEmpty else { return nil }
        let blob = Self.blob(copying: bytes)
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        hb_face_make_immutable(face)
        self.face = face
        id = Self.nextID.add(1, ordering: .relaxed).newValue
        let upem = hb_face_get_upem(face)
        unitsPerEm = Double(upem)
        familyName = Self.name(of: face, id: hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) ?? "Unknown"
        fonts = (1...9).map { Self.font(face: face, upem: upem, weight: Float($0 * 100)) }
    }

    deinit {
        fonts.forEach { hb_font_destroy($0) }
        hb_face_destroy(face)
    }

    /// The font for a CSS weight, rounded to the nearest hundred and clamped to 100...900.
    func font(weight: Int) -> OpaquePointer {
        let index = min(max((weight + 50) / 100, 1), 9) - 1
        return fonts[index]
    }

    /// Copies the file into memory that the blob owns and frees with it.
    private static func blob(copying bytes: Data) -> OpaquePointer? {
        let memory = malloc(bytes.count)!
        bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return hb_blob_create(memory.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                              HB_MEMORY_MODE_READONLY, memory, { free($0) })
    }

    /// An immutable font at `weight` on the `wght` axis, scaled to units per em.
    private static func font(face: OpaquePointer, upem: UInt32, weight: Float) -> OpaquePointer {
        let font = hb_font_create(face)!
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        var variation = hb_variation_t(tag: tag("wght"), value: weight)
        hb_font_set_variations(font, &variation, 1)
        hb_font_make_immutable(font)
        return font
    }

    /// A name-table string in the default language.
    private static func name(of face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        var length = UInt32(buffer.count)
        guard hb_ot_name_get_utf8(face, id, nil, &length, &buffer) > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An OpenType tag from four ASCII letters (HarfBuzz's `HB_TAG` macro).
    static func tag(_ s: StaticString) -> hb_tag_t {
        s.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    private static let nextID = Atomic<Int>(0)
}
