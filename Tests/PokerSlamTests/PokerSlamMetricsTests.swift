import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct PokerSlamMetricsTests {
    /// Plays `games` games with `Bot` and returns, per game, the metrics' paired difference and the one a full
    /// greedy replay of the deal gives.
    static func differences<Bot: GameBot>(_ bot: Bot.Type, game: PokerSlamGame, games: Int) -> (recorded: [Double], replayed: [Double], greedyGames: Int)
    where Bot.Game == PokerSlamGame {
        var recorded: [Double] = []
        var replayed: [Double] = []
        var greedyGames = 0
        for index in 0..<games {
            var streams = GameStreams(seed: 11, game: UInt64(index), seatCount: 1)
            var metrics = PokerSlamMetrics(game: game)
            _ = StatefulRunner.play(game, makePlayers: { _ in UniformPlayers<Bot>(game: game) }, streams: &streams, metrics: &metrics)
            // The same game again, to read its final state: the runner is deterministic on the same streams.
            var again = GameStreams(seed: 11, game: UInt64(index), seatCount: 1)
            var state = game.makeInitialState(using: &again.chance)
            var player = Bot(game: game, seat: 0)
            var greedyAll = true
            while !game.isTerminal(state),
                  let action = player.nextAction(in: game.view(of: state, for: 0), seat: 0, of: game, using: &again.seats[0]) {
                let before = state
                game.apply(action, to: &state)
                greedyAll = greedyAll && PokerSlamMetrics.isGreedyMove(action, before: before, after: state, game: game)
            }
            if greedyAll { greedyGames += 1 }
            recorded.append(metrics.minusGreedy.mean)
            replayed.append(Double(state.score - PokerSlamMetrics.greedyScore(order: state.gameStateManager.order, game: game)))
        }
        return (recorded, replayed, greedyGames)
    }

    @Test("greedy play's paired difference, taken as 0 without a replay, equals the replay's on every game of a sample",
          arguments: [("documented", true), ("documented", false), ("shipped", true)])
    func greedyIsZeroByConstruction(rules: String, aceWraps: Bool) throws {
        let configuration = try PokerSlamGame.descriptor.configuration(rules: rules, settings: [("aceWraps", .bool(aceWraps))])
        let game = PokerSlamGame(configuration: configuration)
        let result = Self.differences(GreedyBot.self, game: game, games: 150)
        #expect(result.greedyGames == 150, "every greedy game is recognised as greedy play")
        #expect(result.replayed.allSatisfy { $0 == 0 })
        #expect(result.recorded == result.replayed)
    }

    @Test("other bots' games are replayed: their paired differences equal a full greedy replay's")
    func otherBotsReplay() {
        let game = PokerSlamGame()
        let random = Self.differences(RandomHandBot.self, game: game, games: 60)
        #expect(random.recorded == random.replayed)
        #expect(random.replayed.contains { $0 != 0 }, "the sample holds games that differ from greedy play")
        let tapper = Self.differences(TapperFuzzer.self, game: game, games: 20)
        #expect(tapper.recorded == tapper.replayed)
        #expect(tapper.greedyGames == 0)
    }

    @Test("a game with an injected fault is never taken for greedy play")
    func faultsReplay() {
        let game = PokerSlamGame(rules: .documented(with: .noShift))
        var streams = GameStreams(seed: 2, game: 0, seatCount: 1)
        var metrics = PokerSlamMetrics(game: game)
        metrics.record(.start, state: game.makeInitialState(using: &streams.chance), game: game)
        #expect(!metrics.playedGreedily)
    }
}
