import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("RunningStatistics")
struct RunningStatisticsTests {

    // MARK: - Fixtures

    /// Deterministic, mildly awkward data: a large offset plus an irregular pattern.
    static let data: [Double] = (0..<1_000).map { (i: Int) -> Double in
        let pattern: Double = Double((i * 7_919) % 1_013) * 0.37
        let wobble: Double = Double(i % 17) * 1.5
        return 1e6 + pattern - wobble
    }

    /// Relative closeness with a floor so values near zero compare absolutely.
    static func close(_ a: Double, _ b: Double, relative: Double) -> Bool {
        abs(a - b) <= relative * max(abs(a), abs(b), 1e-300)
    }

    // MARK: - Empty and tiny inputs

    @Test("An empty accumulator reports zeros and nils")
    func empty() {
        let stats = RunningStatistics()
        #expect(stats.count == 0)
        #expect(stats.isEmpty)
        #expect(stats.mean == 0)
        #expect(stats.variance == 0)
        #expect(stats.standardDeviation == 0)
        #expect(stats.sum == 0)
        #expect(stats.minimum == nil)
        #expect(stats.maximum == nil)
        #expect(stats.meanInterval95 == nil)
    }

    @Test("A single observation has zero variance and no interval")
    func single() {
        let stats = RunningStatistics([3.5])
        #expect(stats.count == 1)
        #expect(stats.mean == 3.5)
        #expect(stats.variance == 0)
        #expect(stats.minimum == 3.5)
        #expect(stats.maximum == 3.5)
        #expect(stats.meanInterval95 == nil)
    }

    // MARK: - Textbook values

    @Test("Textbook data [2,4,4,4,5,5,7,9]: mean 5, population variance 4, sample 32/7")
    func textbook() {
        let stats = RunningStatistics([2, 4, 4, 4, 5, 5, 7, 9])
        #expect(stats.count == 8)
        #expect(abs(stats.mean - 5) <= 1e-15)
        #expect(abs(stats.populationVariance - 4) <= 1e-14)
        #expect(abs(stats.variance - 32.0 / 7.0) <= 1e-14)
        #expect(abs(stats.standardDeviation - (32.0 / 7.0).squareRoot()) <= 1e-14)
        #expect(stats.sum == 40)
        #expect(stats.minimum == 2)
        #expect(stats.maximum == 9)
    }

    // MARK: - Welford versus two-pass

    @Test("Welford agrees with a two-pass computation on offset data")
    func welfordMatchesTwoPass() {
        let data = Self.data
        let n = Double(data.count)
        let twoPassMean = data.reduce(0, +) / n
        let twoPassVariance = data.reduce(0) { $0 + ($1 - twoPassMean) * ($1 - twoPassMean) } / (n - 1)

        let stats = RunningStatistics(data)
        #expect(stats.count == data.count)
        #expect(Self.close(stats.mean, twoPassMean, relative: 1e-14))
        #expect(Self.close(stats.variance, twoPassVariance, relative: 1e-9))
        #expect(stats.minimum == data.min())
        #expect(stats.maximum == data.max())
        #expect(Self.close(stats.sum, data.reduce(0, +), relative: 1e-14))
    }

    // MARK: - Merging

    @Test("Merging two halves equals accumulating the whole")
    func mergeHalves() {
        let data = Self.data
        let whole = RunningStatistics(data)
        let left = RunningStatistics(data[..<337])
        let right = RunningStatistics(data[337...])
        let merged = left.merging(right)

        #expect(merged.count == whole.count)
        #expect(Self.close(merged.mean, whole.mean, relative: 1e-12))
        #expect(Self.close(merged.variance, whole.variance, relative: 1e-12))
        #expect(merged.minimum == whole.minimum)
        #expect(merged.maximum == whole.maximum)
        #expect(Self.close(merged.sum, whole.sum, relative: 1e-12))
    }

    @Test("Merging with an empty accumulator is the identity on either side")
    func mergeEmpty() {
        let stats = RunningStatistics([1, 2, 3, 10])
        #expect(stats.merging(RunningStatistics()) == stats)
        #expect(RunningStatistics().merging(stats) == stats)
    }

    @Test("A fixed merge order is bit-for-bit reproducible")
    func mergeDeterministic() {
        let chunks = stride(from: 0, to: Self.data.count, by: 100).map {
            RunningStatistics(Self.data[$0..<min($0 + 100, Self.data.count)])
        }
        let first = chunks.reduce(RunningStatistics()) { $0.merging($1) }
        let second = chunks.reduce(RunningStatistics()) { $0.merging($1) }
        #expect(first == second)
        #expect(first.count == Self.data.count)
    }

    @Test("Weighted add matches repeated single adds")
    func weightedAdd() {
        var weighted = RunningStatistics()
        weighted.add(2, count: 3)
        weighted.add(7, count: 0)
        weighted.add(5, count: 2)
        let repeated = RunningStatistics([2, 2, 2, 5, 5])
        #expect(weighted.count == 5)
        #expect(abs(weighted.mean - repeated.mean) <= 1e-15)
        #expect(abs(weighted.variance - repeated.variance) <= 1e-14)
        #expect(weighted.minimum == 2)
        #expect(weighted.maximum == 5)
        #expect(weighted.sum == 16)
    }

    // MARK: - Mean interval

    @Test("Mean interval of 1...10 uses t(9) = 2.262157")
    func meanIntervalSmallSample() throws {
        let stats = RunningStatistics((1...10).map(Double.init))
        let interval = try #require(stats.meanInterval95)
        // Reference: 5.5 ± 2.2621571628 · 3.0276503541 / √10.
        #expect(interval.estimate == 5.5)
        #expect(abs(interval.lower - 3.334149410331831) <= 1e-9)
        #expect(abs(interval.upper - 7.665850589668169) <= 1e-9)
        #expect(interval.contains(5.5))
        #expect(!interval.contains(3.3))
    }

    @Test("Mean interval of the textbook data uses t(7) = 2.364624")
    func meanIntervalTextbook() throws {
        let interval = try #require(RunningStatistics([2, 4, 4, 4, 5, 5, 7, 9]).meanInterval95)
        #expect(abs(interval.lower - 3.21251208176379) <= 1e-9)
        #expect(abs(interval.upper - 6.787487918236209) <= 1e-9)
    }

    @Test("Student t critical values: table endpoints and Cornish-Fisher beyond 30 df")
    func studentT() {
        #expect(abs(RunningStatistics.studentT975(degreesOfFreedom: 1) - 12.7062047362) <= 1e-9)
        #expect(abs(RunningStatistics.studentT975(degreesOfFreedom: 30) - 2.0422724563) <= 1e-9)
        // Reference quantiles t(0.975; ν) for ν = 31, 40, 60, 120.
        let references: [(Int, Double)] = [
            (31, 2.0395134463964), (40, 2.0210753903063), (60, 2.0002978220143), (120, 1.9799304050824),
        ]
        for (nu, expected) in references {
            #expect(abs(RunningStatistics.studentT975(degreesOfFreedom: nu) - expected) <= 5e-8)
        }
        // Decreasing in ν and approaching z.
        #expect(RunningStatistics.studentT975(degreesOfFreedom: 31) < RunningStatistics.studentT975(degreesOfFreedom: 30))
        #expect(abs(RunningStatistics.studentT975(degreesOfFreedom: 1_000_000) - 1.959963984540054) <= 1e-5)
    }

    // MARK: - Codable

    @Test("Codable round trip preserves the accumulator exactly")
    func codableRoundTrip() throws {
        let stats = RunningStatistics([1.25, -3, 8.5, 0.1])
        let data = try JSONEncoder().encode(stats)
        let decoded = try JSONDecoder().decode(RunningStatistics.self, from: data)
        #expect(decoded == stats)
    }
}
