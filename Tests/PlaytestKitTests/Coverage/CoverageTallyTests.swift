import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("CoverageTally")
struct CoverageTallyTests {
    static let info = CoverageInfo(name: "rare", summary: "a rare thing", minimumShare: 0.1)

    @Test("met when the Wilson interval lies at or above the share, too rare when wholly below, else undecided")
    func verdicts() {
        #expect(CoverageTally(info: Self.info, games: 40, trials: 100).verdict() == .met)
        #expect(CoverageTally(info: Self.info, games: 0, trials: 100).verdict() == .tooRare)
        #expect(CoverageTally(info: Self.info, games: 9, trials: 100).verdict() == .undecided)
        #expect(CoverageTally(info: Self.info, games: 0, trials: 10).verdict() == .undecided, "ten games cannot show a 10% share is missed")
        #expect(CoverageTally(info: Self.info, games: 0, trials: 0).verdict() == .undecided)
        #expect(CoverageTally(info: Self.info, games: 5, trials: 100).verdict(required: 0.01) == .met, "a caller's share overrides the label's")
        let none = CoverageTally(info: CoverageInfo(name: "x", summary: "", minimumShare: nil), games: 0, trials: 100)
        #expect(none.verdict() == .none)
    }

    @Test("a share is shown when the lower bound reaches it; the games that would show it at the observed share")
    func shown() {
        let documented = CoverageInfo(name: "doc", summary: "", minimumShare: nil, documentedBehaviour: "RULES.md")
        #expect(CoverageTally(info: documented, games: 20, trials: 300).shows(0.02))
        #expect(!CoverageTally(info: documented, games: 9, trials: 300).shows(0.02), "3% of 300 games: the lower bound is 1.6%")
        #expect(!CoverageTally(info: documented, games: 0, trials: 0).shows(0.02))
        let needed = CoverageTally(info: documented, games: 9, trials: 300).gamesToShow(0.02)
        #expect(needed.map { $0 > 300 && $0 < 1_000 } == true, "at 3%, a few hundred more games show 2%: \(String(describing: needed))")
        #expect(CoverageTally(info: documented, games: 20, trials: 300).gamesToShow(0.02) == 300)
        #expect(CoverageTally(info: documented, games: 3, trials: 300).gamesToShow(0.02) == nil, "1% never shows 2%")
    }

    @Test("the games that settle a share either way: shown met above it, shown too rare below it")
    func decide() throws {
        let info = CoverageInfo(name: "doc", summary: "", minimumShare: nil)
        let below = try #require(CoverageTally(info: info, games: 3, trials: 300).gamesToDecide(0.02))
        #expect(below > 300 && below < 2_000, "at 1%, the upper bound falls below 2% within a few hundred more games: \(below)")
        let hits = Int((0.01 * Double(below)).rounded(.up))
        #expect(CoverageTally(info: info, games: hits, trials: below).verdict(required: 0.02) == .tooRare)
        let above = CoverageTally(info: info, games: 9, trials: 300).gamesToDecide(0.02)
        #expect(above == CoverageTally(info: info, games: 9, trials: 300).gamesToShow(0.02))
        #expect(CoverageTally(info: info, games: 0, trials: 20).gamesToDecide(0.02).map { $0 > 20 } == true, "never reached in 20 games: more would tell")
        #expect(CoverageTally(info: info, games: 20, trials: 300).gamesToDecide(0.02) == 300, "already shown")
        #expect(CoverageTally(info: info, games: 6, trials: 300).gamesToDecide(0.02) == nil, "exactly at the share: nothing would tell")
    }

    @Test("games count a label once per game, and chunks merge label by label")
    func counting() {
        enum Labels: Int, CoverageLabel {
            case a, b, c
            var summary: String { "" }
        }
        var tallies = [CoverageTally](labels: Labels.self)
        var seen = CoverageSet<Labels>()
        seen.insert(.a)
        seen.insert(.c)
        seen.insert(.c)
        #expect(seen.contains(.a) && !seen.contains(.b))
        tallies.add(seen.bits)
        tallies.add(0)
        var other = [CoverageTally](labels: Labels.self)
        other.add(CoverageSet<Labels>().bits | 2)
        tallies.merge(other)
        #expect(tallies.map(\.games) == [1, 1, 1])
        #expect(tallies.map(\.trials) == [3, 3, 3])
        #expect(tallies.map(\.info.name) == ["a", "b", "c"])
    }
}
