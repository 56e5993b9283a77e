import PlaytestStatistics
import PlaytestProperties

/// Checks by simulation that `ClusteredRatio`'s 95% interval covers the true ratio about 95% of the time.
///
/// Each replicate plays `games` simulated games. A game has a uniform number `s` of sub-game units in 1...12
/// (unequal cluster sizes), and a success chance `pᵢ = 0.25 + 0.03·s + uᵢ` with `uᵢ` uniform in ±0.25 shared by
/// all its units (within-game correlation, and a chance that grows with the game's size, so that the per-game mean
/// and the ratio differ). Each unit succeeds with chance `pᵢ`. The true ratio is `E[s·p] / E[s] =
/// Σₛ s·(0.25 + 0.03·s) / Σₛ s`, exactly. A naive interval that counted units as independent would cover far less.
public enum RatioCalibration {
    /// Sub-game units per game, uniform in this range.
    static let sizes = 1...12

    /// The base success chance of a game with `size` units.
    static func base(_ size: Int) -> Double { 0.25 + 0.03 * Double(size) }

    /// The ratio the simulated estimator targets: `Σₛ s·base(s) / Σₛ s`.
    public static var trueRatio: Double {
        let weighted = sizes.reduce(0.0) { $0 + Double($1) * base($1) }
        return weighted / Double(sizes.reduce(0, +))
    }

    /// One replicate's estimator: `games` simulated games from `generator`.
    package static func replicate<R: RandomNumberGenerator>(games: Int, using generator: inout R) -> ClusteredRatio {
        var ratio = ClusteredRatio(isShare: true)
        for _ in 0..<games {
            let size = generator.draw(in: sizes)
            let chance = base(size) + (generator.drawUnitDouble() - 0.5) * 0.5
            var successes = 0
            for _ in 0..<size where generator.drawBool(probability: chance) { successes += 1 }
            ratio.add(numerator: Double(successes), denominator: Double(size))
        }
        return ratio
    }

    /// Simulates `replicates` independent runs of `games` games each (seeded from `seed`, the same counts for the
    /// same arguments) and counts the runs whose 95% interval covers ``trueRatio``.
    ///
    /// Nominal coverage is 95%: at 500 replicates, 93-97% is within about two binomial standard errors.
    /// - Complexity: O(replicates x games x 12) draws.
    public static func coverage(replicates: Int, seed: UInt64, games: Int = 200) -> (covered: Int, total: Int) {
        var generator = Xoshiro256StarStar(seed: seed)
        let truth = trueRatio
        var covered = 0
        for _ in 0..<replicates {
            let ratio = replicate(games: games, using: &generator)
            if let interval = ratio.interval95, interval.lower <= truth, truth <= interval.upper { covered += 1 }
        }
        return (covered, replicates)
    }
}
