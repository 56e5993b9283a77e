import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("BalanceReport sweep charts")
struct BalanceReportSweepChartsTests {

    @Test("A numeric sweep gets one chart per metric with an interval, linked from the metric's section")
    func chartsForNumericSweep() throws {
        let files = try BalanceReportTests.report().render()
        let names = files.map(\.name)
        for metric in ["finalCounter", "ticks", "quitRate"] { #expect(names.contains("\(metric)-by-goal.svg")) }
        #expect(!names.contains("events-by-goal.svg"), "a scalar has no interval to draw")
        let markdown = try BalanceReportTests.file("report.md", in: files)
        #expect(markdown.contains("(ticks-by-goal.svg)"))
        let svg = try BalanceReportTests.file("ticks-by-goal.svg", in: files)
        #expect(svg.hasPrefix("<!-- Playtest "))
        #expect(svg.contains(">inc</text>") && svg.contains(">random</text>"), "one series per bot")
    }

    @Test("Each point's whisker is the interval of the report's tables: t clipped at 0, Wilson for rates")
    func whiskersMatchIntervals() throws {
        let report = try BalanceReportTests.report()
        let files = report.render()
        for metric in ["ticks", "quitRate", "finalCounter"] {
            let svg = try BalanceReportTests.file("\(metric)-by-goal.svg", in: files)
            let rows = report.measurements(named: metric)
            #expect(rows.count == 4)
            for row in rows {
                let interval = try #require(row.measurement.meanInterval)
                let goal = try #require(BalanceReport.sweptNumber("goal", of: row.configuration))
                let tooltip = "<title>\(row.configuration.bot), goal=\(SVGChart.legendNumber(goal)): \(SVGChart.legendNumber(interval.estimate)) ["
                    + "\(SVGChart.legendNumber(interval.lower)), \(SVGChart.legendNumber(interval.upper))]</title>"
                #expect(svg.contains(tooltip), "\(metric): \(tooltip)")
            }
        }
    }

    @Test("A sweep of a non-numeric value, or of a single value, gets no chart")
    func noChartOtherwise() throws {
        let played = try BalanceReportTests.report()
        // The same results, relabelled as a sweep over words.
        var words = played.scenario
        words.configurations = played.scenario.configurations.map { configuration in
            let word = configuration.configuration.integer("goal") == 8 ? "short" : "long"
            return ScenarioConfiguration(
                index: configuration.index, registration: configuration.registration, bots: configuration.bots,
                configuration: GameConfiguration(rules: configuration.configuration.rules, parameters: [("goal", .string(word))]),
                sweptParameters: ["goal=\(word)"])
        }
        // Relabelled configurations the toy game cannot play: analysed with no game to play (nothing to shrink or confirm).
        let wordReport = BalanceReport(analysis: .analyse(
            scenario: words, scenarioFile: "toy.json", results: played.results, programName: "playtest"))
        #expect(wordReport.numericSweeps.isEmpty)
        #expect(!wordReport.render().contains { $0.name.contains("-by-") })

        let single = try ScenarioLoader(games: [ToyGame.registration]).load(
            #"{"name": "one", "games": 3, "studies": [{"game": "toy", "bots": ["inc", "random"], "sweep": {"goal": [8]}}]}"#, file: "one.json")
        let results = single.configurations.map { configuration in
            ToyGame.registration.run(RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: single.seed,
                                                games: single.games, jobs: 1, maxSteps: single.maxSteps))
        }
        let singleReport = BalanceReport(analysis: .analyse(
            scenario: single, scenarioFile: "one.json", results: results,
            followUps: ScenarioPlayer().followUps(scenario: single, results: results), programName: "playtest"))
        #expect(!singleReport.render().contains { $0.name.contains("-by-") })
    }
}

@Suite("BalanceReport labels and sweeps over several studies")
struct BalanceReportStudiesTests {
    static let text = #"""
        {"name": "studies", "seed": 5, "games": 10,
         "studies": [{"game": "toy", "bots": ["inc"], "sweep": {"goal": [8, 20]}},
                     {"game": "toy", "bots": ["inc"], "parameters": {"maxTicks": 5}},
                     {"game": "toy", "bots": ["inc"], "parameters": {"maxTicks": 1}}]}
        """#

    @Test("arms that would read the same name every key in which they differ; a sweep in one study still gets its charts")
    func labelsAndSweeps() throws {
        let scenario = try ScenarioLoader(games: [HandMadeReport.registration]).load(Self.text, file: "studies.json")
        #expect(scenario.configurations.map(\.label) == ["toy inc goal=8", "toy inc goal=20", "toy inc maxTicks=5", "toy inc maxTicks=1"])
        let results = scenario.configurations.map { _ in
            ConfigurationResult(games: 10, measurements: [
                Measurement(name: "score", label: "Score", value: .summary(HandMadeReport.summary(mean: 3, spread: 1, count: 10))),
            ], steps: IntegerHistogram(), tallies: [], checks: 0)
        }
        let report = BalanceReport(analysis: .analyse(scenario: scenario, scenarioFile: "studies.json", results: results, programName: "playtest"))
        #expect(report.numericSweeps == ["goal"])
        #expect(report.sweepCharts().map(\.file.name) == ["score-by-goal.svg"])
    }
}
