import Foundation
import Testing
@testable import PlaytestHarness
import PlaytestKit

@Suite("SearchBot")
struct SearchBotTests {
    /// Plays one Treasure game with a search bot of `iterations`, its decisions drawn from a stream seeded `seed`.
    static func play(iterations: Int, seed: UInt64) -> (path: [Int], score: Double) {
        let game = TreasureGame()
        var bot = SearchBot(game: game, seat: 0, settings: SearchSettings(iterations: iterations))
        var rng = Xoshiro256StarStar(seed: seed)
        var state = game.makeInitialState(using: &rng)
        while !game.isTerminal(state), let action = bot.nextAction(in: state, seat: 0, of: game, using: &rng) {
            game.apply(action, to: &state, using: &rng)
        }
        return (state.path, TreasureGame.score(of: state.path))
    }

    @Test("the search finds the known optimum with enough iterations, and a tiny budget does not")
    func improvesWithBudget() {
        let seeds: [UInt64] = Array(1...12)
        let small = seeds.map { Self.play(iterations: 2, seed: $0).score }
        let large = seeds.map { Self.play(iterations: 300, seed: $0) }
        for (seed, result) in zip(seeds, large) {
            #expect(result.path == TreasureGame.optimum.path, "seed \(seed): 300 iterations found \(result.path)")
        }
        let smallMean = small.reduce(0, +) / Double(small.count)
        #expect(smallMean <= 10, "2 iterations try only the first two picks (mean \(smallMean))")
        #expect(large.map(\.score).reduce(0, +) / Double(large.count) > smallMean)
    }

    @Test("decisions all different are told apart from a list with two equal, pair by pair and through a set")
    func allDifferent() {
        for count in [2, 3, 8, 9, 40] {
            let distinct = (0..<count).map { TreasureGame.Action.pick($0) }
            #expect(SearchTree<TreasureGame>.allDifferent(distinct), "\(count)")
            for (first, second) in [(0, count - 1), (count / 2, count / 2 - 1 + (count > 2 ? 0 : 1))] where first != second {
                var repeated = distinct
                repeated[second] = repeated[first]
                #expect(!SearchTree<TreasureGame>.allDifferent(repeated), "\(count): \(first) and \(second)")
            }
        }
    }

    @Test("the same stream gives the same moves; a forced move draws nothing")
    func deterministic() {
        for seed: UInt64 in [3, 4] {
            #expect(Self.play(iterations: 30, seed: seed).path == Self.play(iterations: 30, seed: seed).path, "seed \(seed)")
        }
        let game = TreasureGame()
        var bot = SearchBot(game: game, seat: 0, settings: SearchSettings(iterations: 5))
        var rng = Xoshiro256StarStar(seed: 9)
        let before = rng
        #expect(bot.nextAction(in: TreasureGame.State(path: [0, 0, 0]), seat: 0, of: game, using: &rng) == nil)
        #expect(rng == before, "no decision: no draw")
        _ = bot.nextAction(in: TreasureGame.State(), seat: 0, of: game, using: &rng)
        var once = before
        _ = once.next()
        #expect(rng == once, "a search draws exactly one word from the seat's stream")
        #expect(bot.lastSearch.map(\.visits).reduce(0, +) == 5, "every iteration reaches one root decision")
    }

    @Test("the search bot's games are the same with 1 and 2 jobs, and its token replays them")
    func jobsAndReplay() throws {
        let registration = TreasureGame.registration
        var request = RunRequest(configuration: TreasureGame.descriptor.defaultConfiguration, bots: BotAssignment("search-20"),
                                 seed: 5, games: 70, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.steps == two.steps && one.seats.group(SeatGroup.seat(0))?.score.ratio == two.seats.group(SeatGroup.seat(0))?.score.ratio)
        let token = request.token(game: 3, gameID: "treasure")
        let parsed = try ReplayToken.parse(token.description).get()
        #expect(parsed == token && parsed.bots.uniformBot == "search-20")
        let first = try registration.replay(parsed)
        let second = try registration.replay(parsed)
        #expect(first.steps.count == 3 && first.steps == second.steps)
    }

    @Test("ln is within a few ulps of the C library's, with IEEE arithmetic only")
    func logarithm() {
        for x in [1.0, 2, 3, 10, 100, 1_000, 123_456, 1_000_000, 0.5, 1.414_213_562_373_095, 1.414_213_562_373_096] {
            let ours = SearchLogarithm.ln(x)
            #expect(abs(ours - Foundation.log(x)) <= 4 * Foundation.log(x).ulp + 1e-300, "ln \(x): \(ours) vs \(Foundation.log(x))")
        }
    }
}

