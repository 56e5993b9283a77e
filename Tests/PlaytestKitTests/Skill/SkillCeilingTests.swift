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
