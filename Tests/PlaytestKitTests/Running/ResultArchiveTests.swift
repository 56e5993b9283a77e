import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ResultArchive")
struct ResultArchiveTests {
    static func played(games: Int = 150, seed: UInt64 = 5) -> ConfigurationResult {
        ToyGame.registration.run(RunRequest(
            configuration: ToyGame.defaultConfiguration, bots: BotAssignment("random"), seed: seed, games: games, jobs: 2, maxSteps: 1_000))
    }

    @Test("a played result survives encode and decode: the same text again, and the same report bytes")
    func roundTrip() throws {
        let result = Self.played()
        let text = ResultArchive.encode(result)
        let back = try ResultArchive.decode(text)
        #expect(ResultArchive.encode(back) == text)
        #expect(GameRunnerTests.Fingerprint(back) == GameRunnerTests.Fingerprint(result))
        #expect(back.measurements.map(\.name) == result.measurements.map(\.name))
        #expect(back.coverage.map(\.games) == result.coverage.map(\.games))
    }

    @Test("doubles are kept bit for bit: NaN payloads, infinities, -0 and subnormals")
    func exactDoubles() throws {
        let values: [Double] = [-0.0, .infinity, -.infinity, Double(nan: 7, signaling: false), .leastNonzeroMagnitude, 0.1 + 0.2, .pi]
        for value in values {
            let result = ConfigurationResult(
                games: 1, measurements: [Measurement(name: "x", label: "x", value: .scalar(value), expected: value)],
                steps: IntegerHistogram([1]), tallies: [], checks: 0)
            let back = try ResultArchive.decode(ResultArchive.encode(result))
            guard case .scalar(let restored) = back.measurements[0].value else {
                Issue.record("not a scalar for \(value)")
                continue
            }
            #expect(restored.bitPattern == value.bitPattern, "value \(value)")
            #expect(back.measurements[0].expected?.bitPattern == value.bitPattern, "value \(value)")
        }
    }

    @Test("every kind of figure, a first violation and seat groups are kept")
    func everyKind() throws {
        var score = RunningStatistics([1.5, 2.25, -3])
        score.add(0.1)
        var summary = SeatSummary()
        for (points, won) in [(1.5, true), (2.25, false), (-3, true), (0.1, nil)] as [(Double, Bool?)] {
            summary.add([SeatOutcome(score: points, won: won, labels: SeatLabels(team: "red")),
                         SeatOutcome(score: points + 0.5, won: won == nil ? nil : false, labels: SeatLabels(team: "red"))])
        }
        let result = ConfigurationResult(
            games: 4,
            measurements: [
                Measurement(name: "s", label: "S", unit: "s", value: .summary(score), digits: 2, isDetail: true),
                Measurement(name: "h", label: "H", value: .histogram(IntegerHistogram([3, 3, -1]))),
                Measurement(name: "r", label: "R", value: .rate(successes: 3, trials: 4)),
                Measurement(name: "c", label: "C", value: .chiSquare(ChiSquareTest.Result(statistic: 1.25, degreesOfFreedom: 5, pValue: 0.9))),
            ],
            steps: IntegerHistogram([2, 9]),
            tallies: [InvariantTally(info: .stepLimit, brokenGames: 2, first: (1, Violation(invariant: "stepLimit", message: "too \"long\"\n", step: 9, moment: "tick")))],
            checks: 17,
            coverage: [CoverageTally(info: CoverageInfo(name: "seen", summary: "a thing", minimumShare: 0.25), games: 1, trials: 4)],
            seats: summary)
        let back = try ResultArchive.decode(ResultArchive.encode(result))
        #expect(ResultArchive.encode(back) == ResultArchive.encode(result))
        guard case .summary(let restored) = back.measurements[0].value else { Issue.record("not a summary"); return }
        #expect(restored == score)
        #expect(back.measurements[0].isDetail && back.measurements[0].digits == 2 && back.measurements[0].unit == "s")
        guard case .chiSquare(let test) = back.measurements[3].value else { Issue.record("not a test"); return }
        #expect(test == ChiSquareTest.Result(statistic: 1.25, degreesOfFreedom: 5, pValue: 0.9))
        #expect(back.tallies[0].first?.violation == result.tallies[0].first?.violation)
        #expect(back.tallies[0].first?.game == 1)
        #expect(back.coverage == result.coverage)
        #expect(back.seats.groups.map(\.key) == ["seat 0", "seat 1", "team red"])
        #expect(back.seats.groups == summary.groups)
        let red = try #require(back.seats.group(.team("red")))
        #expect(red.games == 4 && red.seatGames == 8 && red.decidedGames == 3 && red.gamesSplit == 2 && red.gamesWon == 0)
    }

    @Test("damaged text is refused with the field named", arguments: [
        ("{}", ".games"),
        ("not json", "not JSON"),
    ])
    func damaged(text: String, expected: String) {
        #expect(throws: ResultArchive.Failure.self) { try ResultArchive.decode(text) }
        do {
            _ = try ResultArchive.decode(text)
        } catch {
            #expect(error.reason.contains(expected), "\(error.reason)")
        }
    }

    @Test("a double that is not 16 hex digits, and a figure with two values, are refused")
    func badFields() throws {
        let result = ConfigurationResult(
            games: 1, measurements: [Measurement(name: "x", label: "x", value: .scalar(1))], steps: IntegerHistogram([1]), tallies: [], checks: 0)
        let text = ResultArchive.encode(result)
        #expect(text.contains("\"scalar\":\"3ff0000000000000\""))
        #expect(throws: ResultArchive.Failure.self) {
            try ResultArchive.decode(text.replacingOccurrences(of: "\"scalar\":\"3ff0000000000000\"", with: "\"scalar\":\"1.0\""))
        }
        #expect(throws: ResultArchive.Failure.self) {
            try ResultArchive.decode(text.replacingOccurrences(of: "\"scalar\":", with: "\"rate\":[1,2],\"scalar\":"))
        }
    }
}
