import PlaytestKit
import Testing
@testable import DiceGame

@Suite("LockSweepBot")
struct LockSweepBotTests {
    @Test("every turn ends with a Roll of the fully locked group, under the documented rules, at 1, 6 and 40 dice")
    func rollsAllLocked() {
        for count in [1, 6, 40] {
            let game = DiceRollGame(count: count, turns: 3)
            for seed: UInt64 in 0..<5 {
                let result = StatefulRunner.play(game, bot: LockSweepBot.self, seed: seed)
                #expect(result.passed, "\(count) dice, seed \(seed): \(result.violations.map(\.message))")
                #expect(result.coverage & (1 << UInt64(DiceCoverage.rollAllLocked.rawValue)) != 0, "\(count) dice, seed \(seed)")
            }
        }
    }

    @Test("it locks from one to all of the unlocked dice, each once, and none already locked")
    func locks() {
        var rng = Xoshiro256StarStar(seed: 3)
        var dice = (0..<10).map { _ in Die(value: 3) }
        dice[4].isLocked = true
        for _ in 0..<50 {
            let chosen = LockSweepBot.locks(of: dice, using: &rng)
            #expect((1...9).contains(chosen.count) && Set(chosen).count == chosen.count && !chosen.contains(4))
        }
        #expect(LockSweepBot.locks(of: dice.map { var die = $0; die.isLocked = true; return die }, using: &rng).isEmpty)
    }
}
