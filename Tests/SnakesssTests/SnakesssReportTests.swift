import PlaytestKit
import Testing
@testable import Snakesss

@Suite("SnakesssReport")
struct SnakesssReportTests {
    @Test("the section is data: per configuration a plain list item saying who is favoured, no Markdown of its own")
    func sectionIsData() throws {
        let scenario = try ScenarioLoader(games: [SnakesssGame.registration]).load(
            #"{"name": "s", "seed": 2, "games": 12, "studies": [{"game": "snakesss", "bots": ["ownBelief"], "sweep": {"players": [4, 5]}}]}"#,
            file: "s.json")
        let results = scenario.configurations.map { configuration in
            configuration.registration.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed, games: scenario.games))
        }
        let section = try #require(SnakesssReport.section(scenario.configurations, results))
        #expect(section.items.count == 2)
        #expect(section.items.allSatisfy { $0.contains(" favoured, snakes ") })
        for text in section.paragraphs + section.items + section.rows.flatMap({ $0 }) {
            #expect(!text.hasPrefix("- ") && !text.contains("`") && !text.contains("**") && !text.contains("<"), "\(text)")
        }
    }
}
