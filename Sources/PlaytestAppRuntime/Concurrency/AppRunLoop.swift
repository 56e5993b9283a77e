/// `RunLoop` for an app's logic layer: adding a timer schedules it on the bound world's clock.
public final class AppRunLoop: @unchecked Sendable {
    /// The main run loop.
    public static let main = AppRunLoop()
    /// The current run loop: the main one.
    public static var current: AppRunLoop { main }

    /// A run loop mode (accepted and ignored: a world has one).
    public struct Mode: Hashable, Sendable, RawRepresentable {
        /// The mode's name.
        public let rawValue: String
        /// A mode by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default mode.
        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
        /// The common modes.
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
        /// The tracking mode.
        public static let tracking = Mode(rawValue: "UITrackingRunLoopMode")
    }

    /// Schedules `timer`.
    public func add(_ timer: AppTimer, forMode mode: Mode) {
        timer.start()
    }
}
