import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM for the commands that play in long stretches without chunk boundaries of their own
/// (`check`, `tune`, `compare`): says what finished and what was interrupted, writes nothing, and exits 130.
///
/// The command reports its progress (`started`, `finished`) and calls `stopIfRequested()` between its steps; a
/// watcher thread covers the stretches in between (a search, a long game), so a stop never waits for the end.
final class InterruptionWatch: Sendable {
    private struct State {
        var finished: [String] = []
        var current: String?
        var reported = false
    }

    private let command: String
    private let io: CommandIO
    private let written: String
    private let state = Mutex(State())

    private init(command: String, io: CommandIO, written: String) {
        self.command = command
        self.io = io
        self.written = written
    }

    /// Starts watching for the real process (`io.watchesInterrupts`); nil in-process, where signals are left alone.
    /// `written` says what the command leaves behind when stopped (nothing, or what it saved as it went).
    static func start(command: String, io: CommandIO, written: String = "no file was written") -> InterruptionWatch? {
        guard io.watchesInterrupts else { return nil }
        Interruption.install()
        let watch = InterruptionWatch(command: command, io: io, written: written)
        Thread.detachNewThread {
            while true {
                if Interruption.isRequested, watch.claim() {
                    io.errorLine("error: " + watch.message)
                    _exit(ExitStatus.interrupted.rawValue)
                }
                usleep(50_000)
            }
        }
        return watch
    }

    /// Marks `what` as being played now.
    func started(_ what: String) {
        state.withLock { $0.current = what }
    }

    /// Marks `what` as finished (with its verdict, if any).
    func finished(_ what: String) {
        state.withLock {
            $0.finished.append(what)
            $0.current = nil
        }
    }

    /// Throws the interruption (exit 130) once a stop was asked for; call between steps.
    func stopIfRequested() throws(CommandError) {
        guard Interruption.isRequested else { return }
        guard claim() else {
            // The watcher is reporting it: wait for its exit.
            while true { usleep(1_000_000) }
        }
        throw CommandError(message: message, status: .interrupted)
    }

    /// Reports the stop and exits 130 at once if one was asked for: for steps that cannot throw (a progress callback
    /// inside a search), so a stop between steps is as prompt as the throwing `stopIfRequested()`.
    func exitIfRequested() {
        guard Interruption.isRequested else { return }
        guard claim() else {
            while true { usleep(1_000_000) }
        }
        io.errorLine("error: " + message)
        _exit(ExitStatus.interrupted.rawValue)
    }

    /// True for the one caller that reports the stop.
    private func claim() -> Bool {
        state.withLock { state in
            guard !state.reported else { return false }
            state.reported = true
            return true
        }
    }

    /// What finished and what was interrupted.
    var message: String {
        state.withLock { state in
            let finished = state.finished.isEmpty ? "nothing had finished"
                : state.finished.count <= 3 ? "finished: " + state.finished.joined(separator: "; ")
                : "\(state.finished.count) steps finished, the last: " + state.finished[state.finished.count - 1]
            let current = state.current.map { "; interrupted: \($0)" } ?? ""
            return "\(command): interrupted (Ctrl-C or SIGTERM); \(finished)\(current); \(written)"
        }
    }
}
