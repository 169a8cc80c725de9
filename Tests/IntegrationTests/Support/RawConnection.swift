#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A plain TCP connection to 127.0.0.1 that sends exactly the bytes a test writes: for what
/// libcurl will not do (pipelining, half a body, an abrupt close).
final class RawConnection {
    /// A response read off the wire.
    struct Response {
        var status: Int
        var headers: [String: String]  // names lowercased
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private var fd: Int32
    private var buffer: [UInt8] = []

    /// Connects; reads give up after `timeout` seconds. Throws when the connection is refused.
    init(port: Int, timeout: Double = 3) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int(timeout.truncatingRemainder(dividingBy: 1) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw Failure(description: "connect: \(String(cString: strerror(code)))")
        }
        self.fd = fd
    }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    /// Sends all of `text`.
    func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends all of `bytes` (stops quietly if the peer has gone).
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Closes the connection; with `reset`, at once with a TCP RST (SO_LINGER 0).
    func close(reset: Bool = false) {
        guard fd >= 0 else { return }
        if reset {
            var option = linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        }
        Glibc.close(fd)
        fd = -1
    }

    /// Reads one response (a `100 Continue` counts as one).
    func readResponse() throws -> Response {
        let end = try fill { $0.firstRange(of: [13, 10, 13, 10])?.upperBound }
        let lines = String(decoding: buffer[..<(end - 4)], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, lines[0].hasPrefix("HTTP/1.1 "), let status = Int(parts[1]) else {
            throw Failure(description: "malformed status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "malformed field \(line)") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        buffer.removeFirst(end)
        let length = status < 200 || status == 204 || status == 304 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        _ = try fill { $0.count >= length ? length : nil }
        defer { buffer.removeFirst(length) }
        return Response(status: status, headers: headers, body: Array(buffer.prefix(length)))
    }

    /// Whether the server closed the connection (read end of stream or a reset) within the read timeout.
    func isClosedByPeer() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count > 0 { continue }  // anything still in flight is not what is asked
            if count == 0 { return true }
            if errno == EINTR { continue }
            return errno == ECONNRESET
        }
    }

    /// Reads until `done` finds what it needs in the buffer.
    private func fill(_ done: ([UInt8]) -> Int?) throws -> Int {
        while true {
            if let found = done(buffer) { return found }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count > 0 { buffer += chunk[..<count]; continue }
            if count < 0 && errno == EINTR { continue }
            throw Failure(description: count == 0 ? "closed by the server" : "read: \(String(cString: strerror(errno)))")
        }
    }
}
