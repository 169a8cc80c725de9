#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Delivers termination signals to a closure through Dispatch signal sources.
///
/// The default disposition of each signal is set to ignore first, so the signal is only
/// seen by the source. This is also what makes SIGTERM work when the process is PID 1 in a
/// container, where the kernel applies no default action (Docker run reference, `--init`).
/// Keep the returned value alive for as long as the handlers should stay installed.
public final class SignalHandlers {
    private let sources: [any DispatchSourceSignal]

    /// Installs `handler` for each of `signals`.
    /// - Parameters:
    ///   - signals: the signals to catch; SIGTERM (Kubernetes, `docker stop`) and SIGINT (Ctrl-C) by default.
    ///   - queue: where `handler` runs.
    ///   - handler: receives the signal number, e.g. to call `Server.beginShutdown(grace:)`.
    public init(
        signals: [Int32] = [SIGTERM, SIGINT], queue: DispatchQueue = .global(),
        handler: @escaping @Sendable (Int32) -> Void
    ) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// Removes the handlers; the signals do not get their default action back.
    public func cancel() {
        for source in sources { source.cancel() }
    }

    deinit { cancel() }
}
