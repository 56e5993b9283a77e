/// Wall-clock timing for `playtest bench` only: no replayable path reads the clock.
public enum BenchClock {
    /// Seconds `work` took, by the monotonic clock.
    public static func seconds(_ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(work)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
