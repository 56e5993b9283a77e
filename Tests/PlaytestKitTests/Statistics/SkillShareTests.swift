import Testing
@testable import PlaytestKit
@testable import PlaytestStatistics
@testable import PlaytestProperties

@Suite("SkillShare")
struct SkillShareTests {
    @Test("identical players (the same score on every deal) give a share of exactly 0, with a point interval")
    func identicalPlayers() throws {
        var random = Xoshiro256StarStar(seed: 3)
        let rows = (0..<50).map { _ -> [Double] in
            let score = random.drawUnitDouble() * 100
            return [score, score, score]
        }
        let share = try #require(SkillShare(scores: rows))
        #expect(share.estimate == 0)
        #expect(share.interval() == ConfidenceInterval(estimate: 0, lower: 0, upper: 0))
    }

    @Test("when the deal does not matter and chance is small, the share is near 1 (above 0.95)")
    func dealsDoNotMatter() throws {
        var random = Xoshiro256StarStar(seed: 4)
        let rows = (0..<80).map { _ in [0.0, 10.0, 20.0].map { $0 + random.drawUnitDouble() } }
        let share = try #require(SkillShare(scores: rows))
        #expect(share.estimate > 0.95)
        #expect(share.interval().lower > 0.9 && share.interval().upper < 1)
    }

    @Test("the deal alone moving the scores gives a share near 0 (below 0.05)")
    func dealsAlone() throws {
        var random = Xoshiro256StarStar(seed: 5)
        let rows = (0..<200).map { _ -> [Double] in
            let deal = random.drawUnitDouble() * 100
            return [deal, deal + 0.5, deal + 1]
        }
        let share = try #require(SkillShare(scores: rows))
        #expect(share.estimate < 0.05)
    }
}
