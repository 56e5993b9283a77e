import PlaytestKit
import Testing

/// The stated-share test: its verdicts, its false-alarm rate on fair counts, and "not yet shown" at small counts.
@Suite struct StatedShareResultTests {
    enum Face: Int, CoverageLabel {
        case one, two, three
        var summary: String { "face \(rawValue + 1)" }
    }

    static let thirds = StatedShare(name: "face", citation: "a fair three-sided die", shares: [(Face.one, 1.0 / 3), (.two, 1.0 / 3), (.three, 1.0 / 3)])

    @Test("counts near the shares are consistent; counts far off depart; a category ruled out departs at any count")
    func verdicts() {
        #expect(!StatedShareResult(share: Self.thirds, counts: [20, 19, 21]).departs)
        #expect(StatedShareResult(share: Self.thirds, counts: [60, 0, 0]).departs)
        let ruledOut = StatedShare(name: "x", citation: "c", shares: [(Face.one, 0.5), (.two, 0.5), (.three, 0)])
        #expect(StatedShareResult(share: ruledOut, counts: [1, 1, 1]).departs)
    }

    @Test("too few games for the test: not yet shown, with the games that would tell, and never a failure")
    func notYetShown() {
        let result = StatedShareResult(share: Self.thirds, counts: [12, 0, 0])
        #expect(result.verdict == .notYetShown(gamesNeeded: 15))
        #expect(!result.departs)
    }

    @Test("on fair draws (2,000 runs of 60 seeded games), the test never departs: its rate is at most 1e-6")
    func falseAlarms() {
        var rng = Xoshiro256StarStar(seed: 34)
        var departures = 0
        for _ in 0..<2_000 {
            var counts = [0, 0, 0]
            for _ in 0..<60 { counts[Int(rng.next() % 3)] += 1 }
            if StatedShareResult(share: Self.thirds, counts: counts).departs { departures += 1 }
        }
        #expect(departures == 0)
    }

    @Test("the report prints one line per stated share with its counts and verdict, and a FAILED line per departure")
    func reportText() {
        var report = CheckReport(game: "toy", configuration: GameConfiguration(rules: "documented", parameters: []), seed: 0)
        report.statedShares = [StatedShareResult(share: Self.thirds, counts: [60, 0, 0]),
                               StatedShareResult(share: StatedShare(name: "coin", citation: "a fair coin", shares: [(Face.one, 0.5), (.two, 0.5)]), counts: [3, 2])]
        let lines = CheckReportText.statedShares(report)
        #expect(lines.count == 4)
        #expect(lines[1].contains("face  60 0 0 of 60 games") && lines[1].contains("DEPARTS"), "\(lines[1])")
        #expect(lines[2].contains("coin  3 2 of 5 games") && lines[2].contains("not yet shown: about 10 games"), "\(lines[2])")
        #expect(lines[3] == "stated share FAILED: face: the games depart from the shares the rules state (a fair three-sided die)")
        #expect(!report.allHeld)
    }
}
