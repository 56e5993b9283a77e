import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("PokerSlam's choice count")
struct PokerSlamChoicesTests {
    @Test("the count equals the number of the search's decisions at every step of greedy games")
    func matchesDecisions() {
        let game = PokerSlamGame()
        for seed: UInt64 in 1...5 {
            var chance = Xoshiro256StarStar(seed: seed)
            var session = game.makeInitialState(using: &chance)
            var greedy = GreedyBot(game: game, seat: 0)
            while !game.isTerminal(session) {
                var decisions: [PokerSlamAction] = []
                game.decisions(inState: session, seat: 0, into: &decisions)
                #expect(game.choiceCount(in: session) == decisions.count, "seed \(seed)")
                guard let action = greedy.nextAction(in: game.view(of: session, for: 0), of: game, using: &chance) else { break }
                game.apply(action, to: &session)
            }
            #expect(game.choiceCount(in: session) == nil)
        }
    }
}
