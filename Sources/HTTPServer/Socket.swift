#if canImport(Glibc)
import Glibc
#endif

/// A failed socket call, with the call's name and `errno`.
public struct SocketError: Error, Equatable, CustomStringConvertible {
    /// The system call that failed.
    public var operation: String
    /// The `errno` it left.
    public var code: Int32

    /// A readable form for logs.
    public var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}

/// Thin wrappers over the Glibc socket calls, retrying EINTR and reporting EAGAIN as a value.
enum Socket {
    /// The outcome of a non-blocking read or write.
    enum IOResult: Equatable {
        /// This many bytes moved.
        case bytes(Int)
        /// The call would block (EAGAIN); wait for the event loop's next event.
        case wouldBlock
        /// The peer closed its write side (read returned 0).
        case endOfStream
        /// Any other error; the connection is beyond saving.
        case failed(Int32)
    }

    /// Opens a non-blocking listening socket bound to `host:port`.
    /// - Returns: the descriptor and the port actually bound, which differs when `port` is 0.
    static func listen(host: String, port: Int, backlog: Int) throws(SocketError) -> (fd: Int32, port: Int) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let info = list?.pointee else { throw SocketError(operation: "getaddrinfo", code: EINVAL) }
        defer { freeaddrinfo(list) }
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let fd = socket(info.ai_family, type, 0)
        guard fd >= 0 else { throw SocketError(operation: "socket", code: errno) }
        setOption(fd, SOL_SOCKET, SO_REUSEADDR, 1)  // rebind at once after a restart
        guard bind(fd, info.ai_addr, info.ai_addrlen) == 0 else { throw failure("bind", closing: fd) }
        guard Glibc.listen(fd, Int32(backlog)) == 0 else { throw failure("listen", closing: fd) }
        return (fd, boundPort(fd))
    }

    /// Accepts one pending connection as a non-blocking, close-on-exec descriptor with TCP_NODELAY.
    static func accept(_ listener: Int32) -> Result<Int32, SocketError> {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                // Responses are written whole; Nagle would only delay them (Kitura-net PR #230).
                setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
                return .success(fd)
            }
            if errno == EINTR { continue }
            return .failure(SocketError(operation: "accept", code: errno))
        }
    }

    /// Reads at most `count` bytes and appends them to `buffer`.
    static func read(_ fd: Int32, into buffer: inout [UInt8], count: Int) -> IOResult {
        let (result, code) = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { scratch in
            let outcome = retrying { recv(fd, scratch.baseAddress!, count, 0) }
            if outcome.result > 0 { buffer.append(contentsOf: scratch[..<outcome.result]) }
            return outcome
        }
        if result == 0 { return .endOfStream }
        return ioResult(result, code)
    }

    /// Writes as much of `bytes[offset...]` as the socket takes, without raising SIGPIPE.
    static func write(_ fd: Int32, _ bytes: [UInt8], from offset: Int) -> IOResult {
        let (result, code) = bytes.withUnsafeBytes { raw in
            retrying { send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL)) }
        }
        return ioResult(result, code)
    }

    /// Whether bytes wait unread in the socket's receive queue.
    static func hasPendingInput(_ fd: Int32) -> Bool {
        var count: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &count) == 0 && count > 0
    }

    /// Closes the write side only, so the peer sees the end of the response (RFC 9112 §9.6).
    static func shutdownWrite(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// The local port a socket is bound to, for both IPv4 and IPv6.
    static func boundPort(_ fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(fd, $0, &length) }
        }
        let port = withUnsafeBytes(of: &storage) { raw in  // sin_port and sin6_port share offset 2
            raw.load(fromByteOffset: 2, as: UInt16.self)
        }
        return Int(UInt16(bigEndian: port))
    }

    /// Sets an integer socket option, ignoring failure (the options here are optimisations).
    static func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Repeats a call while it fails with EINTR; returns its result and the `errno` it left.
    private static func retrying(_ call: () -> Int) -> (result: Int, code: Int32) {
        while true {
            let result = call()
            let code = errno
            if result >= 0 || code != EINTR { return (result, code) }
        }
    }

    /// Classifies a read or write result; EAGAIN means wait for the next event.
    private static func ioResult(_ result: Int, _ code: Int32) -> IOResult {
        if result >= 0 { return .bytes(result) }
        return code == EAGAIN || code == EWOULDBLOCK ? .wouldBlock : .failed(code)
    }

    /// The error for a failed call, after closing the descriptor it leaves behind.
    private static func failure(_ operation: String, closing fd: Int32) -> SocketError {
        let error = SocketError(operation: operation, code: errno)
        close(fd)
        return error
    }
}
