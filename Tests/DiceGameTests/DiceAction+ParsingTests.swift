import DiceGame
import PlaytestKit
import Testing

@Suite("DiceAction parsing")
struct DiceActionParsingTests {
    @Test("every action reads back from its description")
    func roundTrip() {
        let actions: [DiceAction] = [.roll, .toggleLock(0), .toggleLock(12), .advance(microseconds: 400_000), .advance(microseconds: 1), .save,
                                     .endTurn, .newTurn]
        for action in actions {
            #expect(DiceAction(parsing: action.description) == action, "\(action)")
        }
    }

    @Test("advance reads any duration parseDuration reads; nonsense is refused")
    func durations() {
        #expect(DiceAction(parsing: "advance 1s") == .advance(microseconds: 1_000_000))
        #expect(DiceAction(parsing: "advance 250ms") == .advance(microseconds: 250_000))
        #expect(DiceAction(parsing: " advance 0.40 s ") == .advance(microseconds: 400_000))
        for text in ["advance", "advance 0s", "advance -1s", "toggleLock(-1)", "toggleLock(x)", "Roll", "", "tap(1)"] {
            #expect(DiceAction(parsing: text) == nil, "\(text)")
        }
    }

    @Test("the game reads its typed actions and gives examples")
    func game() {
        let game = DiceRollGame(configuration: DiceRollGame.descriptor.defaultConfiguration)
        #expect(game.parseAction("toggleLock(3)") == .toggleLock(3))
        #expect(game.actionExamples().allSatisfy { game.parseAction($0) != nil })
    }
}
