import Glibc
import HTTPServer

/// One JSON object per answered request on standard output (service conventions §2.5): time,
/// severity, message, request id, method, path, status, duration, bytes and layout nodes. Bodies
/// are never logged.
enum AccessLog {
    static func line(_ r: ResponseRecord) -> String {
        let status = r.status.code
        let method = r.method?.rawValue ?? ""
        let path = r.path ?? ""
        // One string, appended in place: this runs for every request.
        var line = "{\"time\":\""
        line.reserveCapacity(256 + path.utf8.count)
        line += rfc3339Now()
        line += "\",\"severity\":\""
        line += status >= 500 ? "ERROR" : status >= 400 ? "WARNING" : "INFO"
        line += "\",\"message\":"
        line += jsonString("\(method.isEmpty ? "-" : method) \(path.isEmpty ? "-" : path) \(status)")
        line += ",\"request_id\":"
        line += jsonString(r.responseHeaders["X-Request-ID"] ?? "")
        line += ",\"method\":"
        line += jsonString(method)
        line += ",\"path\":"
        line += jsonString(path)
        line += ",\"status\":\(status),\"duration_ms\":"
        line += formatNumber((r.duration.seconds * 1e6).rounded() / 1e3)
        line += ",\"bytes_in\":\(r.bytesIn),\"bytes_out\":\(r.bytesOut)"
        if let nodes = r.responseHeaders["X-Layout-Nodes"] { line += ",\"nodes\":\(nodes)" }
        return line + "}"
    }

    /// The current UTC time as RFC 3339 with milliseconds, e.g. `2026-11-22T10:31:05.123Z`.
    static func rfc3339Now() -> String {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var seconds = ts.tv_sec
        var t = tm()
        gmtime_r(&seconds, &t)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let ms = Int(ts.tv_nsec / 1_000_000)
        let millis = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return "\(t.tm_year + 1900)-\(two(t.tm_mon + 1))-\(two(t.tm_mday))T\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec)).\(millis)Z"
    }
}

/// `X-Request-ID`: the client's, if it sent a sane one, else a new random one.
enum RequestID {
    static func resolve(_ request: HTTPRequest?) -> String {
        if let given = request?.headers["X-Request-ID"], (1...128).contains(given.utf8.count),
           given.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
            return given
        }
        var g = SystemRandomNumberGenerator()
        let a = g.next() as UInt64, b = g.next() as UInt64
        return hex(a) + hex(b)
    }

    private static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

/// Writes log lines straight to standard output, one `write(2)` each: unbuffered (a container
/// runtime sees each line at once) and whole (lines from several threads never interleave).
public enum LogOutput {
    public static func write(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
