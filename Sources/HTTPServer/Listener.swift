#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The listening socket: a read source on it accepts connections until the source is cancelled.
///
/// Concurrency: all stored properties are constants. Dispatch sources are thread-safe
/// (libdispatch documents `cancel`, `suspend` and `resume` as callable from any thread)
/// but are not annotated `Sendable`, hence `@unchecked`.
final class Listener: @unchecked Sendable {
    /// The listening descriptor; closed by the source's cancel handler.
    let fd: Int32
    private let source: any DispatchSourceRead
    private let queue: DispatchQueue
    private let accepted: @Sendable (Int32) -> Void

    /// The most connections taken per wake-up, so one flood cannot monopolise the accept queue.
    private static let acceptBurst = 256

    /// Wraps a listening descriptor; nothing is accepted until `start()`.
    /// - Parameters:
    ///   - accepted: receives each new non-blocking descriptor, on `queue`.
    ///   - closed: runs once the listening descriptor is closed.
    init(
        fd: Int32, queue: DispatchQueue,
        accepted: @escaping @Sendable (Int32) -> Void, closed: @escaping @Sendable () -> Void
    ) {
        self.fd = fd
        self.queue = queue
        self.accepted = accepted
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [self] in acceptPending() }  // released when cancelled
        source.setCancelHandler {
            Glibc.close(fd)
            closed()
        }
    }

    /// Starts accepting.
    func start() { source.resume() }

    /// Stops accepting and closes the listening socket; clients then get connection refused.
    func close() { source.cancel() }

    /// Accepts, now, the connections the kernel has already completed and queued: closing the
    /// listener would reset them (their clients may have sent a request already). Call it from
    /// any queue but the listener's own.
    func acceptBacklog() {
        queue.sync { acceptPending() }
    }

    /// Accepts until EAGAIN or the burst limit; pauses briefly when out of descriptors.
    private func acceptPending() {
        for _ in 0..<Self.acceptBurst {
            switch Socket.accept(fd) {
            case .success(let client):
                accepted(client)
            case .failure(let error) where error.code == EMFILE || error.code == ENFILE || error.code == ENOMEM:
                // The pending connection stays queued and the source would fire again at once:
                // back off instead of spinning (FlyingFox #186 shows the cost of an epoll busy loop).
                source.suspend()
                queue.asyncAfter(deadline: .now() + .milliseconds(100)) { self.source.resume() }
                return
            case .failure(let error) where error.code == ECONNABORTED || error.code == EPROTO:
                continue  // the client gave up before we accepted; take the next one
            case .failure:
                return  // EAGAIN: nothing left to accept
            }
        }
    }
}
