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

    /// Earlier first.
    public static func < (a: AppDispatchTime, b: AppDispatchTime) -> Bool {
        a.uptimeNanoseconds < b.uptimeNanoseconds
    }

    /// `seconds` later (earlier when negative): what the binding file's module-level `+` and `-` call.
    public func advanced(bySeconds seconds: Double) -> AppDispatchTime {
        adding(nanoseconds: Int64((seconds * 1e9).rounded()))
    }

    /// An interval later: what the binding file's module-level `+` calls.
    public func advanced(by interval: DispatchTimeInterval) -> AppDispatchTime {
        adding(nanoseconds: interval.playtestNanoseconds)
    }

    /// An interval earlier: what the binding file's module-level `-` calls.
    public func advanced(backBy interval: DispatchTimeInterval) -> AppDispatchTime {
        adding(nanoseconds: -interval.playtestNanoseconds)
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

// The operators are top-level functions, not static members: a static member operator is not found in a file that
// does not import PlaytestAppRuntime (every file of an app, which gets `DispatchTime` from its binding file), so
// the binding file declares module-level forwards, and a top-level function is what those shadow without
// ambiguity in a file that imports both (an adapter).

/// `seconds` later.
public func + (time: AppDispatchTime, seconds: Double) -> AppDispatchTime {
    time.advanced(bySeconds: seconds)
}

/// `seconds` earlier.
public func - (time: AppDispatchTime, seconds: Double) -> AppDispatchTime {
    time.advanced(bySeconds: -seconds)
}

/// An interval later.
public func + (time: AppDispatchTime, interval: DispatchTimeInterval) -> AppDispatchTime {
    time.advanced(by: interval)
}

/// An interval earlier.
public func - (time: AppDispatchTime, interval: DispatchTimeInterval) -> AppDispatchTime {
    time.advanced(backBy: interval)
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
