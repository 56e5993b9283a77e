/// Simulated time in whole microseconds: engines read it, only the driver moves it.
///
/// The model is swift-nio's embedded event loop, whose time moves only by
/// `advanceTime(by:)`: nothing sleeps and nothing reads the wall clock, so a
/// game's timing is exact and replayable. Integers, not floating point, so
/// that adding many small steps never drifts.
public struct VirtualClock: Sendable, Hashable {
    /// Microseconds since the clock started.
    public var now: Int64 { microseconds }
    @usableFromInline var microseconds: Int64 = 0

    /// A clock at time zero.
    public init() {}

    /// Moves the clock forward; moving it backwards is a programmer error.
    @inlinable
    public mutating func advance(to time: Int64) {
        precondition(time >= microseconds, "a virtual clock never runs backwards")
        microseconds = time
    }

    /// Moves the clock forward by a non-negative duration in microseconds.
    @inlinable
    public mutating func advance(by microseconds: Int64) {
        advance(to: now + microseconds)
    }

    /// Microseconds in one second.
    public static let microsecondsPerSecond: Int64 = 1_000_000

    /// A duration as seconds with at least two decimals and no trailing zeros beyond them: "0.40 s", "0.123456 s".
    public static func format(microseconds: Int64) -> String {
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = microseconds.magnitude
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 2, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction) s"
    }

    /// A duration typed by a person, in microseconds: a non-negative decimal number and a unit, `s` or `ms`, with or
    /// without a space between (`1s`, `0.4 s`, `0.40 s`, `250ms`, `250 ms`), as `format(microseconds:)` prints them.
    /// Rounded to the nearest microsecond; nil for anything else (no unit, a negative or non-finite number, too long).
    public static func parseDuration(_ text: String) -> Int64? {
        var body = text.trimmingWhitespace()
        let unit: Double
        if body.hasSuffix("ms") {
            unit = 1_000
            body = String(body.dropLast(2))
        } else if body.hasSuffix("s") {
            unit = Double(microsecondsPerSecond)
            body = String(body.dropLast())
        } else {
            return nil
        }
        let number = body.trimmingWhitespace()
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              number.filter({ $0 == "." }).count <= 1, number != ".", let value = Double(number) else { return nil }
        let microseconds = (value * unit).rounded()
        guard microseconds.isFinite, microseconds <= Double(Int64.max / 2) else { return nil }
        return Int64(microseconds)
    }
}
