/// How the corpus of measured San Francisco widths (Tests/TextShapingTests/Corpus/sf-widths.json)
/// is split, for the calibration's test and the service's: an entry whose index in the file is
/// 2 mod 3 is held back from fitting `sf-compat`'s correction, and so is every entry from the
/// file's `heldBackFrom` on (widths gathered after the fit, which check it and nothing else).
public enum SFWidthCorpusSplit {
    public static func isHeldBack(index: Int, heldBackFrom: Int) -> Bool {
        index % 3 == 2 || index >= heldBackFrom
    }
}
