import Testing
@testable import PlaytestAnalysis
@testable import PlaytestStatistics

/// The chart review found a settle-time histogram of 1 ms bins that read as a comb: bins now follow the data.
@Suite("HistogramBinning and the histogram charts' bins")
struct HistogramBinningTests {
    /// 40 settle times spread over 500...1,180 ms, on a 1 ms grid: what a small run of the dice game gives.
    static var settleTimes: IntegerHistogram {
        var histogram = IntegerHistogram()
        for game in 0..<40 { histogram.add(500 + (game * 173) % 681) }
        return histogram
    }

    @Test("40 times over 680 ms get bins many ms wide, a whole multiple of the grid, with no bin of 1 ms and every game counted")
    func settleTimeIsNotAComb() {
        let histogram = Self.settleTimes
        let width = HistogramBinning.width(histogram)
        #expect(width >= 50 && width % HistogramBinning.grid(histogram) == 0, "width \(width)")
        let bins = BalanceReport.chartBins(histogram)
        #expect(bins.count <= 20 && bins.count >= 3, "\(bins.count) bins")
        #expect(bins.reduce(0) { $0 + $1.count } == 40)
        #expect(bins.first?.label.contains("–") == true)
        // The mean count per bin is at least 2: not a comb of ones.
        #expect(Double(40) / Double(bins.count) >= 2)
    }

    @Test("many games of a narrow count keep one bar per value, as before")
    func narrowCountsKeepEveryValue() {
        var histogram = IntegerHistogram()
        for game in 0..<10_000 { histogram.add(1 + game % 9) }
        #expect(HistogramBinning.width(histogram) == 1)
        #expect(BalanceReport.chartBins(histogram).map(\.label) == (1...9).map(String.init))
    }

    @Test("values on a grid of 5 get bins of whole grid steps, and the grid is found")
    func gridOfFive() {
        var histogram = IntegerHistogram()
        for game in 0..<30 { histogram.add(100 + 5 * (game % 6)) }
        #expect(HistogramBinning.grid(histogram) == 5)
        #expect(HistogramBinning.width(histogram) % 5 == 0)
        #expect(BalanceReport.chartBins(histogram).reduce(0) { $0 + $1.count } == 30)
    }
}
