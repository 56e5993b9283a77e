import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestStatistics
@testable import PlaytestProperties

@Suite("BradleyTerry")
struct BradleyTerryTests {
    /// Games of `players` with strengths `thetas`, every pair both ways on each of `deals` deals.
    static func games(thetas: [Double], deals: Int, seed: UInt64) -> [BradleyTerry.Game] {
        var random = Xoshiro256StarStar(seed: seed)
        var games: [BradleyTerry.Game] = []
        for deal in 0..<deals {
            for a in thetas.indices {
                for b in thetas.indices where b != a {
                    let chance = 1 / (1 + exp(thetas[b] - thetas[a]))
                    games.append(BradleyTerry.Game(cluster: deal, first: a, second: b, result: random.drawUnitDouble() < chance ? 1 : 0))
                }
            }
        }
        return games
    }

    @Test("the MM fit recovers known strengths on simulated games (within 0.15 at 1,000 deals), with intervals that hold them")
    func recoversStrengths() throws {
        let thetas = [0.0, 0.5, 1.5]
        for seed in UInt64(1)...3 {
            let fit = try #require(BradleyTerry(players: 3, games: Self.games(thetas: thetas, deals: 1_000, seed: seed)), "seed \(seed)")
            #expect(fit.ratings[0] == 0, "seed \(seed)")
            for player in 1..<3 {
                #expect(abs(fit.ratings[player] - thetas[player]) < 0.15, "seed \(seed) player \(player): \(fit.ratings[player])")
                #expect(fit.interval(of: player).lower < fit.ratings[player] && fit.standardErrors[player] > 0, "seed \(seed)")
            }
        }
    }

    @Test("a player that wins every game has no finite strength: no fit")
    func unbeatenPlayer() {
        let games = (0..<20).map { BradleyTerry.Game(cluster: $0, first: 1, second: 0, result: 1) }
        #expect(BradleyTerry(players: 2, games: games) == nil)
    }

    @Test("ties count half: two evenly matched players rate 0 apart")
    func ties() throws {
        let games = (0..<10).flatMap { deal in
            [BradleyTerry.Game(cluster: deal, first: 0, second: 1, result: 1), BradleyTerry.Game(cluster: deal, first: 0, second: 1, result: 0),
             BradleyTerry.Game(cluster: deal, first: 1, second: 0, result: 0.5)]
        }
        let fit = try #require(BradleyTerry(players: 2, games: games))
        #expect(abs(fit.ratings[1]) < 1e-9)
    }
}
