import Hog
import PlaytestKit
import Testing

/// Hog's scores step by step (docs/series.md) with no code of its own: a study names `lead` and `seat0`, and the report
/// carries their quantiles across games at each step, `series.csv` and a fan chart per configuration.
@Suite struct HogSeriesTests {
    static let text = #"{"name": "hog-series", "seed": 1, "games": 120, "studies": [{"game": "hog", "bots": ["greedy"], "#
        + #""parameters": {"players": 2}, "series": ["lead", "seat0"]}]}"#

    @Test func theLeadAfterEachRoundIsHogsOwnSeries() throws {
        let text = #"{"name": "hog-rounds", "seed": 2, "games": 60, "studies": [{"game": "hog", "bots": ["greedy"], "#
            + #""parameters": {"players": 3}, "series": ["leadAfterRound"]}]}"#
        let scenario = try ScenarioLoader(games: [HogGame.registration]).load(text, file: "hog-rounds.json")
        let played = try #require(ScenarioPlayer(jobs: 1).play(scenario))
        let figure = try #require(RunAnalysis.analyse(played, scenarioFile: "hog-rounds.json", programName: "hog-playtest").series.first)
        #expect(figure.axis == "round" && figure.points.count > 1)
        #expect(figure.points.allSatisfy { point in point.quantiles.allSatisfy { $0.estimate >= 0 } })
    }

    @Test func leadAndSeatScoresUnfoldStepByStep() throws {
        let scenario = try ScenarioLoader(games: [HogGame.registration]).load(Self.text, file: "hog-series.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        let analysis = RunAnalysis.analyse(played, scenarioFile: "hog-series.json", programName: "hog-playtest")
        #expect(analysis.series.map(\.name) == ["lead", "seat0"])
        let seat = try #require(analysis.series.last)
        // Every bank starts at 0; every game is counted at every step, its own or carried forward.
        #expect(seat.points.first?.quantiles.map(\.estimate) == [0, 0, 0])
        #expect(seat.points.allSatisfy { $0.games == 120 })
        #expect((seat.points.last?.quantiles[2].estimate ?? 0) > 0, "seat 0 banks points in 100 steps")
        let files = BalanceReport(analysis: analysis).renderFolder()
        #expect(files.contains { $0.name == "series.csv" } && files.contains { $0.name == "series-lead-0.svg" })
        let bad = #"{"name": "x", "studies": [{"game": "hog", "series": ["seat9"]}]}"#
        #expect(HogGame.registration.series(in: scenario.configurations[0].configuration).map(\.name)
            == ["lead", "seat0", "seat1", "leadAfterRound"])
        #expect(throws: JSONInputError.self) { try ScenarioLoader(games: [HogGame.registration]).load(bad, file: "x.json") }
    }
}
