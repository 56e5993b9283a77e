import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceAction")
struct DiceActionTests {
    @Test("descriptions, as replays and reports show them", arguments: [
        (DiceAction.roll, "roll"),
        (.toggleLock(3), "toggleLock(3)"),
        (.advance(microseconds: 400_000), "advance 0.40 s"),
        (.advance(microseconds: 123_456), "advance 0.123456 s"),
        (.advance(microseconds: 1_250_000), "advance 1.25 s"),
        (.advance(microseconds: 0), "advance 0.00 s"),
        (.save, "save"),
        (.endTurn, "endTurn"),
        (.newTurn, "newTurn"),
    ])
    func description(action: DiceAction, text: String) {
        #expect(action.description == text)
    }

    @Test("only a tap on a die is a lock tap")
    func lockTap() {
        #expect(DiceAction.toggleLock(0).isLockTap)
        let others: [DiceAction] = [.roll, .advance(microseconds: 1), .save, .endTurn, .newTurn]
        #expect(others.allSatisfy { !$0.isLockTap })
    }
}
