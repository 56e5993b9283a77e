/// Wall-clock timing for `playtest bench` only: no replayable path reads the clock.
public enum BenchClock {
    /// Seconds `work` took, by the monotonic clock.
    public static func seconds(_ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        return seconds(of: clock.measure(work))
    }

    /// A duration in seconds.
    public static func seconds(of duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
