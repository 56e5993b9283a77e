import PlaytestKit
import Testing
@testable import SquareColor

@Suite("SquareColorMetrics")
struct SquareColorMetricsTests {
    static let sessions = 40

    static func run(jobs: Int, difficulty: String = "hard") throws -> ConfigurationResult {
        let configuration = try SquareColorGame.descriptor.configuration(
            rules: "documented", settings: [("difficulty", .string(difficulty)), ("games", .integer(3)), ("maxRounds", .integer(10))])
        return SquareColorGame.registration.run(RunRequest(
            configuration: configuration, bots: BotAssignment("casual"), seed: 7, games: sessions, jobs: jobs))
    }

    static let ratioKeys = [
        SquareColorMetrics.Key.roundsWon, SquareColorMetrics.Key.score, SquareColorMetrics.Key.endedByTimer, SquareColorMetrics.Key.endedByWrongTap,
        SquareColorMetrics.Key.leaderboardQualified, SquareColorMetrics.Key.roundsWonAtCap, SquareColorMetrics.Key.distractorMatch,
        SquareColorMetrics.Key.closeTargets, SquareColorMetrics.Key.closeTargetsCIE76,
    ]

    @Test("the per-game figures are ratios over sessions: n = sessions, the inner games in subunits, their distributions descriptive")
    func perGameRatios() throws {
        let result = try Self.run(jobs: 1)
        for key in [SquareColorMetrics.Key.roundsWon, SquareColorMetrics.Key.score] {
            let ratio = try #require(result[key], "\(key.name)")
            #expect(ratio.clusters == Self.sessions && !ratio.isShare, "\(key.name): one cluster per session")
            #expect(ratio.subunits == Self.sessions * 3, "\(key.name): three games a session")
            let interval = try #require(result.measurement(key)?.meanInterval)
            #expect(interval.lower <= ratio.ratio! && ratio.ratio! <= interval.upper && interval.lower < interval.upper)
        }
        for key in [SquareColorMetrics.Key.endedByTimer, SquareColorMetrics.Key.endedByWrongTap, SquareColorMetrics.Key.leaderboardQualified,
                    SquareColorMetrics.Key.roundsWonAtCap] {
            let ratio = try #require(result[key], "\(key.name)")
            #expect(ratio.clusters == Self.sessions && ratio.isShare && ratio.subunits == Self.sessions * 3, "\(key.name)")
            let share = try #require(ratio.ratio)
            #expect(share >= 0 && share <= 1)
        }
        let timer = try #require(result[SquareColorMetrics.Key.endedByTimer]).numeratorSum
        let wrong = try #require(result[SquareColorMetrics.Key.endedByWrongTap]).numeratorSum
        let capped = try #require(result[SquareColorMetrics.Key.roundsWonAtCap]).numeratorSum
        #expect(timer + wrong + capped == Double(Self.sessions * 3), "every game ends by the timer, a wrong tap or the cap")
        for (key, ratio) in [(SquareColorMetrics.Key.roundsWonDistribution, SquareColorMetrics.Key.roundsWon),
                             (SquareColorMetrics.Key.scoreDistribution, SquareColorMetrics.Key.score)] {
            let histogram = try #require(result[key], "\(key.name)")
            #expect(histogram.totalCount == Self.sessions * 3, "\(key.name): one value a game")
            #expect(abs(histogram.statistics.mean - (result[ratio]?.ratio ?? -1)) < 1e-9, "\(key.name): the ratio's mean")
            let figure = try #require(result.measurement(key))
            #expect(figure.observation == .subunit && figure.isDetail && figure.meanInterval == nil, "\(key.name): descriptive")
            #expect(result.sample(of: .measurement(key.name)) == MetricSample.missing, "\(key.name) gates nothing")
        }
        #expect(result.sample(of: .measurement("leaderboardQualified")) != .missing, "a gate on a per-game share still reads it")
    }

    @Test("the per-round figures are share ratios over sessions: n = sessions, rounds in their own column")
    func perRoundRatios() throws {
        let result = try Self.run(jobs: 1)
        for key in [SquareColorMetrics.Key.distractorMatch, SquareColorMetrics.Key.closeTargets, SquareColorMetrics.Key.closeTargetsCIE76] {
            let ratio = try #require(result[key], "\(key.name)")
            #expect(ratio.clusters == Self.sessions && ratio.isShare, "\(key.name): one cluster per session")
            #expect(ratio.subunits > Self.sessions, "\(key.name): its rounds")
            let share = try #require(ratio.ratio)
            #expect(share >= 0 && share <= 1)
            let interval = try #require(result.measurement(key)?.meanInterval)
            #expect(interval.lower <= share && share <= interval.upper && interval.lower >= 0 && interval.upper <= 1)
        }
        let dealt = try #require(result[SquareColorMetrics.Key.distractorMatch]).subunits
        let paired = try #require(result[SquareColorMetrics.Key.closeTargets]).subunits
        #expect(paired <= dealt, "two-target rounds are rounds")
    }

    @Test("the ratios and distributions are identical with 1 and 2 jobs")
    func jobsDoNotMatter() throws {
        let one = try Self.run(jobs: 1)
        let two = try Self.run(jobs: 2)
        for key in Self.ratioKeys {
            #expect(one[key] == two[key], "\(key.name)")
        }
        #expect(one[SquareColorMetrics.Key.roundsWonDistribution] == two[SquareColorMetrics.Key.roundsWonDistribution])
        #expect(one[SquareColorMetrics.Key.scoreDistribution] == two[SquareColorMetrics.Key.scoreDistribution])
    }
}
