/// The one binary search of the library: between a value known to lie on the low side of a boundary and one known
/// to lie on its high side, halving until the two are adjacent.
///
/// Every shrinker pass that lowers a value or moves an amount, the checker's parameter shrink and a coverage label's
/// games-to-show bisect through it. The probe decides, at each middle value, on which side it lies; a probe that
/// finds a bound tighter than the middle (a shrink that lowered the value further) returns it, and a probe whose
/// budget is spent stops the search.
///
/// ```swift
/// // The least n in 0...100 with n * n >= 50: 8.
/// let found = Bisection.search(low: 0, high: 100) { n in n * n >= 50 ? .high(n) : .low }.high
/// ```
public enum Bisection {
    /// What probing a middle value found.
    public enum Step<Value: BinaryInteger> {
        /// The value lies on the low side: it becomes the low bound.
        case low
        /// The value lies on the high side: the high bound becomes this value (the middle, or a smaller one the probe found).
        case high(Value)
        /// Stop here (a budget spent, the case changed shape): the bounds stay as they are.
        case stop
    }

    /// Narrows `low < high` by probing `low + (high - low) / 2` until the bounds are adjacent (or cross, when a probe
    /// returns a high bound at or below the low one) or the probe says stop; returns the final bounds. A probe that
    /// returns a high bound above the middle makes less progress than halving (none at or above `high`): the
    /// shrinkers' probes, whose replays may reshape the case, stop on their budget.
    /// - Complexity: O(log(high - low)) probes when each probe returns the middle.
    @inlinable
    public static func search<Value: BinaryInteger>(low: Value, high: Value, probe: (Value) -> Step<Value>) -> (low: Value, high: Value) {
        var low = low
        var high = high
        while low + 1 < high {
            let middle = low + (high - low) / 2
            switch probe(middle) {
            case .low: low = middle
            case .high(let bound): high = bound
            case .stop: return (low, high)
            }
        }
        return (low, high)
    }
}
