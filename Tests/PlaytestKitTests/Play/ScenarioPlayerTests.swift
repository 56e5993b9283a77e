import Testing
import PlaytestKit

/// The four stages driven from a test target, as a studio's test drives them: plan (a scenario, plain data), play
/// (``ScenarioPlayer``), analyse (``RunAnalysis``), render (``BalanceReport``). Public API only (no `@testable`).
@Suite("ScenarioPlayer")
struct ScenarioPlayerTests {
    /// The toy sweep: `inc` at goal 20 breaks `counterAtMostTen` in every game; `random` quits often.
    static let text = #"""
        {"name": "toy-play", "seed": 11, "games": 40, "studies": [{"game": "toy", "bots": ["inc", "random"],
          "sweep": {"goal": [8, 20]}, "confirm": 30, "gates": [{"id": "clean", "metric": "invariants", "atMost": 0}]}]}
        """#

    @Test("A studio's test runs a scenario and asserts a gate in a few lines: plan, play, analyse, render")
    func fewLines() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "toy-play.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        let analysis = RunAnalysis.analyse(played, scenarioFile: "toy-play.json", programName: "toy-playtest")
        let files = BalanceReport(analysis: analysis).renderFolder()

        // Goal 8 holds the invariant; goal 20 breaks it (inc in every game, random in some).
        #expect(analysis.gateResults.map(\.verdict) == [.pass, .pass, .fail, .fail], "\(analysis.gateResults.map(BalanceReport.gateLine))")
        #expect(!analysis.allHeld)
        let report = try #require(files.first { $0.name == "report.md" }?.contents)
        #expect(report.contains("toy-playtest replay pt3:toy:"))
        #expect(files.contains { $0.name == "gates.csv" })
    }

    @Test("play plays every configuration as the harness does, whatever jobs, and the same bytes render")
    func sameAsHarness() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "toy-play.json")
        let one = try #require(ScenarioPlayer(jobs: 1).play(scenario))
        let three = try #require(ScenarioPlayer(jobs: 3).play(scenario))
        for (configuration, result) in zip(scenario.configurations, one.results) {
            let direct = ToyGame.registration.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                games: scenario.games, maxSteps: scenario.maxSteps))
            #expect(result.games == direct.games && result.steps.mean == direct.steps.mean)
            #expect(result.tallies.map(\.brokenGames) == direct.tallies.map(\.brokenGames))
        }
        let render = { (played: PlayedScenario) in
            BalanceReport(analysis: RunAnalysis.analyse(played, scenarioFile: "toy-play.json", programName: "playtest")).renderFolder().map(\.contents)
        }
        #expect(render(one) == render(three))
    }

    @Test("The follow-ups the results ask for are played by play: each first failure shrunk, each claim's arms confirmed")
    func followUps() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "toy-play.json")
        let played = try #require(ScenarioPlayer().play(scenario))
        let requests = FollowUpRequests(scenario: scenario, results: played.results)
        let analysis = RunAnalysis.analyse(played, scenarioFile: "toy-play.json", programName: "playtest")
        #expect(requests.shrinks.count == analysis.failures.count && !requests.shrinks.isEmpty)
        #expect(requests.shrinks.allSatisfy { $0.budget == FollowUpRequests.shrinkBudget / requests.shrinks.count })
        #expect(requests.confirmations.map(\.configuration) == analysis.confirmationRequests.map(\.index))
        #expect(played.followUps.confirmations.keys.sorted() == requests.confirmations.map(\.configuration))
        #expect(requests.confirmations.allSatisfy { played.followUps.confirmations[$0.configuration]?.games == 30 })
        for failure in analysis.failures {
            let shrunk = try #require(played.followUps.shrunk(configuration: failure.configuration.index, invariant: failure.invariant))
            #expect(failure.shrunkToken.description == shrunk.token.description && failure.shrunkSteps == shrunk.steps)
            #expect(try ToyGame.registration.replay(failure.shrunkToken).violation(of: failure.invariant) != nil)
        }
        // Given none, analysis prints the games as played and shows the claims not played: it plays nothing itself.
        let bare = RunAnalysis.analyse(scenario: scenario, scenarioFile: "toy-play.json", results: played.results, programName: "playtest")
        #expect(bare.failures.allSatisfy { $0.shrunkSteps == nil && $0.shrunkToken.description == $0.token.description })
        #expect(bare.confirmations.isEmpty)
    }

    @Test("Progress counts every game of the scenario; a stop asked for ends play with nothing")
    func progressAndStop() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "toy-play.json")
        let highest = Highest()
        let played = ScenarioPlayer(jobs: 2, progress: { finished, total in highest.see(finished, total) }).play(scenario)
        #expect(played != nil)
        #expect(highest.value == (scenario.totalGames, scenario.totalGames))
        #expect(ScenarioPlayer(shouldStop: { true }).play(scenario) == nil)
    }

    @Test("Playing some configurations: restored ones are taken as given, each played one is handed over as it finishes")
    func someConfigurations() throws {
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(Self.text, file: "toy-play.json")
        let whole = try #require(ScenarioPlayer().play(scenario))
        var handed: [Int] = []
        let some = ScenarioPlayer().playConfigurations(scenario, indices: [1, 2, 3], restored: [2: whole.results[0]]) { index, _ in
            handed.append(index)
        }
        #expect(some.complete && handed == [1, 3])
        #expect(some.results.map(\.index) == [1, 2, 3])
        #expect(some.results[1].result.steps.mean == whole.results[0].steps.mean, "the restored result, as given")
        #expect(some.results[2].result.steps.mean == whole.results[3].steps.mean)
        // A stop asked for after the first configuration: the first is kept, play says it did not finish.
        let stops = Locked(false)
        let stopped = ScenarioPlayer(shouldStop: { stops.current }).playConfigurations(scenario) { _, _ in stops.withLock { $0 = true } }
        #expect(!stopped.complete && stopped.results.map(\.index) == [0])
    }

    @Test("A sequential gate keeps its configuration playing past the scenario's games until decided or capped")
    func sequential() throws {
        let text = #"""
            {"name": "toy-seq", "seed": 3, "games": 20, "studies": [{"game": "toy", "bots": ["random"], "gates": [
              {"id": "quits", "metric": "quitRate", "atLeast": 0.5, "sequential": true, "maxGames": 3000}]}]}
            """#
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(text, file: "toy-seq.json")
        let configuration = try #require(scenario.configurations.first)
        let result = try #require(ScenarioPlayer.play(configuration, request: ScenarioPlayer.request(for: configuration, in: scenario, jobs: 2)))
        #expect(result.games > scenario.games && result.games <= 3000)
        #expect(ScenarioPlayer.sequentialGatesDecided(configuration.gates, result: result) || result.games == 3000)
        let first = ToyGame.registration.run(RunRequest(
            configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed, games: scenario.games))
        #expect(!ScenarioPlayer.sequentialGatesDecided(configuration.gates, result: first), "20 games cannot decide it")
    }
}

/// The highest progress seen, from any thread.
private final class Highest: Sendable {
    private let state = Locked((0, 0))
    func see(_ finished: Int, _ total: Int) { state.withLock { if finished > $0.0 { $0 = (finished, total) } } }
    var value: (Int, Int) { state.current }
}
