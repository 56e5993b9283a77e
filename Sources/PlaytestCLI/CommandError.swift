/// The exit statuses of `playtest`.
public enum ExitStatus: Int32, Sendable {
    /// Every invariant held (or the command had nothing to check).
    case success = 0
    /// An invariant or a gate failed.
    case failure = 1
    /// Bad usage or bad input: nothing was written.
    case usage = 2
    /// Stopped by SIGINT (Ctrl-C) or SIGTERM: no report was written (128 + SIGINT, as shells report it).
    case interrupted = 130
}

/// A failure that ends a command with a message on stderr and an exit status.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong and how to fix it.
    public let message: String
    /// The exit status.
    public let status: ExitStatus

    /// A usage or input error (exit 2).
    public static func usage(_ message: String) -> CommandError {
        CommandError(message: message, status: .usage)
    }

    /// The message.
    public var description: String { message }
}
