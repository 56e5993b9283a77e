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

    @Test("the per-round figures are share ratios over games: n = games, rounds in their own column")
    func perRoundRatios() throws {
        let result = try Self.run(jobs: 1)
        let rounds = try #require(result[SquareColorMetrics.Key.roundsWon]).totalCount
        #expect(rounds == Self.sessions * 3, "three games a session")
        for key in [SquareColorMetrics.Key.distractorMatch, SquareColorMetrics.Key.closeTargets, SquareColorMetrics.Key.closeTargetsCIE76] {
            let ratio = try #require(result[key], "\(key.name)")
            #expect(ratio.clusters == Self.sessions && ratio.isShare, "\(key.name): one cluster per game")
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

    @Test("the ratios are identical with 1 and 2 jobs")
    func jobsDoNotMatter() throws {
        let one = try Self.run(jobs: 1)
        let two = try Self.run(jobs: 2)
        for key in [SquareColorMetrics.Key.distractorMatch, SquareColorMetrics.Key.closeTargets, SquareColorMetrics.Key.closeTargetsCIE76] {
            #expect(one[key] == two[key], "\(key.name)")
        }
    }
}
