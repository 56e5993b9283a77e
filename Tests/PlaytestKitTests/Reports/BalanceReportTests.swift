import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("BalanceReport")
struct BalanceReportTests {

    // MARK: - Fixture

    static let scenarioText = #"""
        {"name": "toy-report", "description": "How far the toy counter gets.", "seed": 7, "games": 70,
         "studies": [{"game": "toy", "bots": ["inc", "random"], "sweep": {"goal": [8, 20]}}]}
        """#

    /// Loads the toy scenario and plays it, as `playtest run` does.
    static func report(jobs: Int = 1) throws -> BalanceReport {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(scenarioText, file: "Scenarios/toy-report.json")
        let results = scenario.configurations.map { configuration in
            ToyGame.registration.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                games: scenario.games, jobs: jobs, maxSteps: scenario.maxSteps))
        }
        return BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "Scenarios/toy-report.json", results: results,
            followUps: ScenarioPlayer().followUps(scenario: scenario, results: results), programName: "playtest"))
    }

    static func file(_ name: String, in files: [ReportFile]) throws -> String {
        try #require(files.first { $0.name == name }, "no \(name) among \(files.map(\.name))").contents
    }

    /// The CSV records of a file, without its header.
    static func rows(_ contents: String) -> [String] {
        Array(contents.components(separatedBy: "\r\n").dropFirst().dropLast())
    }

    // MARK: - Determinism

    @Test("Rendering the same scenario twice, with 1 and with 2 jobs, gives identical files")
    func deterministic() throws {
        let first = try Self.report(jobs: 1).render()
        let second = try Self.report(jobs: 1).render()
        let parallel = try Self.report(jobs: 2).render()
        #expect(first == second)
        #expect(first == parallel)
        #expect(first.count > 4)
        #expect(Set(first.map(\.name)).count == first.count, "file names are unique")
    }

    @Test("The report's files: report.md, five CSV tables, then the charts")
    func fileNames() throws {
        let names = try Self.report().render().map(\.name)
        #expect(Array(names.prefix(6)) == ["report.md", "results.csv", "answers.csv", "histograms.csv", "invariants.csv", "coverage.csv"])
        #expect(names.contains("finalCounter.svg"))
        // One histogram per configuration whose counter varies (a histogram of one value would chart a constant).
        #expect(names.contains("finalCounter-3.svg"))
        #expect(names.dropFirst(6).allSatisfy { $0.hasSuffix(".svg") })
    }

    @Test("answers.csv holds every answer the analysis gave, with its verdict and severity, one row each")
    func answersFile() throws {
        let report = try Self.report()
        let rows = Self.rows(try Self.file("answers.csv", in: report.render()))
        let answers = report.analysis.verdicts.games.flatMap { design in design.answers.map { (design.game, $0) } }
        let gameRows = rows.filter { $0.contains(",game,,") }
        #expect(gameRows.count == answers.count)
        #expect(answers.count >= 4, "fair, close, length, broke, never reached: \(answers.map(\.1.question))")
        for ((game, answer), row) in zip(answers, gameRows) {
            #expect(row.hasPrefix("toy-report,7,\(game),game,,\(answer.question.id),\(answer.verdict.rawValue),\(answer.severity.rawValue),"), "\(row)")
        }
        let severities = DesignAnswer.Question.allCases.map { DesignAnswer.severity(of: .yes, for: $0) }
        #expect(severities.contains(.good) && severities.contains(.problem), "yes is good news for fair, bad news for broke")
    }

    // MARK: - Facts

    @Test("report.md opens with its title and the design answers, then a Facts section with the seed and the version")
    func markdownFacts() throws {
        let markdown = try Self.file("report.md", in: Self.report().render())
        #expect(markdown.hasPrefix("# Playtest report: toy-report\n"))
        let lines = markdown.components(separatedBy: "\n")
        #expect(lines.count > 12)
        #expect(lines[1] == "")
        #expect(lines[2] == "## Design questions" || lines[2] == "## Facts")
        #expect(lines.contains("| scenario | toy-report (Scenarios/toy-report.json) |"))
        #expect(lines.contains("| seed | 7 |"))
        #expect(lines.contains("| version | Playtest \(PlaytestVersion.current) |"))
        #expect(lines.contains("| games per configuration | 70 |"))
        #expect(lines.contains("| configurations | 4 |"))
        #expect(lines.contains("| games in all | 280 |"))
        #expect(markdown.contains("How far the toy counter gets."))
        // The facts follow the answers, before any section of figures.
        let facts = try #require(lines.firstIndex(of: "## Facts"))
        let factsEnd = try #require(lines.firstIndex(of: "| version | Playtest \(PlaytestVersion.current) |"))
        let sections = lines.indices.filter { lines[$0].hasPrefix("## ") }
        #expect(sections.filter { $0 < facts }.allSatisfy { lines[$0] == "## Design questions" })
        #expect(facts < factsEnd)
        #expect(sections.filter { $0 > facts }.allSatisfy { $0 > factsEnd })
    }

    @Test("Every CSV row starts with the scenario name and the seed")
    func csvRowsStartWithFacts() throws {
        let files = try Self.report().render()
        for name in ["results.csv", "answers.csv", "histograms.csv", "invariants.csv"] {
            let contents = try Self.file(name, in: files)
            #expect(contents.hasPrefix("scenario,seed,"), "\(name)")
            let rows = Self.rows(contents)
            #expect(!rows.isEmpty, "\(name) has no rows")
            for row in rows {
                #expect(row.hasPrefix("toy-report,7,"), "\(name): \(row)")
            }
        }
    }

    @Test("Every SVG file starts with the facts comment")
    func svgFacts() throws {
        let charts = try Self.report().render().filter { $0.name.hasSuffix(".svg") }
        #expect(!charts.isEmpty)
        for chart in charts {
            #expect(chart.contents.hasPrefix("<!-- Playtest \(PlaytestVersion.current), scenario toy-report, seed 7, 70 games per configuration -->\n"), "\(chart.name)")
        }
    }

    // MARK: - Invariants

    @Test("A broken invariant appears in invariants.csv with a playtest replay pt3: command that reproduces it")
    func brokenInvariant() throws {
        let report = try Self.report()
        let rows = Self.rows(try Self.file("invariants.csv", in: report.render()))
        // Four configurations, each with counterAtMostTen and stepLimit.
        #expect(rows.count == 8)
        // goal=20 with inc (configuration 2) breaks counterAtMostTen in every game, first in game 0.
        let row = try #require(rows.first { $0.hasPrefix("toy-report,7,2,counterAtMostTen,") })
        // Fields holding a comma are quoted (RFC 4180).
        let token = ReplayToken.seal("pt3:toy:documented:inc:goal=20,maxTicks=3:s=7.0:m=100000")
        #expect(row == #"toy-report,7,2,counterAtMostTen,"toy.md, Property 1",70,70,0,"playtest replay "# + token + "\"")
        // goal=8 with inc (configuration 0) never gets past 8.
        let held = try #require(rows.first { $0.hasPrefix("toy-report,7,0,counterAtMostTen,") })
        #expect(held == #"toy-report,7,0,counterAtMostTen,"toy.md, Property 1",70,0,,"#)
        #expect(rows.contains { $0.contains("playtest replay pt3:") })
        #expect(!report.allHeld)
        // Invariants and configurations are counted apart, each noun in its number.
        #expect(report.invariantVerdict == "1 invariant broke in 2 configurations (see Invariants)")

        // The token in the row replays to the breach it reports.
        let failure = try #require(report.firstFailures.first { $0.configuration.index == 2 && $0.invariant == "counterAtMostTen" })
        let replayed = try ToyGame.registration.replay(ReplayToken.parse(failure.token.description).get())
        #expect(replayed.violation(of: "counterAtMostTen") == failure.violation)
    }

    @Test("report.md lists the first failures with their replay commands")
    func markdownFailures() throws {
        let markdown = try Self.file("report.md", in: Self.report().render())
        #expect(markdown.contains("### First failures"))
        #expect(markdown.contains("`counterAtMostTen` in toy inc goal=20, game 0, after `increment`: counter is 11, above 10. Replay: `playtest replay "
            + ReplayToken.seal("pt3:toy:documented:inc:goal=20,maxTicks=3:s=7.0:m=100000") + "`"))
    }

    // MARK: - Description

    @Test("report.md echoes at most 2,000 characters of the description, then says how many more there were")
    func descriptionCapped() {
        let exact = String(repeating: "é", count: BalanceReport.descriptionLimit)
        #expect(BalanceReport.echoed(exact) == exact)
        let long = String(repeating: "a", count: 2_000) + String(repeating: "b", count: 1_234)
        #expect(BalanceReport.echoed(long) == String(repeating: "a", count: 2_000) + "... (1,234 more characters)")
        #expect(BalanceReport.echoed(String(repeating: "c", count: 2_001)).hasSuffix("... (1 more character)"))
    }
}
