import Foundation

/// `Timer` for an app's logic layer: block-based timers on the bound world's virtual clock (the system's run loop
/// when no world is bound).
public final class AppTimer: @unchecked Sendable {
    /// Seconds between firings.
    public let timeInterval: TimeInterval
    /// Accepted and ignored: a virtual clock fires on time.
    public var tolerance: TimeInterval = 0
    let repeats: Bool
    let block: @Sendable (AppTimer) -> Void
    /// False once invalidated (or fired, for a one-shot timer).
    public private(set) var isValid = true
    var ticket: AppTicket?
    weak var world: AppWorld?
    var system: Foundation.Timer?

    /// A timer that is not yet scheduled (add it to a run loop).
    public init(timeInterval: TimeInterval, repeats: Bool, block: @escaping @Sendable (AppTimer) -> Void) {
        self.timeInterval = timeInterval
        self.repeats = repeats
        self.block = block
    }

    /// A timer scheduled on the current run loop: the bound world's clock.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (AppTimer) -> Void) -> AppTimer {
        let timer = AppTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.start()
        return timer
    }

    /// Fires now, outside the schedule (a repeating timer keeps its schedule).
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again.
    public func invalidate() {
        isValid = false
        if let ticket, let world { world.cancel(ticket) }
        ticket = nil
        system?.invalidate()
        system = nil
    }

    /// Schedules the first firing.
    func start() {
        guard isValid, ticket == nil, system == nil else { return }
        if let world = AppWorld.current {
            self.world = world
            scheduleNext(in: world)
        } else {
            system = Foundation.Timer.scheduledTimer(withTimeInterval: timeInterval, repeats: repeats) { [self] _ in fire() }
        }
    }

    private func scheduleNext(in world: AppWorld) {
        let microseconds = max(1, Int64((timeInterval * 1e6).rounded()))
        ticket = world.schedule(afterMicroseconds: microseconds, kind: .timer) { [self] in
            ticket = nil
            guard isValid else { return }
            block(self)
            if repeats, isValid { scheduleNext(in: world) } else { isValid = false }
        }
    }
}
