#if canImport(Glibc)
import Glibc
#endif
import Foundation
import HTTPServer

/// A raw-socket HTTP client for live tests: it sends exactly the bytes a test writes, for what
/// libcurl will not do (pipelining, half a request, a half-close, an abrupt reset).
public final class TestClient {
    /// A response as read off the wire.
    public struct Response {
        public var status: Int
        public var headers: HTTPHeaders
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Why a read did not produce a response.
    public enum Failure: Error, Equatable {
        case connect(Int32)
        case closed
        case timeout
        case reset
        case malformed
    }

    private var fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    public init(port: Int, timeout: Double = 2) throws {
        // Keep the descriptor local until connected: if init throws after `self.fd` is set,
        // deinit runs too and would close a number some other socket may already reuse.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if result != 0 {
            let code = errno
            Glibc.close(fd)
            throw Failure.connect(code)
        }
        self.fd = fd
    }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    /// Sends all of `text`.
    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends all of `bytes` (stops quietly if the peer has gone).
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Closes the sending side, as a client that has finished its request may.
    public func shutdownWrite() { shutdown(fd, Int32(SHUT_WR)) }

    /// Closes the connection; with `reset`, at once with a TCP RST (SO_LINGER 0), the most
    /// abrupt disconnect a client can make.
    public func close(reset: Bool = false) {
        guard fd >= 0 else { return }
        if reset {
            var option = linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        }
        Glibc.close(fd)
        fd = -1
    }

    /// Reads one response (a `100 Continue` counts as one); `head` says the request was HEAD,
    /// so no content follows.
    public func readResponse(head: Bool = false) throws(Failure) -> Response {
        let end = try fill { $0.firstRange(of: [13, 10, 13, 10])?.upperBound }
        let lines = String(decoding: buffer[..<(end - 4)], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, lines[0].hasPrefix("HTTP/1.1 "), let status = Int(statusParts[1])
        else { throw .malformed }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed }
            headers.add(name: String(line[..<colon]), value: String(line[line.index(after: colon)...]).trimmedForTest())
        }
        buffer.removeFirst(end)
        let length = head || status < 200 || status == 204 || status == 304 ? 0 : Int(headers["Content-Length"] ?? "0") ?? 0
        _ = try fill { $0.count >= length ? length : nil }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Reads until the server closes; throws `.reset` if it resets the connection instead.
    public func readUntilClosed() throws(Failure) -> [UInt8] {
        do {
            _ = try fill { _ in nil }
        } catch .closed {
            defer { buffer = [] }
            return buffer
        }
        return buffer
    }

    /// Whether the server closed the connection (an end of stream or a reset) within the read
    /// timeout; what arrives before the close does not count.
    public func isClosedByPeer() -> Bool {
        do {
            _ = try readUntilClosed()
            return true
        } catch {
            return error == .reset
        }
    }

    /// Reads until `done` finds what it needs in the buffer.
    private func fill(_ done: ([UInt8]) -> Int?) throws(Failure) -> Int {
        while true {
            if let found = done(buffer) { return found }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count > 0 { buffer += chunk[..<count]; continue }
            if count == 0 { throw .closed }
            if errno == EINTR { continue }
            throw errno == ECONNRESET ? .reset : .timeout
        }
    }
}

extension String {
    /// The string without surrounding spaces and tabs.
    fileprivate func trimmedForTest() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
