import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("SkillCeiling")
struct SkillCeilingTests {
    static let loader = ScenarioLoader(games: [TreasureGame.registration])

    static func error(_ ladder: String) -> String {
        do {
            _ = try loader.load(#"{"name": "c", "studies": [{"game": "treasure", "ladder": \#(ladder)}]}"#, file: "c.json")
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test("a ladder's ceiling is played as one more configuration after the rungs, on the same deals")
    func plans() throws {
        let scenario = try Self.loader.load(
            #"{"name": "c", "studies": [{"game": "treasure", "ladder": {"rungs": ["first", "search-2"], "ceiling": "search-50"}}]}"#, file: "c.json")
        #expect(scenario.configurations.map(\.bot) == ["first", "search-2", "search-50"])
        #expect(scenario.configurations.last?.ladder?.position == .ceiling)
        #expect(scenario.configurations.allSatisfy { $0.ladder?.ceiling == "search-50" })
        #expect(Self.error(#"{"rungs": ["first", "search-2"], "ceiling": "search-2"}"#).contains("is \"search-2\", a rung of the ladder"))
        #expect(Self.error(#"{"rungs": ["first", "search-2"], "ceiling": "nobody"}"#).contains("$.studies[0].ladder.ceiling"))
    }

    @Test("each rung's share of the ceiling is its mean over the ceiling's, paired; the best player is the highest mean")
    func shares() throws {
        // Deals 1..4: the ceiling scores 10, 20, 30, 40; rung a half of it, rung b the ceiling minus 1.
        let ceilingScores = [10.0, 20, 30, 40]
        func games(_ scores: [Double]) -> [RecordedGame] { scores.map { RecordedGame(scores: [$0], wins: [nil], sides: [nil]) } }
        let members: [(LadderPlacement, [RecordedGame])] = [
            (LadderPlacement(ladder: 0, rungs: ["a", "b"], position: .rung(0), ceiling: "c"), games(ceilingScores.map { $0 / 2 })),
            (LadderPlacement(ladder: 0, rungs: ["a", "b"], position: .rung(1), ceiling: "c"), games(ceilingScores.map { $0 - 1 })),
            (LadderPlacement(ladder: 0, rungs: ["a", "b"], position: .ceiling, ceiling: "c"), games(ceilingScores)),
        ]
        let ceiling = try #require(SkillAnalysis.ceiling(named: "c", rungs: ["a", "b"], members: members))
        #expect(ceiling.best == 1)
        #expect(ceiling.shares[0]?.estimate == 0.5)
        // An exact half on every deal: no spread at all.
        #expect(ceiling.shares[0]?.interval()?.lower == 0.5)
        let b = try #require(ceiling.bestShare?.interval())
        #expect(abs(b.estimate - 24.0 / 25) < 1e-12 && b.lower < b.estimate && b.upper > b.estimate)
        #expect(ceiling.mean?.estimate == 25)
    }
}

@Suite("SkillCeiling in a game of several seats")
struct SkillMatchCeilingTests {
    @Test("the last rung's share of the ceiling's points and its win rate in their matches, paired per deal over the rotations")
    func matchShares() throws {
        // Two seats, two rotations. Deal k: the rung's seat scores k, the ceiling's 2k, and the ceiling wins.
        func games(rungSeat: Int) -> [RecordedGame] {
            (1...4).map { deal in
                var scores = [Double?](repeating: nil, count: 2)
                var wins = [Bool?](repeating: nil, count: 2)
                scores[rungSeat] = Double(deal)
                scores[1 - rungSeat] = Double(2 * deal)
                wins[rungSeat] = false
                wins[1 - rungSeat] = true
                return RecordedGame(scores: scores, wins: wins, sides: [nil, nil])
            }
        }
        let rungs = ["a", "b"]
        let members: [(LadderPlacement, [RecordedGame])] = [
            (LadderPlacement(ladder: 0, rungs: rungs, position: .match(seats: [0, 1]), ceiling: "c"), games(rungSeat: 0)),
            (LadderPlacement(ladder: 0, rungs: rungs, position: .ceilingMatch(rung: 1, ceilingSeats: [false, true]), ceiling: "c"), games(rungSeat: 0)),
            (LadderPlacement(ladder: 0, rungs: rungs, position: .ceilingMatch(rung: 1, ceilingSeats: [true, false]), ceiling: "c"), games(rungSeat: 1)),
        ]
        #expect(members[1].0.isMatch && members[1].0.pair == nil, "a ceiling's match is a match, but not a pair of rungs")
        let ceiling = try #require(SkillAnalysis.matchCeiling(named: "c", rungs: rungs, ratings: nil, members: members))
        #expect(ceiling.isMatch && ceiling.mean == nil)
        #expect(ceiling.shares[0] == nil && ceiling.winRates[0] == nil, "only the last rung meets the ceiling")
        #expect(ceiling.best == 1)
        let share = try #require(ceiling.shares[1]?.interval())
        #expect(abs(share.estimate - 0.5) < 1e-12 && abs(share.lower - 0.5) < 1e-9, "an exact half on every deal")
        #expect(ceiling.winRates[1]?.estimate == 0)
    }

    @Test("a ladder of several seats plans the ceiling's matches after the round robin, the last rung in every rotation")
    func plans() throws {
        let scenario = try ScenarioLoader(games: [RaceGame.registration]).load(
            #"{"name": "m", "studies": [{"game": "race", "ladder": {"rungs": ["stepper", "roller"], "ceiling": "mixer"}}]}"#, file: "m.json")
        let positions = scenario.configurations.compactMap { $0.ladder?.position }
        let ceilingMatches = positions.filter { if case .ceilingMatch(let rung, _) = $0 { rung == 1 } else { false } }
        #expect(ceilingMatches.count * 2 == positions.count, "as many ceiling matches as rotations of the one pair")
        let allMatches = scenario.configurations.allSatisfy { $0.isLadderMatch }
        #expect(allMatches)
        #expect(positions.count >= 4, "\(positions)")
    }

    /// A ceiling with the best rung's share at `estimate` ± 1.96 x 0.01 (t on 199 degrees of freedom).
    static func ceiling(bestShare estimate: Double) -> SkillCeiling {
        let share = SkillFigure(name: SkillCeiling.shareName("search-6"), label: "search-6", estimate: estimate,
                                spread: .t(standardError: 0.01, degreesOfFreedom: 199), deals: 200)
        return SkillCeiling(name: "seesRoles", mean: nil, shares: [nil, share], best: 1, winRates: [nil, nil])
    }

    @Test("a best rung shown above the ceiling says the ceiling bounds nothing; at or within reach of 100% it is a ceiling")
    func bestAboveTheCeiling() {
        #expect(Self.ceiling(bestShare: 1.059).isBelowBest)
        #expect(!Self.ceiling(bestShare: 1.01).isBelowBest)
        #expect(!Self.ceiling(bestShare: 0.96).isBelowBest)
        let ladder = LadderResult(ladder: 0, game: "snakesss", parameters: "default parameters", rungs: ["followMongoose", "search-6"],
                                  isMatch: true, firstConfiguration: 0, configurations: 1, deals: 200)
        let above = DesignAnalysis.ceilingText(ladder, Self.ceiling(bestShare: 1.059))
        #expect(above.contains("scores above the ceiling seesRoles") && above.contains("no ceiling known"), "\(above)")
        let within = DesignAnalysis.ceilingText(ladder, Self.ceiling(bestShare: 0.96))
        #expect(within.contains("search-6 reaches 96.0%"), "\(within)")
        #expect(BalanceReport.ceilingSentence(Self.ceiling(bestShare: 1.059), ladder: ladder).contains("bounds nothing"))
    }
}
