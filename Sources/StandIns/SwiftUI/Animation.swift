#if !canImport(Darwin)
import PlaytestAppRuntime

// Linux only (see View.swift).

/// An animation's timing: what `withAnimation` needs to know to fire its completion on the world's clock.
public struct Animation: Hashable, Sendable {
    /// Seconds the animation runs (one repetition).
    public let duration: Double
    /// Seconds before it starts.
    public let delay: Double
    /// Times it runs (nil: for ever).
    public let repeatCount: Int?
    /// The animation's speed factor.
    public let speed: Double

    /// An animation of `duration` seconds.
    public init(duration: Double, delay: Double = 0, repeatCount: Int? = 1, speed: Double = 1) {
        self.duration = duration
        self.delay = delay
        self.repeatCount = repeatCount
        self.speed = speed
    }

    /// Seconds from start to the logical end: the delay, then every repetition at the animation's speed; nil when
    /// it repeats for ever.
    public var totalSeconds: Double? {
        guard let repeatCount else { return nil }
        return delay + duration * Double(repeatCount) / max(speed, 1e-9)
    }

    /// The default animation (0.35 s, as SwiftUI's default spring settles visually).
    public static let `default` = Animation(duration: 0.35)
    /// Ease in and out, 0.35 s.
    public static let easeInOut = Animation(duration: 0.35)
    /// Ease in, 0.35 s.
    public static let easeIn = Animation(duration: 0.35)
    /// Ease out, 0.35 s.
    public static let easeOut = Animation(duration: 0.35)
    /// Linear, 0.35 s.
    public static let linear = Animation(duration: 0.35)
    /// A spring, 0.5 s.
    public static let spring = Animation(duration: 0.5)
    /// A bouncy spring, 0.5 s.
    public static let bouncy = Animation(duration: 0.5)
    /// A smooth spring, 0.5 s.
    public static let smooth = Animation(duration: 0.5)
    /// A snappy spring, 0.5 s.
    public static let snappy = Animation(duration: 0.5)

    /// Ease in and out.
    public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration) }
    /// Ease in.
    public static func easeIn(duration: Double) -> Animation { Animation(duration: duration) }
    /// Ease out.
    public static func easeOut(duration: Double) -> Animation { Animation(duration: duration) }
    /// Linear.
    public static func linear(duration: Double) -> Animation { Animation(duration: duration) }
    /// A spring that settles in about `response` seconds.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(duration: response)
    }
    /// A spring of `duration` seconds.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(duration: duration)
    }
    /// An interpolating spring (about 1 s).
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { Animation(duration: 1) }

    /// The animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
        Animation(duration: duration, delay: self.delay + delay, repeatCount: repeatCount, speed: speed)
    }
    /// The animation at a speed factor.
    public func speed(_ speed: Double) -> Animation {
        Animation(duration: duration, delay: delay, repeatCount: repeatCount, speed: self.speed * speed)
    }
    /// The animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(duration: duration, delay: delay, repeatCount: repeatCount, speed: speed)
    }
    /// The animation repeated for ever (its completion never fires).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(duration: duration, delay: delay, repeatCount: nil, speed: speed)
    }
}

/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When it reaches its end value.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When it is removed (the same moment here).
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once (the state changes it makes are what a view would animate) and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once and schedules `completion` on the bound world's clock after the animation's delay and
/// duration (kind `.animation`), as the main actor; with no world bound, runs `completion` at once. An animation that
/// repeats for ever never completes. A nil animation completes on the next firing of the clock.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void) rethrows -> Result {
    let result = try body()
    let seconds = animation.map { $0.totalSeconds } ?? 0
    guard let seconds else { return result }
    if let world = AppWorld.current {
        world.schedule(afterMicroseconds: Int64((seconds * 1e6).rounded()), kind: .animation) { runOnMainActor(completion) }
    } else {
        runOnMainActor(completion)
    }
    return result
}

/// Runs a main-actor closure from the runtime's own code: the bound world is the main actor (the runtime's pattern,
/// as in `AppWorld.main`); with no world bound, the caller stands for the main thread.
func runOnMainActor(_ body: @MainActor () -> Void) {
    typealias Unisolated = () -> Void
    withoutActuallyEscaping(body) { escaping in
        unsafeBitCast(escaping, to: Unisolated.self)()
    }
}
#endif
