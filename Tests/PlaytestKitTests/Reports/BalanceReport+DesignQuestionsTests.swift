import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

/// A toy game whose report section answers one design question and declares its score mechanical in `goal`.
enum AnsweringToy {
    static let registration = GameRegistration.make(ToyGame.self, metrics: ToyMetrics.self, bots: [
        BotEntry(IncrementBot.self, id: "inc", summary: "Increments every step", checks: true),
        BotEntry(RandomToyBot.self, id: "random", summary: "Quits sometimes", checks: true),
    ])

    /// Its section, for the analyse stage.
    static let sections = ReportSections([ReportSections.Entry(registration) { _, _ in
        ReportSection(answers: [DesignAnswer(.fair, verdict: .yes, short: "yes", sentence: "Yes: the toy is fair.")],
                      mechanical: [MechanicalMetric(metric: "score", reason: "a higher goal counts further", scalesWith: "goal")])
    }])

    static func report(sweep: String) throws -> BalanceReport {
        let text = #"{"name": "answers", "seed": 5, "games": 100, "studies": [{"game": "toy", "bots": ["inc", "random"], "sweep": "#
            + sweep + "}]}"
        let scenario = try ScenarioLoader(games: [registration]).load(text, file: "answers.json")
        let results = scenario.configurations.enumerated().map { index, _ in
            ConfigurationResult(games: 100, measurements: [
                Measurement(name: "score", label: "Score", unit: "points",
                            value: .summary(HandMadeReport.summary(mean: [10, 11, 30, 10.2][index % 4], spread: 2)), digits: 1),
                Measurement(name: "wins", label: "Wins", value: .rate(successes: [30, 60, 30, 60][index % 4], trials: 100)),
            ], steps: IntegerHistogram(), tallies: [], checks: 0)
        }
        return BalanceReport(analysis: .analyse(scenario: scenario, scenarioFile: "answers.json", results: results, sections: sections, programName: "playtest"))
    }
}

@Suite("BalanceReport design questions")
struct BalanceReportDesignQuestionsTests {
    @Test("report.md opens with the design questions, the game's own answers first, then what broke and what was never reached")
    func opensWithAnswers() throws {
        let report = try AnsweringToy.report(sweep: #"{"goal": [8, 20]}"#)
        let markdown = report.markdown(charts: [], sections: report.gameSections)
        let questions = try #require(markdown.range(of: "## Design questions"))
        let look = try #require(markdown.range(of: "## What to look at"))
        #expect(questions.lowerBound < look.lowerBound)
        let block = markdown[questions.upperBound..<look.lowerBound]
        #expect(block.contains("- **Is it fair?** [ok] Yes: the toy is fair."))
        #expect(block.contains("- **What broke?** [ok] Nothing: every invariant held in all 400 games"))
        #expect(block.contains("**What was never reached?**"))
        let fair = try #require(block.range(of: "Is it fair?")), broke = try #require(block.range(of: "What broke?"))
        #expect(fair.lowerBound < broke.lowerBound)
    }

    @Test("a metric declared mechanical in a swept size is no finding, and the note says so; unswept, it is ranked again")
    func mechanicalLeftOut() throws {
        let swept = try AnsweringToy.report(sweep: #"{"goal": [8, 20]}"#)
        #expect(!swept.findings.contains { $0.contains("**Score**") })
        #expect(swept.findings.contains { $0.contains("Left out as mechanical or capped: Score (a higher goal counts further)") })
        let other = try AnsweringToy.report(sweep: #"{"maxTicks": [1, 5]}"#)
        #expect(other.findings.contains { $0.hasPrefix("Exploratory: **Score**") })
    }

    @Test("a game's folder report names its game, links back to the index, and the index gathers one line of answers per game")
    func foldersAndIndex() throws {
        var report = try AnsweringToy.report(sweep: #"{"goal": [8, 20]}"#)
        report.part = "toy"
        let markdown = report.markdown(charts: [], sections: report.gameSections)
        #expect(markdown.hasPrefix("# Playtest report: answers, toy\n"))
        #expect(markdown.contains("[Back to the index](../index.md)"))
        let line = BalanceReport.designLine(game: "toy", answers: report.designAnswers)
        #expect(line.hasPrefix("**[toy](toy/report.md)**: fair: yes; close: not applicable; "), "\(line)")
        #expect(line.contains("; skill: not applicable; length: yes: 0 steps; decided late: not applicable; choices: not applicable; broke: nothing;"), "\(line)")
    }
}
