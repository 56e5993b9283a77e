import Testing
@testable import PlaytestHarness
import PlaytestKit
@testable import PlaytestKitTestGames

/// Bluff's seat 1 that always calls 0, whatever it sees.
struct BluffCallsZeroBot: GameBot {
    init(game: BluffGame, seat: Int) {}
    mutating func nextAction<R: RandomNumberGenerator>(in view: BluffGame.View, of game: BluffGame, using rng: inout R) -> BluffGame.Action? {
        view.bet == true && view.call == nil ? .call(0) : nil
    }
}

@Suite("SearchOpponents: simulated opponents that choose from their own view")
struct SearchOpponentsTests {
    /// Seat 0's choice with coin `coin`, after a search of `iterations` with `opponents` and `rollout`, on `seed`; and the bot.
    static func firstMove(
        coin: Int, opponents: SearchOpponents, rollout: SearchRollout<BluffGame> = .uniform, iterations: Int = 2_000, seed: UInt64
    ) -> (action: BluffGame.Action?, bot: SearchBot<BluffGame>) {
        let game = BluffGame()
        var bot = SearchBot(game: game, seat: 0, settings: SearchSettings(iterations: iterations, opponents: opponents), rollout: rollout)
        var rng = Xoshiro256StarStar(seed: seed)
        let action = bot.nextAction(in: game.view(of: BluffGame.State(coin: coin), for: 0), seat: 0, of: game, using: &rng)
        return (action, bot)
    }

    @Test("the default is the one tree (single-observer ISMCTS)")
    func defaultIsTheTree() {
        #expect(SearchSettings(iterations: 10).opponents == .tree)
    }

    @Test("in the one tree the simulated opponent reads the searcher's coin and the search passes; from its own view it cannot, and the search bets")
    func opponentsCannotReadTheSearchersHand() {
        for seed: UInt64 in 1...10 {
            for coin in 0...1 {
                // Every determinisation holds the true coin: seat 1's node learns to call it, and a bet looks worth ~0.
                #expect(Self.firstMove(coin: coin, opponents: .tree, seed: seed).action == .pass, "seed \(seed), coin \(coin)")
                // Seat 1 calls uniformly from a view without the coin: a bet is worth 0.5, above the pass's 0.4.
                let (action, bot) = Self.firstMove(coin: coin, opponents: .ownView, seed: seed)
                #expect(action == .bet, "seed \(seed), coin \(coin): \(bot.lastSearch)")
                let bet = bot.lastSearch.first { $0.decision == .bet }
                #expect(bet.map { abs($0.meanReward - 0.5) < 0.1 } == true, "\(bot.lastSearch)")
            }
        }
    }

    @Test("an opponent following a bot chooses as the bot does from its view, and its move keys a node of the tree")
    func followingABot() throws {
        // Seat 1 always calls 0: a bet wins with coin 1 and loses with coin 0.
        let heads = Self.firstMove(coin: 0, opponents: .ownView, rollout: .following(BluffCallsZeroBot.self), iterations: 50, seed: 3)
        let tails = Self.firstMove(coin: 1, opponents: .ownView, rollout: .following(BluffCallsZeroBot.self), iterations: 50, seed: 3)
        #expect(heads.action == .pass && tails.action == .bet)
        let tree = tails.bot.tree
        let opponentNodes = (0..<tree.nodeCount).filter { tree.actor[$0] == 1 }
        #expect(opponentNodes.map { tree.decision[$0] } == [.call(0)], "one node, the bot's call")
        let betNode = try #require((0..<tree.nodeCount).first { tree.decision[$0] == .bet })
        // Every bet after the one that expanded it (whose call was the rollout's) went through the call's node.
        #expect(opponentNodes.map { Int(tree.visits[$0]) } == [Int(tree.visits[betNode]) - 1])
    }
}
