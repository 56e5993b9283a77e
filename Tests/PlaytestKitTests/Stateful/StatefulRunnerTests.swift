import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("StatefulRunner")
struct StatefulRunnerTests {

    // MARK: - Helpers

    static let game = ToyGame(configuration: ToyGame.defaultConfiguration)

    static func play<Bot: GameBot>(_ bot: Bot.Type, options: CaseOptions = CaseOptions(), seed: UInt64 = 0) -> CaseResult where Bot.Game == ToyGame {
        StatefulRunner.play(game, bot: bot, seed: seed, options: options)
    }

    // MARK: - Violations

    @Test("A breach after an action records the invariant, the step and the action")
    func violationAtAction() throws {
        let result = Self.play(IncrementBot.self, options: CaseOptions(recordSteps: true))
        #expect(!result.passed)
        #expect(result.violations.count == 1)
        let violation = try #require(result.violation(of: "counterAtMostTen"))
        #expect(violation.invariant == "counterAtMostTen")
        #expect(violation.step == 11)
        #expect(violation.moment == "`increment`")
        #expect(violation.message == "counter is 11, above 10")
        // Without a target the game goes on to its goal of 20.
        #expect(result.stepCount == 20)
        #expect(result.steps == Array(repeating: "increment", count: 20))
        #expect(result.finalSummary == "counter 20, ticks 0")
    }

    @Test("Events are checked: a breach at a tick says which event during which action")
    func violationAtEvent() throws {
        let result = Self.play(TickBot.self)
        let violation = try #require(result.violation(of: "counterAtMostTen"))
        // Step 6 (advance 2) takes the counter from 10 to 12; it breaks at the first tick.
        #expect(violation.step == 6)
        #expect(violation.moment == "event `tick 11` during `advance 2`")
        #expect(violation.message == "counter is 11, above 10")
        #expect(result.stepCount == 10)
    }

    @Test("Every invariant is checked at the start, after every action and every event, until it breaks")
    func checkCount() {
        // Start 1, steps 1 to 5: two ticks and the action each (15), step 6: the first tick breaks it (1).
        #expect(Self.play(TickBot.self).checks == 1 + 5 * 3 + 1)
        // Start 1, steps 1 to 11: the action each (no events).
        #expect(Self.play(IncrementBot.self).checks == 1 + 11)
    }

    @Test("A game that holds records no violation")
    func passing() {
        let configuration = try? ToyGame.descriptor.configuration(rules: "documented", settings: [("goal", .integer(10))])
        let game = ToyGame(configuration: configuration ?? ToyGame.defaultConfiguration)
        let result = StatefulRunner.play(game, bot: IncrementBot.self, seed: 1)
        #expect(configuration != nil)
        #expect(result.passed)
        #expect(result.stepCount == 10)
        #expect(result.steps.isEmpty, "steps are recorded only on request")
        #expect(result.finalSummary == nil)
    }

    // MARK: - Step limit

    @Test("A game that never ends is a stepLimit violation, not a hang")
    func stepLimit() throws {
        let game = EndlessGame(configuration: EndlessGame.descriptor.defaultConfiguration)
        let result = StatefulRunner.play(game, bot: ForeverBot.self, seed: 0, options: CaseOptions(maxSteps: 50))
        #expect(result.stepCount == 50)
        #expect(result.violations.count == 1)
        let violation = try #require(result.violation(of: "stepLimit"))
        #expect(violation.invariant == InvariantInfo.stepLimit.name)
        #expect(violation.step == 50)
        #expect(violation.moment == "step 51")
        #expect(violation.message == "the game did not end within 50 steps")
    }

    @Test("A bot that stops ends the game without a step-limit violation")
    func botStops() {
        // With all-zero choices the random bot quits at once.
        var streams = GameStreams(replaying: [], seatCount: 1)
        let result = StatefulRunner.play(Self.game, bot: RandomToyBot.self, streams: &streams, options: CaseOptions(maxSteps: 5, recordSteps: true))
        #expect(result.passed)
        #expect(result.steps == ["quit"])
        #expect(result.finalSummary == "counter 0, ticks 0, quit")
    }

    @Test("The step limit and a game's own invariant are both reported, in the order they happened")
    func stepLimitAfterBreach() {
        let result = Self.play(IncrementBot.self, options: CaseOptions(maxSteps: 15))
        #expect(result.violations.map(\.invariant) == ["counterAtMostTen", "stepLimit"])
        #expect(result.violations.map(\.step) == [11, 15])
        #expect(result.stepCount == 15)
    }

    // MARK: - Target

    @Test("A target stops the game at the first breach of that invariant")
    func targetStopsAtFirstBreach() throws {
        let result = Self.play(IncrementBot.self, options: CaseOptions(maxSteps: 15, recordSteps: true, target: "counterAtMostTen"))
        #expect(result.stepCount == 11)
        #expect(result.steps.count == 11)
        #expect(result.violations.map(\.invariant) == ["counterAtMostTen"])
        #expect(result.finalSummary == "counter 11, ticks 0")
    }

    @Test("A target at an event stops before the rest of the action's effects are checked")
    func targetAtEvent() throws {
        let result = Self.play(TickBot.self, options: CaseOptions(target: "counterAtMostTen"))
        #expect(result.stepCount == 6)
        #expect(result.violation(of: "counterAtMostTen")?.moment == "event `tick 11` during `advance 2`")
    }

    @Test("Targeting stepLimit checks no game invariant")
    func targetStepLimit() {
        let result = Self.play(IncrementBot.self, options: CaseOptions(maxSteps: 15, target: "stepLimit"))
        #expect(result.violations.map(\.invariant) == ["stepLimit"])
        #expect(result.checks == 0)
    }

    // MARK: - Randomness

    @Test("The same seed plays the same game; the bot's draws come from its seat's stream")
    func deterministic() {
        for seed: UInt64 in 0..<20 {
            let first = Self.play(RandomToyBot.self, options: CaseOptions(recordSteps: true), seed: seed)
            let second = Self.play(RandomToyBot.self, options: CaseOptions(recordSteps: true), seed: seed)
            #expect(first.steps == second.steps, "seed \(seed)")
            #expect(first.violations == second.violations, "seed \(seed)")
        }
    }

    @Test("Metrics see the start, every action and every event, and the end of the game")
    func metricsAreFed() {
        var streams = GameStreams(seed: 0, game: 0, seatCount: 1)
        var metrics = ToyMetrics(game: Self.game)
        _ = StatefulRunner.play(Self.game, makePlayers: { _ in UniformPlayers<TickBot>(game: Self.game) }, streams: &streams, metrics: &metrics)
        #expect(metrics.events == 20)
        #expect(metrics.games == 1)
        #expect(metrics.finalCounter.count(of: 20) == 1)
    }
}
