/// Reads a duration as a user types it: `1s`, `0.40 s`, `250ms`, `1.5 s`, `300us`.
enum LiveDuration {
    /// Microseconds, or nil when the text is not a duration.
    static func microseconds(_ text: String) -> Int64? {
        let trimmed = text.filter { $0 != " " }
        let units: [(suffix: String, scale: Double)] = [("ms", 1_000), ("us", 1), ("µs", 1), ("s", 1_000_000)]
        for unit in units where trimmed.hasSuffix(unit.suffix) {
            guard let value = Double(trimmed.dropLast(unit.suffix.count)), value >= 0, value.isFinite else { return nil }
            return Int64((value * unit.scale).rounded())
        }
        return nil
    }
}
