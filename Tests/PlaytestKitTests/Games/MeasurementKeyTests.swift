import Testing
@testable import PlaytestKit

@Suite("MeasurementKey")
struct MeasurementKeyTests {
    static let votes = MeasurementKey.rate("votes")
    static let points = MeasurementKey.summary("points")

    static func result() -> ConfigurationResult {
        var points = RunningStatistics()
        points.add(2)
        points.add(4)
        return ConfigurationResult(
            games: 2,
            measurements: [Measurement(votes, label: "Votes", value: .rate(successes: 3, trials: 5)),
                           Measurement(Self.points, label: "Points", value: .summary(points))],
            steps: IntegerHistogram(), tallies: [], checks: 0)
    }

    @Test("a key reads back the figure it made, typed by its kind")
    func readsBack() {
        let result = Self.result()
        #expect(result[Self.votes] == RateCount(successes: 3, trials: 5))
        #expect(result[Self.points]?.mean == 3)
        #expect(result.measurement(Self.points)?.label == "Points")
    }

    @Test("a key of another kind or another name reads nothing")
    func wrongKindOrName() {
        let result = Self.result()
        #expect(result[MeasurementKey.summary("votes")] == nil)
        #expect(result[MeasurementKey.rate("missing")] == nil)
        #expect(MeasurementKey.histogram("points").figure(of: result.measurements[1]) == nil)
    }
}
