import CHarfBuzz
import Foundation

/// A font cut down to the characters a document draws (HarfBuzz's `hb-subset`), so that an SVG
/// can carry its own fonts: the glyphs of those characters, with what the font's layout tables
/// reach from them (ligatures, alternates), its variation axes and its metrics.
public enum FontSubset {
    /// `data` (a TrueType or OpenType font) keeping `scalars`, or `nil` when HarfBuzz cannot
    /// subset it.
    public static func subset(_ data: Data, keeping scalars: some Sequence<Unicode.Scalar>) -> Data? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data? in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                  let blob = hb_blob_create_or_fail(base, UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil) else { return nil }
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, 0)
            defer { hb_face_destroy(face) }
            guard let input = hb_subset_input_create_or_fail() else { return nil }
            defer { hb_subset_input_destroy(input) }
            // Every layout feature, not HarfBuzz's default list: `tnum` (monospacedDigit) and the
            // stylistic features the server may shape with are not in it.
            let features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
            hb_set_clear(features)
            hb_set_invert(features)
            let unicodes = hb_subset_input_unicode_set(input)
            for scalar in scalars { hb_set_add(unicodes, scalar.value) }
            guard let subset = hb_subset_or_fail(face, input) else { return nil }
            defer { hb_face_destroy(subset) }
            let out = hb_face_reference_blob(subset)
            defer { hb_blob_destroy(out) }
            var length: UInt32 = 0
            guard let pointer = hb_blob_get_data(out, &length), length > 0 else { return nil }
            return Data(bytes: pointer, count: Int(length))
        }
    }
}
