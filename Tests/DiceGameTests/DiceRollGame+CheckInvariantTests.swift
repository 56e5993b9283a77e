import PlaytestKit
import Testing
@testable import DiceGame

/// The game's direct invariant dispatch must call the same check as each invariant's closure.
@Suite("DiceRollGame.checkInvariant")
struct DiceRollGameCheckInvariantTests {
    /// Compares both paths at every moment of a game.
    struct Comparer: GameObserver {
        typealias Game = DiceRollGame
        let game: DiceRollGame
        var mismatches: [String] = []
        var compared = 0

        mutating func compare(_ moment: Moment<DiceRollGame>, _ state: DiceSession) {
            for (index, invariant) in DiceRollGame.invariants.enumerated() {
                compared += 1
                let direct = game.checkInvariant(index, at: moment, in: state)
                let viaClosure = invariant.check(game, moment, state)
                if direct != viaClosure { mismatches.append("\(invariant.name) at \(moment.label): \(String(describing: direct)) vs \(String(describing: viaClosure))") }
            }
        }

        mutating func observe(_ event: DiceEvent, in state: DiceSession) {
            compare(.event(event), state)
        }
    }

    @Test("direct dispatch and closures agree under every rule set and fault", arguments: [nil] + DiceFault.allCases.map(Optional.some))
    func agree(fault: DiceFault?) {
        let rules = fault.map(DiceRules.documented(with:)) ?? .shipped
        let game = DiceRollGame(count: 6, turns: 2, rules: rules)
        var comparer = Comparer(game: game)
        for seed: UInt64 in 0..<8 {
            var rng = Xoshiro256StarStar(seed: seed)
            var bot = DiceFuzzer(game: game)
            var state = game.makeInitialState(using: &rng)
            comparer.compare(.start, state)
            while let action = bot.nextAction(in: state, of: game, using: &rng) {
                let before = state
                game.apply(action, to: &state, using: &rng, observer: &comparer)
                comparer.compare(.action(action, before: before), state)
            }
        }
        #expect(comparer.compared > 100)
        #expect(comparer.mismatches.isEmpty, "\(comparer.mismatches.prefix(3))")
    }

    @Test("the dispatch table covers every invariant in order")
    func namesInOrder() {
        #expect(DiceRollGame.invariants.map(\.name) == [
            "property1", "property2", "property3", "property4", "property5", "property6",
            "settledValueIsDecided", "rollWhileAnimatingIgnored",
        ])
    }
}
