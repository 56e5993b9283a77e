import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("RunAnalysis")
struct RunAnalysisTests {

    // MARK: - Fixture

    /// The toy sweep: goal 20 with `inc` breaks `counterAtMostTen`, the study asks to `confirm` its best-arm claims,
    /// and its two gates are checked in every configuration.
    static let text = #"""
        {"name": "toy-analysis", "seed": 7, "games": 40, "studies": [{"game": "toy", "bots": ["inc", "random"],
          "sweep": {"goal": [8, 20]}, "confirm": 20, "gates": [
            {"id": "clean", "metric": "invariants", "atMost": 0},
            {"id": "short", "metric": "steps", "atMost": 1000}]}]}
        """#

    /// Plays of a registration's games, counted from any thread.
    final class PlayCounter: Sendable {
        let plays = Locked(0)

        /// A configuration's fold that counts every call that plays games, then plays them with the game's own fold.
        final class CountingFold: ConfigurationFold, Sendable {
            let base: any ConfigurationFold
            let counter: PlayCounter
            init(base: any ConfigurationFold, counter: PlayCounter) {
                self.base = base
                self.counter = counter
            }
            func play(
                _ request: RunRequest, ranges: [Range<Int>], chunksPerBlock: Int, shouldStop: (@Sendable () -> Bool)?,
                completed: (@Sendable (Int) -> Void)?
            ) -> Bool {
                counter.plays.withLock { $0 += 1 }
                return base.play(request, ranges: ranges, chunksPerBlock: chunksPerBlock, shouldStop: shouldStop, completed: completed)
            }
            func playBlocks(
                _ request: RunRequest, blocks: Range<Int>, shouldStop: (@Sendable () -> Bool)?, completed: (@Sendable (Int) -> Void)?
            ) -> [ArchivedBlock]? {
                counter.plays.withLock { $0 += 1 }
                return base.playBlocks(request, blocks: blocks, shouldStop: shouldStop, completed: completed)
            }
            func fold(_ block: ArchivedBlock) throws(ResultArchive.Failure) { try base.fold(block) }
            var archivesBlocks: Bool { base.archivesBlocks }
            func result(games: Int) -> ConfigurationResult { base.result(games: games) }
        }

        /// The registration, the same but counting every fold of games it plays and every game it replays.
        func counting(_ base: GameRegistration) -> GameRegistration {
            let registration = GameRegistration(
                descriptor: base.descriptor, bots: base.bots, invariants: base.invariants, coverageLabels: base.coverageLabels,
                startFold: { configuration in CountingFold(base: base.startFold(configuration), counter: self) },
                replayCase: { configuration, bots, streams, options in
                    self.plays.withLock { $0 += 1 }
                    return base.replayCase(configuration, bots, &streams, options)
                },
                seatCount: base.seatCount, target: base.target, scoreSetUp: base.scoreSetUp, playScript: base.playScript)
            return registration
        }
    }

    /// The toy scenario loaded with `registration` and played with it, as `playtest run` plays.
    static func played(_ registration: GameRegistration) throws -> (scenario: Scenario, results: [ConfigurationResult]) {
        let scenario = try ScenarioLoader(games: [registration]).load(text, file: "toy-analysis.json")
        let results = scenario.configurations.map { configuration in
            registration.run(RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                                        games: scenario.games, maxSteps: scenario.maxSteps))
        }
        return (scenario, results)
    }

    /// Everything render writes or says from an analysis: the folder, JUnit, and the verdicts the summary prints.
    static func renderAll(_ analysis: RunAnalysis) -> [String] {
        let report = BalanceReport(analysis: analysis)
        return report.renderFolder().map(\.contents) + report.gameReports.flatMap { $0.report.render().map(\.contents) }
            + [JUnitReport(report: report).render(), report.gateVerdict ?? "", report.invariantVerdict, String(report.allHeld)]
            + report.gateResults.map(BalanceReport.gateLine)
    }

    // MARK: - Gates

    @Test("Gates are evaluated once per run, by analyse; render shows those verdicts and evaluates none")
    func gatesOnce() throws {
        let (scenario, results) = try Self.played(ToyGame.registration)
        let calls = Locked(0)
        // An evaluator that fails every gate: a render that evaluated again would show PASS somewhere.
        let analysis = RunAnalysis.analyse(
            scenario: scenario, scenarioFile: "toy-analysis.json", results: results, programName: "playtest"
        ) { scenario, results in
            calls.withLock { $0 += 1 }
            return GateEvaluation.evaluate(scenario, results: results).map { result in
                GateResult(gate: result.gate, configurationIndex: result.configurationIndex, configurationLabel: result.configurationLabel,
                           games: result.games, interval: result.interval, verdict: .fail, method: result.method)
            }
        }
        #expect(calls.current == 1)
        let honest = RunAnalysis.analyse(scenario: scenario, scenarioFile: "toy-analysis.json", results: results, programName: "playtest")
        #expect(honest.gateResults.contains { $0.verdict == .pass }, "the fixture has a gate that passes")
        let rendered = Self.renderAll(analysis)
        #expect(calls.current == 1)
        let report = BalanceReport(analysis: analysis)
        #expect(report.gateVerdict == "0 passed, \(scenario.configurations.count * 2) failed")
        let csv = try BalanceReportTests.file("gates.csv", in: report.render())
        #expect(BalanceReportTests.rows(csv).allSatisfy { $0.hasSuffix(",FAIL,false") })
        #expect(rendered[0].contains("| FAIL |") && !rendered[0].contains("| PASS |"))
        #expect(report.gateResults.map(BalanceReport.gateLine).allSatisfy { $0.hasPrefix("FAIL ") })
        #expect(!analysis.allHeld && !report.allHeld)
    }

    // MARK: - Render plays nothing

    @Test("Play shrinks and confirms; analyse and render read only data: no game is played or replayed after play")
    func renderPlaysNoGame() throws {
        let counter = PlayCounter()
        let toy = counter.counting(ToyGame.registration)
        let (scenario, results) = try Self.played(toy)
        let playedBeforeFollowUps = counter.plays.current
        let followUps = ScenarioPlayer().followUps(scenario: scenario, results: results)
        let afterFollowUps = counter.plays.current
        #expect(afterFollowUps > playedBeforeFollowUps, "the play stage shrinks the failures and plays the confirmations")
        let analysis = RunAnalysis.analyse(
            scenario: scenario, scenarioFile: "toy-analysis.json", results: results, followUps: followUps, programName: "playtest")
        #expect(counter.plays.current == afterFollowUps, "analyse plays nothing")
        #expect(!analysis.confirmations.isEmpty)
        #expect(analysis.failures.contains { $0.shrunkSteps != nil })
        let rendered = Self.renderAll(analysis)
        #expect(counter.plays.current == afterFollowUps)
        #expect(rendered[0].contains("### Confirmed on fresh games"))
    }

    @Test("An analysis given no follow-ups and no sections still renders: no confirmation, the token as played, no game section")
    func unresolvedGames() throws {
        let (scenario, results) = try Self.played(ToyGame.registration)
        let analysis = RunAnalysis.analyse(scenario: scenario, scenarioFile: "toy-analysis.json", results: results, programName: "playtest")
        #expect(analysis.confirmations.isEmpty && analysis.sections.isEmpty)
        let failure = try #require(analysis.failures.first)
        #expect(failure.shrunkToken.description == failure.token.description && failure.shrunkSteps == nil)
        #expect(try BalanceReportTests.file("report.md", in: BalanceReport(analysis: analysis).render()).contains("| not played |"))
    }

    // MARK: - Failures and parts

    @Test("Each failure's tokens: the game as played replays to its violation, the shrunk one still breaks the invariant")
    func failureTokens() throws {
        let (scenario, results) = try Self.played(ToyGame.registration)
        let analysis = RunAnalysis.analyse(
            scenario: scenario, scenarioFile: "toy-analysis.json", results: results,
            followUps: ScenarioPlayer().followUps(scenario: scenario, results: results), programName: "playtest")
        #expect(!analysis.failures.isEmpty)
        for failure in analysis.failures {
            #expect(failure.token.maxSteps == scenario.maxSteps)
            let asPlayed = try ToyGame.registration.replay(ReplayToken.parse(failure.token.description).get())
            #expect(asPlayed.violation(of: failure.invariant) == failure.violation)
            let shrunk = try ToyGame.registration.replay(ReplayToken.parse(failure.shrunkToken.description).get())
            #expect(shrunk.violation(of: failure.invariant) != nil)
            #expect(failure.shrunkSteps.map { $0 <= asPlayed.steps.count } ?? true)
        }
        let junit = JUnitReport(report: BalanceReport(analysis: analysis)).render()
        #expect(analysis.failures.allSatisfy { junit.contains("playtest replay \($0.token)") })
    }

    @Test("A game's part keeps the whole analysis's verdicts, failures and confirmations for its configurations")
    func parts() throws {
        let (scenario, results) = try Self.played(ToyGame.registration)
        let analysis = RunAnalysis.analyse(
            scenario: scenario, scenarioFile: "toy-analysis.json", results: results,
            followUps: ScenarioPlayer().followUps(scenario: scenario, results: results), programName: "playtest")
        let part = analysis.part(game: "toy")
        #expect(part.gateResults.map(BalanceReport.gateLine) == analysis.gateResults.map(BalanceReport.gateLine))
        #expect(part.failures.map(\.token.description) == analysis.failures.map(\.token.description))
        #expect(part.confirmations.keys.sorted() == analysis.confirmations.keys.sorted())
        #expect(analysis.part(game: "none").results.isEmpty)
    }
}
