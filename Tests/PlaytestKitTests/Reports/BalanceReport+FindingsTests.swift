import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

/// A toy report whose figures are chosen by hand: three playing arms and one checking bot.
enum HandMadeReport {
    /// The toy game with a checking bot, `fuzz`, beside two playing bots.
    static let registration = GameRegistration.make(ToyGame.self, metrics: ToyMetrics.self, bots: [
        BotEntry(IncrementBot.self, id: "inc", summary: "Increments every step", checks: true),
        BotEntry(RandomToyBot.self, id: "random", summary: "Quits sometimes", checks: true),
        BotEntry(TickBot.self, id: "fuzz", summary: "a swarm fuzzer", checks: true, isFuzzer: true),
    ])

    static let text = #"""
        {"name": "hand", "seed": 5, "games": 100,
         "studies": [{"game": "toy", "bots": ["inc", "random"], "sweep": {"goal": [8, 20]}}, {"game": "toy", "bots": ["fuzz"]}]}
        """#

    /// A summary of `count` values spread evenly around `mean` by `spread` either side.
    static func summary(mean: Double, spread: Double, count: Int = 100) -> RunningStatistics {
        RunningStatistics((0..<count).map { mean + (Double($0 % 2) * 2 - 1) * spread })
    }

    /// Configurations 0...3 play (`inc goal=8`, `random goal=8`, `inc goal=20`, `random goal=20`), 4 is the fuzzer.
    static func report(scores: [Double] = [10, 11, 30, 10.2, 500], spread: Double = 2) throws -> BalanceReport {
        let scenario = try ScenarioLoader(games: [registration]).load(text, file: "hand.json")
        let results = scenario.configurations.enumerated().map { index, _ in
            ConfigurationResult(games: 100, measurements: [
                Measurement(name: "score", label: "Score", unit: "points", value: .summary(summary(mean: scores[index], spread: spread)), digits: 1),
                Measurement(name: "near", label: "Near zero", value: .summary(RunningStatistics([0, 0, 0, 0, 0, 0, 0, 0, 0, 3]))),
                Measurement(name: "ratio", label: "Ratio", value: .scalar(index == 1 ? 1.5 : 1), expected: 1),
                Measurement(name: "faces", label: "Faces", value: .chiSquare(ChiSquareTest.Result(statistic: 40, degreesOfFreedom: 5, pValue: 0.0000001))),
                Measurement(name: "wins", label: "Wins", value: .rate(successes: 30, trials: 100)),
            ], steps: IntegerHistogram(), tallies: [], checks: 0)
        }
        return BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "hand.json", results: results, programName: "playtest"))
    }
}

@Suite("BalanceReport findings")
struct BalanceReportFindingsTests {
    @Test("the fuzzer is a checking configuration, kept out of the balance tables and comparisons")
    func checkingApart() throws {
        let report = try HandMadeReport.report()
        #expect(report.scenario.configurations.map(\.isChecking) == [false, false, false, false, true])
        #expect(report.measurements(named: "score").map(\.configuration.index) == [0, 1, 2, 3])
        let markdown = report.markdown(charts: [])
        let checking = try #require(markdown.range(of: "## Checking bots"))
        // The fuzzer's mean of 500 appears only in its own section.
        #expect(!markdown[..<checking.lowerBound].contains("500.0"))
        #expect(markdown[checking.lowerBound...].contains("500.0"))
        #expect(report.armComparisons.allSatisfy { $0.arms.allSatisfy { $0.index != 4 } })
    }

    @Test("report.md opens with What to look at, leading with the largest effect and its adjusted claim")
    func whatToLookAt() throws {
        let markdown = try HandMadeReport.report().markdown(charts: [])
        let look = try #require(markdown.range(of: "## What to look at"))
        let configurations = try #require(markdown.range(of: "## Configurations"))
        #expect(look.lowerBound < configurations.lowerBound)
        let findings = markdown[look.upperBound..<configurations.lowerBound]
        #expect(findings.contains("Exploratory: **Score** changes most across the grid: from 10.0 points (toy inc goal=8) to 30.0 (toy inc goal=20)"))
        #expect(findings.contains("toy inc goal=20 is highest, above each of the other 3 arms (Holm-adjusted p < 0.001)"))
        #expect(findings.contains("**Ratio** in toy random goal=8 is 1.500 against 1.000 expected (50.0% above)"))
        #expect(findings.contains("**Faces** in toy inc goal=8: chi-square 40.0 on 5 degrees of freedom"))
        #expect(findings.contains("1 configuration of checking bots (toy fuzz)"))
    }

    @Test("a leader within noise of its rival is not claimed highest")
    func noClaimWithinNoise() throws {
        let report = try HandMadeReport.report(scores: [10, 10.1, 10.2, 10.05, 0], spread: 5)
        let score = try #require(report.armComparisons.first { $0.metric == "score" })
        #expect(score.leadingArm.index == 2)
        #expect(!score.leaderIsHighest)
        let markdown = report.markdown(charts: [])
        #expect(markdown.contains("| Score | 4 | toy inc goal=20 | 10.2 |"))
        #expect(markdown.contains("| not shown |"))
        // An effect of 0.04 standard deviations that the comparisons cannot tell from noise is not a finding.
        #expect(!report.findings.contains { $0.contains("**Score**") })
    }

    @Test("a count's interval is clipped at zero; a signed metric's is not")
    func clippedAtZero() throws {
        let report = try HandMadeReport.report()
        let near = try #require(report.results[0].measurements.first { $0.name == "near" })
        #expect(try #require(near.summaryStatistics.meanInterval95).lower < 0)
        #expect(try #require(near.meanInterval).lower == 0)
        let signed = Measurement(name: "d", label: "d", value: .summary(RunningStatistics([-1, 0, 0, 0, 3])))
        #expect(try #require(signed.meanInterval).lower < 0)
        #expect(report.markdown(charts: []).contains("| toy inc goal=8 | 10 | 0.300 | 0.000 to 0.9"))
    }

    @Test("a rate's effect is measured against the spread of the arms' average share, not their own (zero) spreads")
    func rateEffect() throws {
        let report = try HandMadeReport.report()
        let wins = try #require(report.armComparisons.first { $0.metric == "wins" })
        // Every arm wins 30 of 100: no effect at all.
        #expect(report.analysis.effectSize(of: wins) == 0)
        let scenario = report.scenario
        let results = [0.0, 1, 1, 0.5, 0.5].map { share in
            ConfigurationResult(games: 100, measurements: [
                Measurement(name: "wins", label: "Wins", value: .rate(successes: Int(share * 100), trials: 100)),
            ], steps: IntegerHistogram(), tallies: [], checks: 0)
        }
        let extreme = BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "hand.json", results: results, programName: "playtest"))
        let comparison = try #require(extreme.armComparisons.first)
        // Shares 0, 1, 1, 0.5 average 0.625: the range 1 over sqrt(0.625 x 0.375).
        #expect(abs(try #require(extreme.analysis.effectSize(of: comparison)) - 1 / (0.625 * 0.375).squareRoot()) < 1e-12)
    }
}
