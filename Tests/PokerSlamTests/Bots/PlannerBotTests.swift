import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct PlannerBotTests {
    @Test("the planner scores more than greedy play on the same deals (paired)")
    func beatsGreedy() {
        let game = PokerSlamGame()
        var differences = RunningStatistics()
        for seed: UInt64 in 0..<24 {
            var streams = GameStreams(seed: seed, game: 0, seatCount: 1)
            var metrics = PokerSlamMetrics(game: game)
            _ = StatefulRunner.play(game, makePlayers: { _ in UniformPlayers<PlannerBot>(game: game) }, streams: &streams, metrics: &metrics)
            differences.merge(metrics.minusGreedy)
        }
        #expect(differences.count == 24)
        #expect(differences.mean > 0, "planner minus greedy: \(differences.mean)")
    }

    @Test("a greedy rollout of a what-if board scores what greedy play scores from the deal")
    func rolloutMatchesGreedy() {
        var rng = Xoshiro256StarStar(seed: 3)
        let game = PokerSlamGame()
        let session = game.makeInitialState(using: &rng)
        var board = GameStateManager(resuming: session.grid, deck: Array(session.gameStateManager.deck), played: 0)
        let rollout = PlannerBot.greedyRollout(&board, finder: game.finder, scoring: game.settings.scoring)
        let played = StatefulRunner.play(game, bot: GreedyBot.self, seed: 0)
        #expect(rollout == PokerSlamMetrics.greedyScore(order: session.gameStateManager.order, game: game))
        #expect(played.passed)
    }
}
