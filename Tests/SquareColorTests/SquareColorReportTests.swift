import PlaytestKit
import Testing
@testable import SquareColor

@Suite("SquareColorReport")
struct SquareColorReportTests {
    static let text = #"""
        {"name": "sq", "seed": 3, "games": 16, "studies": [
          {"game": "squarecolor", "bots": ["perfect", "random"], "parameters": {"games": 1, "maxRounds": 10},
           "sweep": {"difficulty": ["easy", "medium", "hard"]}}
        ]}
        """#

    static func report() throws -> BalanceReport {
        let scenario = try ScenarioLoader(games: [SquareColorGame.registration]).load(text, file: "sq.json")
        let results = scenario.configurations.map { configuration in
            configuration.registration.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed, games: scenario.games))
        }
        return BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "sq.json", results: results,
            followUps: ScenarioPlayer().followUps(scenario: scenario, results: results),
            sections: ReportSections([SquareColorGame.reportSection]), programName: "playtest"))
    }

    @Test("the section says, per player, whether mean rounds won fall from easy to hard, with rounds won per difficulty as a chart, the cap marked")
    func section() throws {
        let files = try Self.report().render()
        let markdown = try #require(files.first { $0.name == "report.md" }).contents
        #expect(markdown.contains("## Difficulty curve"))
        #expect(markdown.contains("- perfect: mean rounds won easy 10.00, medium 10.00, hard 10.00: never easier as the names go up, but not strictly harder (ties)."))
        #expect(markdown.contains("- random: mean rounds won easy "))
        #expect(markdown.contains("| player | difficulty | sessions | mean rounds won | 95% interval | mean score | 95% interval |"))
        #expect(markdown.contains("![Difficulty curve: mean rounds won per game, per player and difficulty setting](difficultyCurve.svg)"))
        #expect(markdown.contains("every game at the 10-round cap"), "the perfect player is censored at the cap")
        let chart = try #require(files.first { $0.name == "difficultyCurve.svg" }).contents
        // Drawn on the verdict's own metric, the arms named by their difficulty, one line per player, the cap marked.
        #expect(chart.hasPrefix("<!-- Playtest ") && chart.contains(">mean rounds won per game (rounds)"))
        #expect(chart.contains(">easy</text>") && chart.contains(">medium</text>") && chart.contains(">hard</text>"))
        #expect(!chart.contains(">#0"), "arms are named, not keyed by number")
        #expect(chart.contains(">perfect</text>") && chart.contains(">random</text>"))
        #expect(chart.contains("class=\"reference\"") && chart.contains("round cap (maxRounds): every game at the cap = 10"))
        #expect(chart.contains("perfect, hard: 10 [10, 10]"))
    }

    @Test("the section is data: plain sentences and a chart spec, no SVG or Markdown of its own")
    func sectionIsData() throws {
        let report = try Self.report()
        let section = try #require(report.analysis.sections.first { $0.game == "squarecolor" }?.section)
        let chart = try #require(section.charts.first)
        #expect(chart.spec.kind == .lines && chart.spec.y.unit == "rounds" && chart.spec.references.map(\.value) == [10])
        #expect(chart.spec.series.map(\.name) == ["perfect", "random"])
        #expect(chart.spec.series[0].points.map(\.category) == ["easy", "medium", "hard"])
        let texts = section.paragraphs + section.items + section.rows.flatMap { $0 } + section.header
        for text in texts {
            #expect(!text.contains("<") && !text.contains("`") && !text.contains("**") && !text.hasPrefix("- "), "\(text)")
        }
    }

    @Test("a scenario that plays one difficulty gets no curve, only the cap declared for its findings")
    func noSweep() {
        let configuration = try! ScenarioLoader(games: [SquareColorGame.registration]).load(
            #"{"name": "one", "studies": [{"game": "squarecolor", "bots": ["casual"], "parameters": {"difficulty": "easy"}}]}"#, file: "one.json")
        let section = SquareColorReport.section(configuration.configurations, [ConfigurationResult(
            games: 0, measurements: [], steps: IntegerHistogram(), tallies: [], checks: 0)])
        #expect(section?.hasContent == false && section?.charts.isEmpty == true)
        #expect(section?.mechanical.first { $0.metric == "roundsWon" }?.cap == SquareColorSettings(configuration: configuration.configurations[0].configuration).maxRounds)
    }

    @Test("an inverted pair of difficulties is called out by name")
    func inversion() throws {
        let scenario = try ScenarioLoader(games: [SquareColorGame.registration]).load(
            #"{"name": "x", "studies": [{"game": "squarecolor", "bots": ["casual"], "sweep": {"difficulty": ["easy", "medium", "hard"]}}]}"#,
            file: "x.json")
        func result(_ rounds: Double) -> ConfigurationResult {
            var ratio = ClusteredRatio()
            ratio.add(numerator: rounds * 4, denominator: 4)
            ratio.add(numerator: rounds * 4 + 2, denominator: 4)
            return ConfigurationResult(
                games: 2,
                measurements: [Measurement(name: "roundsWon", label: "", value: .ratio(ratio)),
                               Measurement(name: "score", label: "", value: .ratio(ratio))],
                steps: IntegerHistogram(), tallies: [], checks: 0)
        }
        let section = try #require(SquareColorReport.section(scenario.configurations, [result(9), result(2), result(5)]))
        #expect(section.items.contains("casual: mean rounds won easy 9.25, medium 2.25, hard 5.25: NOT ordered: hard is easier than medium."))
        #expect(section.answers.contains { $0.question == .difficulty }, "the design answer reads the ratios too")
    }
}
