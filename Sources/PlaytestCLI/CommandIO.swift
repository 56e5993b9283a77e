import Foundation

/// Where a command's output goes, and what it knows of its terminal: the only link to the process.
///
/// The real process writes to stdout and stderr; tests capture both.
public struct CommandIO: Sendable {
    /// Writes to standard output.
    public let writeOut: @Sendable (String) -> Void
    /// Writes to standard error.
    public let writeError: @Sendable (String) -> Void
    /// True when standard error is a terminal (a progress bar is shown only then).
    public let errorIsTerminal: Bool
    /// The directory relative paths start from.
    public let currentDirectory: String
    /// True when the process may create files in a folder (by default `access(W_OK | X_OK)`; tests may stand in).
    public let canWrite: @Sendable (String) -> Bool
    /// True for the real process: `playtest run` then turns SIGINT and SIGTERM into a clean stop (exit 130).
    /// False in-process (tests), where signals are left alone.
    public var watchesInterrupts = false
    /// The environment variables a command may read (`run --shard auto`): the process's own for ``process``, none
    /// unless given for any other, so that tests set them without touching the process.
    public var environment: [String: String] = [:]

    /// Creates an IO.
    public init(writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
                errorIsTerminal: Bool, currentDirectory: String,
                canWrite: @escaping @Sendable (String) -> Bool = { access($0, W_OK | X_OK) == 0 }) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.currentDirectory = currentDirectory
        self.canWrite = canWrite
    }

    /// The process's own stdout and stderr.
    ///
    /// Output to a closed pipe (`playtest list | head`) ends the process quietly with status 141, as SIGPIPE
    /// would without its noise (`PlaytestCommandLine.prepareProcess()` ignores SIGPIPE); a closed stderr is ignored.
    public static var process: CommandIO {
        var io = CommandIO(
            writeOut: { text in StandardStream.write(text, to: 1) },
            writeError: { text in StandardStream.write(text, to: 2) },
            errorIsTerminal: isatty(2) == 1,
            currentDirectory: FileManager.default.currentDirectoryPath)
        io.watchesInterrupts = true
        io.environment = ProcessInfo.processInfo.environment
        return io
    }

    /// Writes a line to standard output, control characters shown as text (`TerminalText.escaped`): a line may
    /// echo user input (a file name, a parameter's value, a token's field).
    public func line(_ text: String = "") {
        writeOut(TerminalText.escaped(text) + "\n")
    }

    /// Writes a line to standard error, control characters shown as text (`TerminalText.escaped`).
    public func errorLine(_ text: String) {
        writeError(TerminalText.escaped(text) + "\n")
    }

    /// An absolute path for a path the user typed.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
    }
}
