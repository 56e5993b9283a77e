import DiceGame
import PlaytestKit
import PlaytestTesting
import Testing

@Suite("replayActions: a hypothesis about a sequence in one line")
struct ActionReplaysTests {
    @Test("the shipped dice app locks a die that still animates (property5), and disables Roll before any die animates")
    func shippedLocksAnAnimatingDie() {
        let replay = replayActions(DiceRollGame.registration, actions: "roll,advance 0.30 s,toggleLock(0)", rules: "shipped")
        #expect(replay.violations.map(\.invariant) == ["property4", "property5"])
        #expect(replay.result.steps == ["roll", "advance 0.30 s", "toggleLock(0)"])
        #expect(replay.violations.last?.step == 3)
        #expect(replay.finalSummary?.contains("1L*") == true)
    }

    @Test("the documented rules hold on the same actions, and on a whole turn")
    func documentedHolds() {
        #expect(replayActions(DiceRollGame.registration, actions: "roll,advance 0.30 s,toggleLock(0)").passed)
        let turn = replayActions(DiceRollGame.registration, actions: "roll, advance 2s, toggleLock(0), roll, advance 2s, endTurn",
                                 parameters: [("count", .integer(3))], seed: 9)
        #expect(turn.passed)
        #expect(turn.unplayed.isEmpty && turn.result.stepCount == 6)
    }

    @Test("the seed is game 0's: the same seed gives the same dice, another seed other dice")
    func seeds() {
        let one = replayActions(DiceRollGame.registration, actions: "roll,advance 2s", seed: 1).finalSummary
        #expect(one == replayActions(DiceRollGame.registration, actions: "roll,advance 2s", seed: 1).finalSummary)
        #expect(one != replayActions(DiceRollGame.registration, actions: "roll,advance 2s", seed: 2).finalSummary)
    }
}
