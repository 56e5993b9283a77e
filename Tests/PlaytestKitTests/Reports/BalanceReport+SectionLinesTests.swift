import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("BalanceReport: a section's line and its arms' names")
struct BalanceReportSectionLinesTests {
    @Test("arms are named without the words they all share; a label left empty keeps its whole name")
    func distinctNames() {
        #expect(BalanceReport.distinctNames(["pokerslam random", "pokerslam greedy"]) == ["random", "greedy"])
        #expect(BalanceReport.distinctNames(["party skipSlow players=4", "party skipSlow players=8"]) == ["players=4", "players=8"])
        #expect(BalanceReport.distinctNames(["dice", "dice lockMostCommon"]) == ["dice", "dice lockMostCommon"])
        #expect(BalanceReport.distinctNames(["a x", "b x"]) == ["a x", "b x"])
        #expect(BalanceReport.distinctNames(["only one"]) == ["only one"])
    }

    @Test("a metric's line gives its lowest and highest arm, or the one value every arm shares")
    func rangeLine() {
        let format: (Double) -> String = { NumberFormat.fixed($0, digits: 1) }
        #expect(BalanceReport.rangeLine([("a", 2), ("b", 1), ("c", 3)], unit: "points", format: format)
            == "from 1.0 points (b) to 3.0 points (c), 3 configurations")
        #expect(BalanceReport.rangeLine([("a", 0), ("b", 0)], unit: "", format: format) == "0.0 in every configuration")
        #expect(BalanceReport.rangeLine([], unit: "", format: format) == "")
    }
}
