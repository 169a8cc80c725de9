import Glibc
import HTTPServer
import LayoutWire
import Synchronization

/// One JSON object per answered request on standard output: time,
/// severity, message, request id, method, path, status, duration, bytes and layout nodes. Bodies
/// are never logged.
///
/// The line is written straight into bytes: this runs for every request, and building it from
/// `String` pieces cost about a tenth of a small request's CPU.
enum AccessLog {
    static func line(_ r: ResponseRecord) -> [UInt8] {
        let status = r.status.code
        let method = r.method?.rawValue ?? ""
        let path = r.path ?? ""
        var out = JSONWriter(capacity: 256 + path.utf8.count)
        out.raw("{\"time\":\"")
        rfc3339Now(&out)
        out.raw("\",\"severity\":")
        out.raw(status >= 500 ? "\"ERROR\"" : status >= 400 ? "\"WARNING\"" : "\"INFO\"")
        out.raw(",\"message\":\"")  // "METHOD PATH STATUS", written in place
        out.stringContents(method.isEmpty ? "-" : method)
        out.byte(UInt8(ascii: " "))
        out.stringContents(path.isEmpty ? "-" : path)
        out.byte(UInt8(ascii: " "))
        out.integer(status)
        out.byte(UInt8(ascii: "\""))
        out.raw(",\"request_id\":")
        out.string(r.responseHeaders["X-Request-ID"] ?? "")
        out.raw(",\"method\":")
        out.string(method)
        out.raw(",\"path\":")
        out.string(path)
        out.raw(",\"status\":")
        out.integer(status)
        out.raw(",\"duration_ms\":")
        out.number((r.duration.seconds * 1e6).rounded() / 1e3)
        out.raw(",\"bytes_in\":")
        out.integer(r.bytesIn)
        out.raw(",\"bytes_out\":")
        out.integer(r.bytesOut)
        if let nodes = r.responseHeaders["X-Layout-Nodes"], let n = Int(nodes) {
            out.raw(",\"nodes\":")
            out.integer(n)
        }
        out.raw("}\n")
        return out.finish()
    }

    /// Writes the current UTC time as RFC 3339 with milliseconds, e.g. `2026-11-22T10:31:05.123Z`.
    static func rfc3339Now(_ out: inout JSONWriter) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var seconds = ts.tv_sec
        var t = tm()
        gmtime_r(&seconds, &t)
        func digits(_ v: Int, _ width: Int) {
            var scale = 1
            for _ in 1..<width { scale *= 10 }
            while scale > 1 && v < scale {
                out.byte(UInt8(ascii: "0"))
                scale /= 10
            }
            out.integer(v)
        }
        digits(Int(t.tm_year) + 1900, 4)
        out.byte(UInt8(ascii: "-"))
        digits(Int(t.tm_mon) + 1, 2)
        out.byte(UInt8(ascii: "-"))
        digits(Int(t.tm_mday), 2)
        out.byte(UInt8(ascii: "T"))
        digits(Int(t.tm_hour), 2)
        out.byte(UInt8(ascii: ":"))
        digits(Int(t.tm_min), 2)
        out.byte(UInt8(ascii: ":"))
        digits(Int(t.tm_sec), 2)
        out.byte(UInt8(ascii: "."))
        digits(Int(ts.tv_nsec / 1_000_000), 3)
        out.byte(UInt8(ascii: "Z"))
    }
}

/// `X-Request-ID`: the client's, if it sent a sane one, else a new random one.
enum RequestID {
    static func resolve(_ request: HTTPRequest?) -> String {
        if let given = request?.headers["X-Request-ID"], (1...128).contains(given.utf8.count),
           given.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
            return given
        }
        return generate()
    }

    /// A random half drawn once per process, so that replicas do not repeat each other's ids.
    private static let processPart = UInt64.random(in: .min ... .max)
    private static let counter = Atomic<UInt64>(0)

    /// 32 hex digits: the process's random half, then a counter scrambled by a bijection
    /// (SplitMix64's finaliser), unique within the process. Ids need to be unique, not secret,
    /// and asking the kernel for randomness on every request cost more than the rest of this.
    static func generate() -> String {
        var z = counter.wrappingAdd(1, ordering: .relaxed).newValue &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let words = [processPart, z]
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for (w, word) in words.enumerated() {
                for i in 0..<16 { buffer[w * 16 + i] = digits.utf8Start[Int((word >> (60 - 4 * UInt64(i))) & 0xF)] }
            }
            return 32
        }
    }
}

/// Writes log lines straight to standard output, one `write(2)` each: unbuffered (a container
/// runtime sees each line at once) and whole (lines from several threads never interleave).
public enum LogOutput {
    public static func write(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        write(bytes: bytes)
    }

    /// Writes `bytes`, which end with a newline.
    static func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
