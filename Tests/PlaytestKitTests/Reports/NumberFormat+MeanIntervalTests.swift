import Testing
@testable import PlaytestHarness
import PlaytestStatistics

@Suite("NumberFormat mean interval")
struct NumberFormatMeanIntervalTests {
    @Test("a per-game mean the same in every game prints no zero-width interval but says so; a spread prints its interval")
    func constant() {
        #expect(NumberFormat.meanInterval(RunningStatistics([0, 0, 0, 0]), digits: 1) == "none: every game 0.0")
        #expect(NumberFormat.meanInterval(RunningStatistics([1, 1, 1]), digits: 2) == "none: every game 1.00")
        let spread = NumberFormat.meanInterval(RunningStatistics([1, 2, 3, 4]), digits: 2)
        #expect(spread.contains(" to ") && !spread.hasPrefix("none"), "\(spread)")
        #expect(NumberFormat.meanInterval(RunningStatistics([5]), digits: 1) == "", "one game has no interval at all")
    }
}
