import Testing
@testable import PlaytestHarness
import PlaytestKit

/// Treasure's optimal player: the next pick of the optimum path, whatever came before.
struct TreasureOptimalBot: GameBot {
    init(game: TreasureGame, seat: Int) {}
    mutating func nextAction<R: RandomNumberGenerator>(in view: TreasureGame.State, of game: TreasureGame, using rng: inout R) -> TreasureGame.Action? {
        view.path.count < TreasureGame.depth ? .pick(TreasureGame.optimum.path[view.path.count]) : nil
    }
}

@Suite("SearchRollout: how a search plays on after its tree")
struct SearchRolloutTests {
    /// The pick of a search of `iterations` with `rollout` after `path`, on seed `seed`.
    static func firstPick(iterations: Int, rollout: SearchRollout<TreasureGame>, seed: UInt64, after path: [Int] = []) -> TreasureGame.Action? {
        let game = TreasureGame()
        var bot = SearchBot(game: game, seat: 0, settings: SearchSettings(iterations: iterations), rollout: rollout)
        var rng = Xoshiro256StarStar(seed: seed)
        return bot.nextAction(in: TreasureGame.State(path: path), seat: 0, of: game, using: &rng)
    }

    @Test("after pick 3, rollouts that follow a strong bot find pick 1 (100 points) in 4 iterations; uniform rollouts only by luck")
    func followingABot() {
        // After [3] every path scores 50 but [3, 1, 2], which scores 100: one iteration per pick, each rolled out once.
        let seeds: [UInt64] = Array(1...20)
        let following = seeds.map { Self.firstPick(iterations: 4, rollout: .following(TreasureOptimalBot.self), seed: $0, after: [3]) }
        #expect(following.allSatisfy { $0 == .pick(1) }, "\(following)")
        // Uniform: pick 1's one rollout ends on 2 with chance 1/4; otherwise every pick ties at 50 and pick 0 is chosen.
        let uniform = seeds.map { Self.firstPick(iterations: 4, rollout: .uniform, seed: $0, after: [3]) }
        #expect(uniform.filter { $0 == .pick(1) }.count <= 12, "uniform rollouts find 100 only by luck: \(uniform)")
    }

    @Test("an evaluated rollout cut at once scores with the game's evaluation: Treasure's unfinished paths all score 0")
    func evaluatedRollout() {
        // 4 iterations expand each pick once and score it at once: 0 each, so the search cannot prefer 3; with the
        // game's full rollouts, 3 scores at least 50 and the others at most 10.
        let cut = (1...10).map { Self.firstPick(iterations: 4, rollout: .evaluated(after: 0), seed: $0) }
        #expect(cut.allSatisfy { $0 == .pick(0) }, "ties go to the earliest listed pick: \(cut)")
        #expect((1...10).allSatisfy { Self.firstPick(iterations: 4, rollout: .game, seed: $0) == .pick(3) })
    }

    @Test("two search families with different rollouts are registered side by side and resolved by prefix")
    func sideBySide() {
        let registration = GameRegistration.make(TreasureGame.self, bots: [
            BotEntry(TreasureFirstBot.self, id: "first", summary: "always picks 0", checks: true),
            .search(suggested: [10]),
            .search(prefix: "osearch", summary: "{N} iterations, optimal rollouts", rollout: .following(TreasureOptimalBot.self)),
        ])
        #expect(registration.bot("search-10") != nil)
        #expect(registration.bot("osearch-10")?.summary == "10 iterations, optimal rollouts")
        #expect(registration.botChoices.contains("osearch-N"))
    }
}
