import CMalloc

/// glibc malloc settings for a process that lays out large trees over and over.
///
/// A layout allocates its tables (about 300 bytes per node) and frees them when it returns.
/// By default glibc serves blocks that large with fresh `mmap` pages and trims freed memory
/// at the top of the heap, so every large layout page-faults its tables in again: measured
/// on the 125,000-node benchmark scene, that was a fifth of the time. Raising both
/// thresholds (the trim threshold from 128 KiB to 1 MiB, above the app screen's tables) keeps
/// freed tables in the heap for the next request.
///
/// What the process then holds is its peak per arena (up to the trim threshold), and glibc
/// gives each thread that allocates while the others' arenas are busy an arena of its own, up
/// to eight per core
/// ("Memory Allocation Tunables", glibc manual: `glibc.malloc.arena_max`): every Dispatch
/// thread that ever ran a layout kept one. So the arenas are capped, and `trim` gives the free
/// pages back once the server is idle (`IdleTrim`).
///
/// The cap is twice the layout concurrency plus two: under load the server runs its K handler
/// threads and about as many Dispatch threads for the connections (9 threads with K = 2, 6 of
/// them I/O), and threads that share an arena take turns at its lock on every allocation.
/// Measured on 2 cores at 64 connections with K = 2, medians of two sets of three 4 s runs:
/// K + 1 (3) arenas took 6–19 % more server CPU per app screen and 15–21 % more per small
/// request than glibc's default (16 here); 2K + 2 (6) no more than the default, with 62–70 MB
/// resident against 64–86.
public enum AllocatorTuning {
    /// Blocks up to this size come from the heap instead of their own mapping.
    public static let mmapThreshold: Int32 = 64 << 20
    /// Freed memory at the top of an arena is returned to the system once it reaches this size.
    ///
    /// `malloc_trim` shrinks only the main arena's top; a thread arena's top goes back only
    /// when a free leaves it at least this large (glibc's `heap_trim`), so what an idle server
    /// can keep past its live memory is up to this much in each arena. A translation of a large
    /// or hostile source leaves tens of megabytes at the top of its thread's arena. Measured with
    /// `Scripts/attack-server.py` on 2 cores (resident memory 6 s after the attacks ÷ the steady
    /// state): 512 MiB here kept them (1.78×), 16 MiB 1.27×, 8 MiB 1.12–1.18×, 4 MiB 1.02–1.18×
    /// in thirteen runs and 1.32× in one (15.8 MiB kept: four arena tops under 4 MiB), 1 MiB
    /// 1.01–1.04× in four. Whatever the runs, at 1 MiB the six arenas of two handlers can keep
    /// at most 6 MiB, an eighth of the 50 MiB steady state, inside the 1.2× the service promises.
    /// The cost: a layout near the wire's 10,000-node limit (its request, tables and answer some
    /// 10 MB) gives them back and faults them in again, 13–16 % fewer a second than at 4 MiB
    /// (and 4 MiB some 9 % fewer than 512 MiB); the app screen and small requests changed within
    /// the spread of the rounds (−12 % to +46 %, −10 % to +3 %), a 3,200-node layout was faster
    /// (docs/performance.md, "Memory").
    /// `MALLOC_TRIM_THRESHOLD_` in the environment takes precedence.
    public static let trimThreshold: Int32 = 1 << 20

    /// `layout-bench`'s threshold: its 12,500-row scenes (100,000 nodes, ten times the wire's
    /// node limit) would otherwise give their tables back and fault them in again on every run.
    public static let benchmarkTrimThreshold: Int32 = 512 << 20

    /// The arenas for `workers` concurrent layouts: two each (a handler and an I/O thread), and two more.
    public static func arenas(workers: Int) -> Int32 { Int32(clamping: 2 * max(workers, 1) + 2) }

    /// Sets the thresholds and, when `workers` is given, caps the arenas (`M_ARENA_MAX`, glibc
    /// manual "Malloc Tunable Parameters"); `MALLOC_ARENA_MAX` and `MALLOC_TRIM_THRESHOLD_` in the
    /// environment take precedence.
    public static func apply(workers: Int? = nil, trimThreshold: Int32 = trimThreshold) {
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        // glibc reads MALLOC_TRIM_THRESHOLD_ itself when it starts; set, it is left as it is.
        if getenv("MALLOC_TRIM_THRESHOLD_") == nil { _ = mallopt(M_TRIM_THRESHOLD, trimThreshold) }
        if let workers, getenv("MALLOC_ARENA_MAX") == nil { _ = mallopt(M_ARENA_MAX, arenas(workers: workers)) }
    }

    /// Gives free memory in every arena back to the system: the top of each heap and the whole
    /// free pages inside it (`malloc_trim(0)`, glibc 2.8 and later, glibc manual "Freeing
    /// after Malloc"). It walks every arena under its lock, so it runs only when no layout does.
    public static func trim() { _ = malloc_trim(0) }
}
