import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("results.csv and report.md: seats, teams and roles")
struct BalanceReportSeatResultsTests {
    /// The hand-made report's scenario, each configuration with a team of three seats sharing its score and its win,
    /// and a role split by the outcome.
    static func report() throws -> BalanceReport {
        let scenario = try ScenarioLoader(games: [HandMadeReport.registration]).load(HandMadeReport.text, file: "hand.json")
        var seats = SeatSummary()
        for game in 0..<10 {
            let score = Double(10 + game % 4)
            seats.add((0..<3).map { seat in
                SeatOutcome(score: score, won: game % 2 == 0, labels: SeatLabels(team: "red", role: seat == 0 && game % 3 == 0 ? "lead" : "crew"))
            } + [SeatOutcome(score: 5, won: game % 2 == 1, labels: SeatLabels(team: "blue", role: "crew"))])
        }
        let results = scenario.configurations.map { _ in
            ConfigurationResult(games: 10, measurements: [], steps: IntegerHistogram(), tallies: [], checks: 0, seats: seats)
        }
        return BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "hand.json", results: results, programName: "playtest"))
    }

    /// results.csv's records, keyed by column.
    static func records() throws -> [[String: String]] {
        let lines = try report().resultsCSV().contents.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines[0].components(separatedBy: ",")
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, BalanceReportResultsTests.fields(of: $0))) }
    }

    @Test("a team's score is a ratio over games: n games, the seat-games as sub-units")
    func teamScore() throws {
        let records = try Self.records().filter { $0["configuration"] == "0" }
        let score = try #require(records.first { $0["metric"] == "team.red.score" })
        #expect(score["kind"] == "ratio" && score["observation"] == "game" && score["n"] == "10" && score["subunits"] == "30")
        #expect(score["mean"] == "11.3000")
        #expect(records.first { $0["metric"] == "seat.0.score" }?["n"] == "10")
    }

    @Test("a team wins once per game (a rate on games); a role split by the outcome is a ratio of its seats")
    func winRates() throws {
        let records = try Self.records().filter { $0["configuration"] == "0" }
        let team = try #require(records.first { $0["metric"] == "team.red.winRate" })
        #expect(team["kind"] == "rate" && team["n"] == "10" && team["successes"] == "5" && team["subunits"] == "30")
        let crew = try #require(records.first { $0["metric"] == "role.crew.winRate" })
        #expect(crew["kind"] == "ratio" && crew["n"] == "10")
    }

    @Test("the seats table counts games, with the seat-games beside them")
    func seatsTable() throws {
        let markdown = try Self.report().markdown(charts: [])
        #expect(markdown.contains("| configuration | group | games | seat-games | mean score | 95% interval | win rate | 95% interval |"))
        #expect(markdown.contains("| team red | 10 | 30 | 11.30 |"))
    }
}
