import PlaytestKit
import Testing
@testable import Snakesss

@Suite("Snakesss's choice count")
struct SnakesssChoicesTests {
    @Test("the count equals the number of the search's decisions of the seat to act at every step of whole games")
    func matchesDecisions() {
        let game = SnakesssGame()
        for seed: UInt64 in 1...3 {
            var chance = Xoshiro256StarStar(seed: seed)
            var session = game.makeInitialState(using: &chance)
            var steps = 0
            while !game.isTerminal(session) {
                let seat = game.seatToAct(in: session)
                var decisions: [SnakesssAction] = []
                game.decisions(in: game.view(of: session, for: seat), seat: seat, into: &decisions)
                #expect(game.choiceCount(in: session) == decisions.count, "seed \(seed), step \(steps)")
                var bot = SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
                guard let action = bot.nextAction(in: game.view(of: session, for: seat), seat: seat, of: game, using: &chance) else { break }
                game.apply(action, to: &session, using: &chance)
                steps += 1
            }
            #expect(steps > 10)
        }
    }
}
