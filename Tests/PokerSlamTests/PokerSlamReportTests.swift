import Testing
@testable import PokerSlam
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("PokerSlamReport: points against rarity")
struct PokerSlamReportTests {
    static let fresh = FreshGridOdds(aceWraps: true, seed: 3, deals: 300)

    @Test("each scoring entry's points against its rarity, the entries the scoring answer flags highlighted and named")
    func pointsByRarity() throws {
        let scoring = ScoringTable.standard
        let inversions = Self.fresh.inversions(scoring: scoring)
        #expect(!inversions.isEmpty, "the standard table has hands out of line")
        let spec = PokerSlamReport.pointsByRarity(Self.fresh, inversions: inversions, scoring: scoring)
        #expect(spec.kind == .scatter && spec.x.logarithmic && spec.x.unit == "hands per grid" && spec.y.unit == "points")
        let flagged = Set(inversions.map(\.rarer.hand.name))
        let highlighted = spec.series.flatMap(\.points).filter(\.highlighted)
        #expect(Set(highlighted.map { String($0.label.prefix { $0 != " " }) }) == flagged)
        #expect(spec.series.flatMap(\.points).count == Self.fresh.entries.filter { $0.expected != nil }.count)
        // A point's y is the entry's points, exactly; its x the expected number per grid with its interval.
        let royal = try #require(spec.series.flatMap(\.points).first { $0.label.hasPrefix("royalFlush") })
        #expect(royal.y == ChartSpec.Value(exactly: Double(scoring.points(for: .royalFlush))))
        let svg = SVGChart.draw(spec)
        #expect(svg.components(separatedBy: "class=\"point highlighted\"").count - 1 == highlighted.count)
        // The rarity axis is logarithmic when every hand was seen (a hand never seen has no place on it).
        let seen = spec.series.flatMap(\.points).allSatisfy { ($0.x?.estimate ?? 0) > 0 }
        #expect(svg.contains("class=\"point-label\"") && svg.contains("(log scale)") == seen)
    }

    @Test("the scoring answer links to the points-against-rarity chart in the game's section")
    func scoringAnswerLinks() {
        let answers = PokerSlamReport.answers([], [], fresh: Self.fresh, scoring: .standard)
        let scoring = answers.first { $0.question == .scoring }
        #expect(scoring?.evidence.first?.anchor == Evidence.Section.game)
    }
}
