import CMalloc

/// glibc malloc settings for a process that lays out large trees over and over.
///
/// A layout allocates its tables (about 300 bytes per node) and frees them when it returns.
/// By default glibc serves blocks that large with fresh `mmap` pages and trims freed memory
/// at the top of the heap, so every large layout page-faults its tables in again: measured
/// on the 125,000-node benchmark scene, that was a fifth of the time. Raising both
/// thresholds keeps freed tables in the heap for the next request; the process then holds
/// on to its peak (bounded by the node limit times the layout concurrency).
public enum AllocatorTuning {
    /// Blocks up to this size come from the heap instead of their own mapping.
    public static let mmapThreshold: Int32 = 64 << 20
    /// Freed memory at the top of the heap is returned to the system only past this size.
    public static let trimThreshold: Int32 = 512 << 20

    public static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
    }
}
