import Testing
@testable import PlaytestKit

@Suite("ClusteredRatio")
struct ClusteredRatioTests {
    @Test("the ratio of sums, with the linearised cluster-robust standard error, worked by hand")
    func byHand() throws {
        var ratio = ClusteredRatio()
        // Games: (y, x) = (3, 2), (1, 4), (6, 3). R = 10 / 9.
        for (y, x) in [(3.0, 2.0), (1.0, 4.0), (6.0, 3.0)] { ratio.add(numerator: y, denominator: x) }
        let r = 10.0 / 9.0
        let residuals = [3 - r * 2, 1 - r * 4, 6 - r * 3]
        let expected = (3.0 / 2.0 * residuals.reduce(0) { $0 + $1 * $1 }).squareRoot() / 9
        #expect(ratio.ratio == r)
        #expect(ratio.clusters == 3 && ratio.subunits == 9)
        #expect(abs(ratio.standardError - expected) < 1e-12)
        let interval = try #require(ratio.interval95)
        #expect(abs(interval.upper - (r + 4.302652729749462 * expected)) < 1e-9)
        // The pseudo-values' t interval is the same interval.
        let linearised = ratio.linearised
        #expect(linearised.count == 3 && abs(linearised.standardError - expected) < 1e-12)
    }

    @Test("merging chunks in order equals adding every game to one accumulator")
    func mergeMatches() {
        var whole = ClusteredRatio()
        var first = ClusteredRatio()
        var second = ClusteredRatio()
        for game in 0..<20 {
            let (y, x) = (Double(game % 7), Double(1 + game % 5))
            whole.add(numerator: y, denominator: x)
            if game < 9 { first.add(numerator: y, denominator: x) } else { second.add(numerator: y, denominator: x) }
        }
        first.merge(second)
        #expect(first.clusters == whole.clusters && first.ratio == whole.ratio)
        #expect(abs(first.standardError - whole.standardError) < 1e-12)
    }

    @Test("no games, or no sub-game units, give no ratio and no interval")
    func empty() {
        var ratio = ClusteredRatio()
        #expect(ratio.ratio == nil && ratio.interval95 == nil && ratio.linearised.isEmpty)
        ratio.add(numerator: 0, denominator: 0)
        #expect(ratio.ratio == nil && ratio.clusters == 1)
    }

    // Tolerance: at 400 replicates the binomial standard error of a 95% coverage is 1.1%; 92-98% is about 2.7 of them.
    @Test("the 95% interval covers the true ratio of clustered, unequal-size games 92-98% of 400 replicates")
    func calibration() {
        let (covered, total) = RatioCalibration.coverage(replicates: 400, seed: 19, games: 100)
        let share = Double(covered) / Double(total)
        #expect(share >= 0.92 && share <= 0.98, "coverage \(covered)/\(total)")
    }

    @Test("a naive interval that counts units as independent covers less on the same data: the clustering matters")
    func naiveUndercovers() {
        var generator = Xoshiro256StarStar(seed: 7)
        var naiveCovered = 0
        let truth = RatioCalibration.trueRatio
        for _ in 0..<200 {
            let ratio = RatioCalibration.replicate(games: 100, using: &generator)
            guard let p = ratio.ratio else { continue }
            let margin = 1.96 * (p * (1 - p) / ratio.denominatorSum).squareRoot()
            if abs(p - truth) <= margin { naiveCovered += 1 }
        }
        #expect(naiveCovered < 180, "naive coverage \(naiveCovered)/200")
    }
}
