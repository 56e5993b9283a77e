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
