import Testing
@testable import PlaytestKit
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("HomogeneityTest")
struct HomogeneityTestTests {
    @Test("Pearson's homogeneity on a hand-computed 2x2 table, contributions adding up to the statistic")
    func handComputed() throws {
        // Rows 30/70 and 50/50: expected 40/60 in each row; chi2 = 2 x (100/40 + 100/60) = 8.333...
        let result = try #require(HomogeneityTest.counts([[30, 70], [50, 50]]))
        #expect(abs(result.statistic - 25.0 / 3.0) < 1e-12)
        #expect(result.degreesOfFreedom == 1)
        #expect(abs(result.contributions.reduce(0, +) - result.statistic) < 1e-12)
        #expect(result.pValue < 0.005 && result.pValue > 0.003)
    }

    @Test("sparse categories are pooled until each column holds enough per group; an empty group is ignored")
    func pooling() throws {
        let result = try #require(HomogeneityTest.counts([[1, 1, 1, 40, 40, 2], [], [2, 0, 1, 38, 41, 1]]))
        // Pooled: [1+1+1+40, 40+2] vs [2+0+1+38, 41+1]: two columns, one df.
        #expect(result.degreesOfFreedom == 1)
        #expect(result.contributions.count == 3 && result.contributions[1] == 0)
        #expect(HomogeneityTest.counts([[5], [6]]) == nil)
    }

    @Test("Cochran's Q: equal estimates give 0; the estimate that stands out contributes most")
    func estimates() throws {
        #expect(try #require(HomogeneityTest.estimates([2, 2, 2], standardErrors: [0.1, 0.2, 0.1])).statistic == 0)
        let result = try #require(HomogeneityTest.estimates([2, 2.02, 2.9, 1.98], standardErrors: [0.1, 0.1, 0.1, 0.1]))
        #expect(result.degreesOfFreedom == 3)
        #expect(result.largestContributor == 2)
        #expect(result.pValue < 1e-6)
        #expect(HomogeneityTest.estimates([1, 2], standardErrors: [0, 1]) == nil)
    }

    @Test("under the null (8 groups drawing from one distribution) the p-values are calibrated: about 1% below 0.01")
    func calibration() {
        var generator = SplitMix64(seed: 2_026)
        var countRejections = 0, meanRejections = 0
        let replicates = 2_000
        for _ in 0..<replicates {
            var table: [[Int]] = []
            var means: [Double] = [], errors: [Double] = []
            for _ in 0..<8 {
                var row = Array(repeating: 0, count: 6)
                var statistics = RunningStatistics()
                for _ in 0..<200 {
                    // A skewed categorical draw and an exponential value.
                    let u = Double(generator.next() >> 11) / Double(1 << 53)
                    row[u < 0.4 ? 0 : u < 0.65 ? 1 : u < 0.8 ? 2 : u < 0.9 ? 3 : u < 0.97 ? 4 : 5] += 1
                    statistics.add(-(1 - u).squareRoot().squareRoot() * 3 + Double(generator.next() % 5))
                }
                table.append(row)
                means.append(statistics.mean)
                errors.append(statistics.standardDeviation / Double(statistics.count).squareRoot())
            }
            if let result = HomogeneityTest.counts(table), result.pValue < 0.01 { countRejections += 1 }
            if let result = HomogeneityTest.estimates(means, standardErrors: errors), result.pValue < 0.01 { meanRejections += 1 }
        }
        // Binomial(2000, 0.01): mean 20, sd 4.5; a calibrated test stays well inside 5...40.
        #expect((5...40).contains(countRejections), "\(countRejections) of \(replicates)")
        #expect((5...40).contains(meanRejections), "\(meanRejections) of \(replicates)")
    }
}
