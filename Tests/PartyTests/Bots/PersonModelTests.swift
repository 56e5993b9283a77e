import Foundation
import PlaytestKit
import Testing
@testable import Party

@Suite("PersonModel and pickers")
struct PersonModelTests {
    @Test("the median time to a guess follows the round kind and difficulty (within 5% over 4,000 draws)")
    func medians() {
        var rng = Xoshiro256StarStar(seed: 11)
        for (phase, difficulty, expected) in [(RoundPhase.describe, CardDifficulty.easy, 3.0), (.oneWord, .medium, 8.0), (.charades, .hard, 17.0)] {
            var times = (0..<4_000).map { _ in Double(PersonModel.millisecondsToGuess(phase, difficulty, skill: 1, using: &rng)) / 1000 }
            times.sort()
            let median = times[2_000]
            #expect(abs(median / expected - 1) < 0.05, "\(phase) \(difficulty): median \(median), expected \(expected)")
        }
        var faster = Xoshiro256StarStar(seed: 11)
        let slow = PersonModel.millisecondsToGuess(.describe, .medium, skill: 1, using: &faster)
        faster = Xoshiro256StarStar(seed: 11)
        #expect(PersonModel.millisecondsToGuess(.describe, .medium, skill: 2, using: &faster) < slow, "a more skilled clue-giver is faster")
    }

    @Test("the easy picker rerolls hard candidates, then submits the easiest; the random picker submits picksPerPlayer")
    func pickers() {
        var rng = Xoshiro256StarStar(seed: 5)
        var store = GameStore(settings: Settings(players: 4, picksPerPlayer: 3))
        store.startSettings()
        store.startIntake()
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        let view = PartyView(store, seat: 0)
        if let hard = view.candidates.firstIndex(where: { $0.difficulty == .hard }) {
            #expect(EasyPicker.choose(view, rerolls: 0, using: &rng) == .reroll(hard))
        }
        guard case .submit(let easiest) = EasyPicker.choose(view, rerolls: 3, using: &rng),
              case .submit(let random) = RandomPicker.choose(view, rerolls: 0, using: &rng) else {
            Issue.record("no submission")
            return
        }
        #expect(easiest.count == 3 && random.count == 3 && Set(random).count == 3)
        let worstPicked = easiest.map { view.candidates[$0].difficulty }.max()!
        let left = view.candidates.indices.filter { !easiest.contains($0) }.map { view.candidates[$0].difficulty }
        #expect(left.allSatisfy { $0 >= worstPicked })
    }
}
