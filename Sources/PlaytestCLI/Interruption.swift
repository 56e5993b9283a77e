import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM as a request to stop: a flag that `playtest run` checks between chunks of games.
///
/// Once installed, the first signal only sets the flag, so the run stops at the next chunk, writes no report
/// and exits 130; a second signal ends the process at once, as an uninstalled one would.
enum Interruption {
    /// Set by the signal handler; lock-free, so setting it is safe inside a handler.
    private static let requested = Atomic<Bool>(false)

    /// Routes SIGINT and SIGTERM to the flag, and unblocks them in this thread (a parent may have spawned the
    /// process with them blocked, where they would wait unseen until the end).
    static func install() {
        _ = requested.load(ordering: .relaxed)   // initialise the static before any handler may touch it
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in
                if Interruption.requested.exchange(true, ordering: .relaxed) {
                    signal(received, SIG_DFL)
                    raise(received)
                }
            }
        }
    }

    /// True once a stop was asked for.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }
}
