import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("RepeatKey")
struct RepeatKeyTests {
    static let text = #"""
        {"name": "repeat", "seed": 5, "games": 30, "studies": [
          {"game": "toy", "bots": ["inc"]}, {"game": "toy", "bots": ["inc"]}, {"game": "toy", "bots": ["random"]},
          {"game": "toy", "bots": ["inc"], "gates": [{"id": "seq", "metric": "ticks", "atMost": 50, "sequential": true, "maxGames": 400, "range": [0, 100]}]}]}
        """#

    @Test("a configuration that asks what an earlier one asked shares its key; another bot, a sequential gate or observed games do not")
    func keys() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "repeat.json")
        let key = { (index: Int, change: (inout RunRequest) -> Void) -> RepeatKey? in
            var request = ScenarioPlayer.request(for: scenario.configurations[index], in: scenario, jobs: 1)
            change(&request)
            return RepeatKey(scenario.configurations[index], request: request)
        }
        let first = try #require(key(0) { _ in })
        #expect(key(1) { _ in } == first)
        #expect(key(1) { $0.jobs = 4 } == first, "jobs never changes a result")
        #expect(key(2) { _ in } != first)
        #expect(key(1) { $0.seed = 6 } != first)
        #expect(key(3) { _ in } == nil, "a sequential gate's games depend on its gates")
        #expect(key(1) { $0.observesGames = true } == nil)
    }

    @Test("the repeated configuration's result is the one a fresh run of it gives")
    func sameResult() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "repeat.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        let direct = ToyGame.registration.run(ScenarioPlayer.request(for: scenario.configurations[1], in: scenario, jobs: 1))
        #expect(played.results[1].steps.mean == direct.steps.mean && played.results[1].games == direct.games)
        #expect(played.results[1].tallies.map(\.brokenGames) == direct.tallies.map(\.brokenGames))
        #expect(played.results[0].steps.mean == played.results[1].steps.mean)
    }
}
