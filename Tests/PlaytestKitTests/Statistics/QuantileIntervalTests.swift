import Testing
@testable import PlaytestStatistics

/// The order-statistic intervals of docs/series.md, on samples solved by hand.
@Suite("QuantileInterval")
struct QuantileIntervalTests {
    /// n = 10: P(B <= 1) = 11/1024 = 0.0107 and P(B <= 2) = 56/1024 = 0.0547 for q = 0.5, so the median's interval is
    /// [x(2), x(9)]; for q = 0.1, P(B = 0) = 0.349 (unbounded below) and P(B >= 4) = 0.0128 <= 0.025 < P(B >= 3) = 0.0702,
    /// so p10's upper end is x(4); p90 mirrors it: x(7), unbounded above.
    @Test("The ranks for ten games, solved by hand")
    func ranksForTen() {
        #expect(QuantileInterval.ranks(count: 10, level: 0.5) == (2, 9))
        #expect(QuantileInterval.ranks(count: 10, level: 0.1) == (nil, 4))
        #expect(QuantileInterval.ranks(count: 10, level: 0.9) == (7, nil))
        #expect(QuantileInterval.ranks(count: 0, level: 0.5) == (nil, nil))
    }

    @Test("The exact coverage of the median's interval for ten games is 1 - 22/1024")
    func coverageForTen() {
        #expect(abs(QuantileInterval.coverage(count: 10, level: 0.5) - (1 - 22.0 / 1024)) < 1e-12)
    }

    /// Exact (continuous): p10 and p90 0.980 at 35 games, 0.967 at 200; the median 0.959 at 35, 0.960 at 200.
    @Test("Coverage never falls below 95% and stays at most 98% from 35 to 2,000 games", arguments: [0.1, 0.5, 0.9])
    func conservative(level: Double) {
        for n in [35, 50, 100, 200, 500, 1_000, 2_000] {
            let coverage = QuantileInterval.coverage(count: n, level: level)
            #expect(coverage >= 0.95 && coverage <= 0.9801, "n \(n), level \(level): \(coverage)")
        }
    }

    @Test("The estimate is the nearest rank, and the interval reads the sample's order statistics")
    func estimate() throws {
        let sample = ValueCounts((1...10).map(Double.init).reversed())
        let median = try #require(QuantileInterval.of(sample, level: 0.5))
        #expect(median.estimate == 5 && median.lower == 2 && median.upper == 9 && median.count == 10)
        let p10 = try #require(QuantileInterval.of(sample, level: 0.1))
        #expect(p10.estimate == 1 && p10.lower == nil && p10.upper == 4)
        let p90 = try #require(QuantileInterval.of(sample, level: 0.9))
        #expect(p90.estimate == 9 && p90.lower == 7 && p90.upper == nil)
        #expect(QuantileInterval.of(ValueCounts(), level: 0.5) == nil)
    }
}
