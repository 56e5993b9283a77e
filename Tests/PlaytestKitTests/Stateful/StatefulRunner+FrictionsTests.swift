import Testing
import PlaytestKit

/// Records, for every event, the counter before it and after it.
private struct EventPairs: GameMetrics {
    var pairs: [(before: Int, after: Int)] = []
    var actionStarts: [Int] = []

    init(game: ToyGame) {}

    mutating func record(_ moment: Moment<ToyGame>, state: ToyGame.State, game: ToyGame) {
        switch moment {
        case .event(_, let before): pairs.append((before.counter, state.counter))
        case .action(_, let before): actionStarts.append(before.counter)
        case .start: break
        }
    }

    mutating func finishGame(_ state: ToyGame.State, game: ToyGame) {}
    mutating func merge(_ other: EventPairs) { pairs += other.pairs }
    func measurements(game: ToyGame) -> [Measurement] { [] }
}

@Suite("StatefulRunner: what a studio met")
struct StatefulRunnerFrictionsTests {
    @Test("an event moment carries the state just before the event: the previous event's, or the action's before-state")
    func eventMomentsCarryTheirBeforeState() {
        let game = ToyGame(configuration: ToyGame.defaultConfiguration)
        var streams = GameStreams(seed: 0, game: 0, seatCount: 1)
        var metrics = EventPairs(game: game)
        _ = StatefulRunner.play(game, makePlayers: { _ in UniformPlayers<TickBot>(game: game) }, streams: &streams, metrics: &metrics)
        // Ten advances of two ticks from 0 to 20: each tick adds one.
        #expect(metrics.pairs.count == 20)
        #expect(metrics.pairs.allSatisfy { $0.before + 1 == $0.after }, "\(metrics.pairs)")
        #expect(metrics.pairs.map(\.before) == Array(0..<20))
        // The first event of each action starts from the action's before-state.
        #expect(metrics.actionStarts == stride(from: 0, to: 20, by: 2).map { $0 })
    }

    @Test("a game the step limit cut short has no winner: every seat's won is nil, its score kept")
    func cappedGameIsUndecided() {
        let game = SecretGame(configuration: SecretGame.descriptor.defaultConfiguration)
        var streams = GameStreams(seed: 3, game: 0, seatCount: 2)
        let capped = StatefulRunner.play(game, bot: LowBot.self, streams: &streams, options: CaseOptions(maxSteps: 4))
        #expect(capped.violation(of: InvariantInfo.stepLimit.name) != nil)
        #expect(capped.seatOutcomes.map(\.won) == [nil, nil])
        #expect(capped.seatOutcomes.allSatisfy { $0.score != nil })
        var again = GameStreams(seed: 3, game: 0, seatCount: 2)
        let finished = StatefulRunner.play(game, bot: LowBot.self, streams: &again)
        #expect(finished.passed && finished.seatOutcomes.allSatisfy { $0.won != nil })
    }

    @Test("one step limit by default everywhere: CaseOptions, RunRequest, InvariantChecker")
    func oneDefaultStepLimit() {
        #expect(CaseOptions.defaultMaxSteps == 100_000)
        #expect(CaseOptions().maxSteps == CaseOptions.defaultMaxSteps)
        let request = RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment("inc"), seed: 0, games: 1)
        #expect(request.maxSteps == CaseOptions.defaultMaxSteps)
        let checker = InvariantChecker(registration: ToyGame.registration, configuration: ToyGame.defaultConfiguration)
        #expect(checker.maxSteps == CaseOptions.defaultMaxSteps)
    }
}
