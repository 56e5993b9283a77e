#if !canImport(Darwin)
import Foundation

// Linux only: on Apple platforms the real UIKit is used (see `docs/stand-ins.md`); the manifest builds this module
// only on Linux and the guard keeps the file empty anywhere else.

/// The haptic feedback generators' base class: on Linux a haptic does nothing but count
/// (`UIFeedbackGenerator.hapticCount`). Main-actor isolated, as in UIKit.
@MainActor
open class UIFeedbackGenerator {
    /// Haptics played so far in this process, all generators.
    public private(set) static var hapticCount = 0

    /// A generator.
    public init() {}

    /// Readies the hardware: nothing to do here.
    open func prepare() {}

    /// Counts one haptic.
    func played() {
        UIFeedbackGenerator.hapticCount += 1
    }
}

/// Impact haptics (a tap, a thud).
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact.
    public func impactOccurred() { played() }

    /// Plays an impact at an intensity from 0 to 1.
    public func impactOccurred(intensity: CGFloat) { played() }
}

/// Success, warning and error haptics.
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        /// A success.
        case success
        /// A warning.
        case warning
        /// An error.
        case error
    }

    /// Plays a notification haptic.
    public func notificationOccurred(_ notificationType: FeedbackType) { played() }
}

/// Selection-change haptics (a picker's tick).
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    public func selectionChanged() { played() }
}

/// The app object, minimal: the idle timer flag.
@MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// Whether the screen may dim: stored, no effect.
    public var isIdleTimerDisabled = false

    private init() {}
}
#endif
