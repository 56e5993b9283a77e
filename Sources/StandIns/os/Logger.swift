#if !canImport(Darwin)
import Synchronization

// Linux only: on Apple platforms the real `os` module is used (see `docs/stand-ins.md`); the manifest builds this
// module only on Linux and the guard keeps the file empty anywhere else.

/// `os.Logger` for an app's logic layer on Linux: every call type-checks as on iOS; the message is not formatted or
/// printed (as `os` defers formatting), only counted (`Logger.messageCount`).
public struct Logger: Sendable {
    /// The subsystem, usually the bundle identifier.
    public let subsystem: String
    /// The category.
    public let category: String

    private static let count = Atomic<Int>(0)

    /// Log messages sent so far in this process, all loggers and levels.
    public static var messageCount: Int { count.load(ordering: .relaxed) }

    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default logger.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// Logs at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        Logger.count.add(1, ordering: .relaxed)
    }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a trace (debug level).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs a notice (default level).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a warning (error level).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs a critical message (fault level).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log message's level.
public struct OSLogType: Sendable, Hashable, RawRepresentable {
    /// The level's code, as in `os`.
    public let rawValue: UInt8
    /// A level by code.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Informational.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault.
    public static let fault = OSLogType(rawValue: 0x11)
}
#endif
