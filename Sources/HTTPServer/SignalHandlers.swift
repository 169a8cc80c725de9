#if canImport(Glibc)
import Glibc
#endif

/// Delivers termination signals to a closure on a thread of its own.
///
/// A `sigaction` handler writes the signal's number to a pipe (`write(2)` is async-signal-safe,
/// POSIX.1-2017 §2.4.3); a thread that does nothing else reads the pipe and calls the closure.
/// So the closure runs at once whatever the rest of the process is doing: a Dispatch signal
/// source runs on the shared pool, and with every worker busy on long requests it ran seconds
/// late or never, so the drain and the grace period did not start. Installing a handler also
/// makes SIGTERM work when the process is PID 1 in a container, where the kernel applies no
/// default action (Docker run reference, `--init`).
/// The handlers stay installed, and the thread reading, until `cancel()`.
public final class SignalHandlers: @unchecked Sendable {
    private let signals: [Int32]
    private let handler: @Sendable (Int32) -> Void
    /// This instance's slot in `signalPipes`, or nil where none was free or no pipe could be made.
    private let slot: Int?
    private let readEnd: Int32

    /// Installs `handler` for each of `signals`.
    /// - Parameters:
    ///   - signals: the signals to catch; SIGTERM (Kubernetes, `docker stop`) and SIGINT (Ctrl-C) by default.
    ///   - handler: receives the signal number, e.g. to call `Server.beginShutdown(grace:)`; runs on
    ///     the handlers' own thread.
    public init(signals: [Int32] = [SIGTERM, SIGINT], handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        self.handler = handler
        var ends: [Int32] = [-1, -1]
        let free = (0..<signalPipeSlots).first { signalPipes[$0] < 0 }
        guard let free, pipe(&ends) == 0 else {
            (slot, readEnd) = (nil, -1)
            return
        }
        (slot, readEnd) = (free, ends[0])
        signalPipes[free] = ends[1]
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                // Async-signal-safe: a read of a global and write(2), nothing else.
                var byte = UInt8(truncatingIfNeeded: number)
                for i in 0..<signalPipeSlots where signalPipes[i] >= 0 { _ = write(signalPipes[i], &byte, 1) }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        if pthread_create(&thread, nil, { raw in
            Unmanaged<SignalHandlers>.fromOpaque(raw!).takeRetainedValue().readSignals()
            return nil
        }, context) == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<SignalHandlers>.fromOpaque(context).release()
        }
    }

    /// The thread's loop: one byte a signal, until `cancel` closes the pipe's other end. The
    /// thread unblocks its signals first, so that the kernel always has a thread to deliver
    /// them to: a process started from a Dispatch worker inherits that worker's mask, which
    /// blocks them all.
    private func readSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        var byte: UInt8 = 0
        while true {
            let n = read(readEnd, &byte, 1)
            if n < 0, errno == EINTR { continue }
            guard n == 1 else { break }
            if signals.contains(Int32(byte)) { handler(Int32(byte)) }
        }
        close(readEnd)
    }

    /// Stops calling the closure; the signals stay caught (so they do not get their default
    /// action back) and are ignored once no instance wants them.
    public func cancel() {
        guard let slot, signalPipes[slot] >= 0 else { return }
        let writeEnd = signalPipes[slot]
        signalPipes[slot] = -1
        close(writeEnd)
    }
}

/// The write ends of every instance's pipe, -1 where a slot is free: a signal handler can
/// reach only globals, and must not lock or allocate.
private let signalPipeSlots = 16
nonisolated(unsafe) private let signalPipes: UnsafeMutablePointer<Int32> = {
    let slots = UnsafeMutablePointer<Int32>.allocate(capacity: signalPipeSlots)
    slots.initialize(repeating: -1, count: signalPipeSlots)
    return slots
}()
