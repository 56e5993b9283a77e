import PlaytestHarness
import Testing

@Suite("VirtualClock")
struct VirtualClockTests {
    @Test("parseDuration reads seconds and milliseconds as people type them and as format prints them", arguments: [
        ("1s", 1_000_000), ("0.4 s", 400_000), ("0.40 s", 400_000), ("250ms", 250_000), ("250 ms", 250_000), (" 2 s ", 2_000_000),
        ("0.123456 s", 123_456), ("0s", 0), ("1.5ms", 1_500),
    ] as [(String, Int64)])
    func parses(text: String, microseconds: Int64) {
        #expect(VirtualClock.parseDuration(text) == microseconds)
    }

    @Test("parseDuration refuses what is not a duration", arguments: ["", "1", "s", "ms", "-1s", "1.2.3 s", "one s", "1 h", ". s", "1e3 s", "inf s"])
    func refuses(text: String) {
        #expect(VirtualClock.parseDuration(text) == nil)
    }

    @Test("parseDuration reads back what format prints")
    func roundTrip() {
        for microseconds: Int64 in [0, 1, 400_000, 1_250_000, 123_456_789] {
            #expect(VirtualClock.parseDuration(VirtualClock.format(microseconds: microseconds)) == microseconds)
        }
    }
}
