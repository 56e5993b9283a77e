import Foundation

/// A progress bar on standard error, drawn only on a terminal and never with `--quiet`.
///
/// Redrawn when the whole percentage changes, so it costs nothing per game;
/// it shows counts, never times, so it needs no clock.
final class ProgressBar: @unchecked Sendable {
    private let io: CommandIO
    private let label: String
    private let isEnabled: Bool
    private let lock = NSLock()
    private var lastPercent = -1

    /// A bar for `label`; silent unless standard error is a terminal and `quiet` is false.
    init(io: CommandIO, label: String, quiet: Bool) {
        self.io = io
        self.label = label
        self.isEnabled = io.errorIsTerminal && !quiet
    }

    /// Shows `done` of `total`.
    func update(_ done: Int, of total: Int) {
        guard isEnabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        lock.lock()
        defer { lock.unlock() }
        guard percent > lastPercent else { return }
        lastPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        io.writeError("\r\(label) [\(bar)] \(percent)% \(done)/\(total)")
    }

    /// Clears the bar's line.
    func finish() {
        guard isEnabled else { return }
        lock.lock()
        defer { lock.unlock() }
        io.writeError("\r\u{1B}[2K")
        lastPercent = -1
    }
}
