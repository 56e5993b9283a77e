import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("IntegerHistogram")
struct IntegerHistogramTests {

    // MARK: - Fixtures

    /// A fixed multiset with repeats and negative values.
    static let values: [Int] = [5, -2, 3, 3, 9, 0, 3, 5, -2, 12, 7, 3, 0, 5]

    // MARK: - Basics

    @Test("An empty histogram reports nil summaries")
    func empty() {
        let histogram = IntegerHistogram()
        #expect(histogram.isEmpty)
        #expect(histogram.totalCount == 0)
        #expect(histogram.bins.isEmpty)
        #expect(histogram.minimum == nil)
        #expect(histogram.maximum == nil)
        #expect(histogram.mean == nil)
        #expect(histogram.quantile(0.5) == nil)
        #expect(histogram.statistics.count == 0)
    }

    @Test("Bins are sorted ascending with exact counts")
    func bins() {
        var histogram = IntegerHistogram(Self.values)
        histogram.add(100, count: 0)
        let expected: [IntegerHistogram.Bin] = [
            .init(value: -2, count: 2), .init(value: 0, count: 2), .init(value: 3, count: 4),
            .init(value: 5, count: 3), .init(value: 7, count: 1), .init(value: 9, count: 1),
            .init(value: 12, count: 1),
        ]
        #expect(histogram.bins == expected)
        #expect(histogram.totalCount == Self.values.count)
        #expect(histogram.count(of: 3) == 4)
        #expect(histogram.count(of: 100) == 0)
        #expect(histogram.minimum == -2)
        #expect(histogram.maximum == 12)
    }

    @Test("Mean and statistics match a direct computation")
    func statistics() throws {
        let histogram = IntegerHistogram(Self.values)
        let direct = RunningStatistics(Self.values.map(Double.init))
        let stats = histogram.statistics
        #expect(stats.count == direct.count)
        #expect(abs(stats.mean - direct.mean) <= 1e-12)
        #expect(abs(stats.variance - direct.variance) <= 1e-12 * direct.variance)
        #expect(stats.minimum == -2)
        #expect(stats.maximum == 12)
        let mean = try #require(histogram.mean)
        #expect(abs(mean - Double(Self.values.reduce(0, +)) / Double(Self.values.count)) <= 1e-12)
    }

    // MARK: - Quantiles

    @Test("Nearest-rank quantiles of 1...10")
    func quantilesOneToTen() {
        let histogram = IntegerHistogram(1...10)
        #expect(histogram.quantile(0) == 1)
        #expect(histogram.quantile(0.05) == 1)
        #expect(histogram.quantile(0.1) == 1)
        #expect(histogram.quantile(0.11) == 2)
        #expect(histogram.quantile(0.5) == 5)
        #expect(histogram.median == 5)
        #expect(histogram.quantile(0.51) == 6)
        #expect(histogram.quantile(0.9) == 9)
        #expect(histogram.quantile(0.95) == 10)
        #expect(histogram.quantile(1) == 10)
    }

    @Test("Quantiles walk repeated values by cumulative count")
    func quantilesWithRepeats() {
        // Sorted: -2 -2 0 0 3 3 3 3 5 5 5 7 9 12 (n = 14).
        let histogram = IntegerHistogram(Self.values)
        #expect(histogram.quantile(0) == -2)
        #expect(histogram.quantile(0.25) == 0)   // rank ceil(3.5) = 4
        #expect(histogram.quantile(0.5) == 3)    // rank 7
        #expect(histogram.quantile(0.75) == 5)   // rank ceil(10.5) = 11
        #expect(histogram.quantile(0.8) == 7)    // rank ceil(11.2) = 12
        #expect(histogram.quantile(1) == 12)
    }

    @Test("Binary rounding of p does not bump the rank (0.07 × 100)")
    func quantileRounding() {
        let histogram = IntegerHistogram(1...100)
        #expect(0.07 * 100.0 > 7)  // the hazard being guarded against
        #expect(histogram.quantile(0.07) == 7)
        #expect(histogram.quantile(0.29) == 29)
        #expect(histogram.quantile(0.071) == 8)
    }

    // MARK: - Order independence

    @Test("Insertion and merge order do not affect equality, statistics or encoding")
    func orderIndependence() throws {
        let forward = IntegerHistogram(Self.values)
        let backward = IntegerHistogram(Self.values.reversed())
        let left = IntegerHistogram(Self.values.prefix(5))
        let right = IntegerHistogram(Self.values.dropFirst(5))
        #expect(forward == backward)
        #expect(left.merging(right) == right.merging(left))
        #expect(left.merging(right) == forward)
        #expect(forward.statistics == backward.statistics)
        #expect(right.merging(left).statistics == forward.statistics)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(forward) == encoder.encode(backward))
    }

    // MARK: - Codable

    @Test("Encodes as ascending bins and round-trips")
    func codable() throws {
        let histogram = IntegerHistogram([3, 1, 3, -4])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(histogram)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text == #"{"bins":[{"count":1,"value":-4},{"count":1,"value":1},{"count":2,"value":3}]}"#)
        let decoded = try JSONDecoder().decode(IntegerHistogram.self, from: data)
        #expect(decoded == histogram)
        #expect(decoded.totalCount == 4)
    }

    @Test("Decoding rejects non-positive and duplicate bins")
    func decodingValidation() {
        let zero = Data(#"{"bins":[{"value":1,"count":0}]}"#.utf8)
        let duplicate = Data(#"{"bins":[{"value":1,"count":2},{"value":1,"count":1}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IntegerHistogram.self, from: zero) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IntegerHistogram.self, from: duplicate) }
    }
}
