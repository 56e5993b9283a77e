import PlaytestKit
import Testing
@testable import Snakesss

@Suite("Snakesss's choice count")
struct SnakesssChoicesTests {
    @Test("the count equals the number of moves the engine accepts from the seat to act at every step of whole games")
    func matchesDecisions() {
        let game = SnakesssGame()
        for seed: UInt64 in 1...3 {
            var chance = Xoshiro256StarStar(seed: seed)
            var session = game.makeInitialState(using: &chance)
            var steps = 0
            while !game.isTerminal(session) {
                let seat = game.seatToAct(in: session)
                // Every action tried on a copy: the ones that change the phase, a statement or a vote are the choices.
                let accepted = ([.next] + Vote.allCases.map(SnakesssAction.say) + Vote.allCases.map(SnakesssAction.vote)).filter { action in
                    var copy = session
                    var rng = Xoshiro256StarStar(seed: 1)
                    switch action {
                    case .next: return copy.next(using: &rng)
                    case .say(let letter): return copy.say(letter)
                    case .vote(let letter): return copy.vote(letter) && (session.players[seat].role != .snake || letter == .snake)
                    }
                }
                #expect(game.choiceCount(in: session) == accepted.count, "seed \(seed), step \(steps)")
                var bot = SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
                guard let action = bot.nextAction(in: game.view(of: session, for: seat), seat: seat, of: game, using: &chance) else { break }
                game.apply(action, to: &session, using: &chance)
                steps += 1
            }
            #expect(steps > 10)
        }
    }
}
