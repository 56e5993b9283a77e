import PlaytestKit
import Testing
@testable import Party

@Suite("Party metrics and report section")
struct PartyReportTests {
    @Test("a small sweep measures wins, turns, cards, bonus time and turn ends, and says in words who is favoured")
    func section() throws {
        let loader = ScenarioLoader(games: [PartyGame.registration], readFile: { _ in nil })
        let scenario = try loader.load(
            #"{"name": "p", "seed": 2, "games": 24, "studies": [{"game": "party", "bots": ["neverSkip"], "parameters": {"playIntake": 0, "players": 4, "picksPerPlayer": 2, "slipRate": 0}, "sweep": {"startingTeam": ["A", "B"]}}]}"#,
            file: "p.json")
        let results = scenario.configurations.map { configuration in
            configuration.registration.run(RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: 2, games: 24))
        }
        for result in results {
            #expect(result.allHeld)
            guard let (ended, turns) = result[PartyMetrics.Key.turnEnds(.deckEmpty)].map({ ($0.numeratorSum, $0.denominatorSum) }),
                  let (bonus, rounds) = result[PartyMetrics.Key.bonusRounds].map({ ($0.numeratorSum, Double($0.subunits)) }) else {
                Issue.record("missing figures")
                return
            }
            #expect(ended == 3 * 24 && turns > ended, "every round ends on an emptied deck")
            #expect(result[PartyMetrics.Key.bonusRounds]?.clusters == 24, "n counts games, not rounds")
            #expect(bonus == rounds && rounds == 2 * 24, "rounds 1 and 2 always end with a bonus saved")
        }
        let section = try #require(PartyReport.section(scenario.configurations, results))
        #expect(section.heading == "Fairness and closeness" && section.rows.count == 2)
        #expect(section.rows.map { $0[1] } == ["A", "B"])
        #expect(section.paragraphs.contains { $0.hasPrefix("Closest to even: ") })
    }
}
