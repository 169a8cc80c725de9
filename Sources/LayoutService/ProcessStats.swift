import Glibc

/// Process facts for `/metrics`, read from `/proc` (Linux).
enum ProcessStats {
    /// Resident set size in bytes: the second field of `/proc/self/statm` (pages) times the page size.
    static func residentBytes() -> Double {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }
}
