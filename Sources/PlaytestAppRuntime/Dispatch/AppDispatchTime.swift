import Dispatch

/// `DispatchTime` on the bound world's virtual clock (the real one when no world is bound), as the app writes it:
/// `.now() + 0.3`, `.now() + .milliseconds(250)`.
public struct AppDispatchTime: Sendable, Hashable, Comparable {
    /// Nanoseconds on the world's clock, or the system's uptime when no world is bound.
    public let uptimeNanoseconds: UInt64

    /// A time in nanoseconds.
    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// The present: the bound world's virtual time, else the system's.
    public static func now() -> AppDispatchTime {
        if let world = AppWorld.current { return AppDispatchTime(uptimeNanoseconds: UInt64(max(0, world.now)) &* 1_000) }
        return AppDispatchTime(uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds)
    }

    /// The far future.
    public static let distantFuture = AppDispatchTime(uptimeNanoseconds: .max)

    /// `seconds` later.
    public static func + (time: AppDispatchTime, seconds: Double) -> AppDispatchTime {
        time.adding(nanoseconds: Int64((seconds * 1e9).rounded()))
    }

    /// `seconds` earlier.
    public static func - (time: AppDispatchTime, seconds: Double) -> AppDispatchTime {
        time.adding(nanoseconds: -Int64((seconds * 1e9).rounded()))
    }

    /// An interval later.
    public static func + (time: AppDispatchTime, interval: DispatchTimeInterval) -> AppDispatchTime {
        time.adding(nanoseconds: interval.playtestNanoseconds)
    }

    /// An interval earlier.
    public static func - (time: AppDispatchTime, interval: DispatchTimeInterval) -> AppDispatchTime {
        time.adding(nanoseconds: -interval.playtestNanoseconds)
    }

    /// Earlier first.
    public static func < (a: AppDispatchTime, b: AppDispatchTime) -> Bool {
        a.uptimeNanoseconds < b.uptimeNanoseconds
    }

    func adding(nanoseconds: Int64) -> AppDispatchTime {
        if nanoseconds >= 0 {
            let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(UInt64(nanoseconds))
            return AppDispatchTime(uptimeNanoseconds: overflow ? .max : sum)
        }
        let magnitude = nanoseconds.magnitude
        return AppDispatchTime(uptimeNanoseconds: uptimeNanoseconds > magnitude ? uptimeNanoseconds - magnitude : 0)
    }

    /// The same instant on the system's clock (for the real queue when no world is bound).
    var systemTime: DispatchTime { DispatchTime(uptimeNanoseconds: uptimeNanoseconds) }

    /// Virtual microseconds, rounded up, for the world's schedule.
    var microseconds: Int64 { uptimeNanoseconds >= UInt64(Int64.max) ? Int64.max : Int64((uptimeNanoseconds + 999) / 1_000) }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`.never` as the largest).
    var playtestNanoseconds: Int64 {
        switch self {
        case .seconds(let value): Int64(value) * 1_000_000_000
        case .milliseconds(let value): Int64(value) * 1_000_000
        case .microseconds(let value): Int64(value) * 1_000
        case .nanoseconds(let value): Int64(value)
        case .never: Int64.max / 2
        @unknown default: Int64.max / 2
        }
    }
}
