import Testing
import PlaytestAnalysis
import PlaytestStatistics

@Suite("ChangeAnalysis: what moved since a baseline run")
struct ChangeAnalysisTests {
    static func figure(_ metric: String, mean: Double, sd: Double, n: Int = 100, configuration: String = "greedy") -> ResultFigure {
        ResultFigure(game: "g", configuration: configuration, metric: metric, kind: "summary", count: n, mean: mean, standardDeviation: sd)
    }

    @Test("two identical runs mark nothing, and every change is exactly 0")
    func identical() {
        let figures = [Self.figure("a", mean: 10, sd: 2), Self.figure("b", mean: 0.5, sd: 0),
                       ResultFigure(game: "g", configuration: "c", metric: "r", kind: "rate", count: 50, mean: 0.2, successes: 10)]
        let analysis = ChangeAnalysis(baseline: figures, current: figures)
        #expect(analysis.changes.count == 3)
        #expect(analysis.moved.isEmpty)
        #expect(analysis.changes.allSatisfy { $0.change.estimate == 0 && $0.pValue == 1 })
    }

    @Test("a change of 3 standard errors among 20 unchanged figures is marked; the others are not")
    func oneMoved() {
        let before = (0..<20).map { Self.figure("m\($0)", mean: 10, sd: 2) } + [Self.figure("x", mean: 10, sd: 2)]
        let after = (0..<20).map { Self.figure("m\($0)", mean: 10.01, sd: 2) } + [Self.figure("x", mean: 11.5, sd: 2)]
        let analysis = ChangeAnalysis(baseline: before, current: after)
        #expect(analysis.moved.map(\.current.metric) == ["x"])
        let moved = analysis.moved[0]
        #expect(moved.change.lower > 0.9 && moved.change.upper < 2.1)
        #expect(moved.method == .welch)
    }

    @Test("figures are matched by game, configuration and metric: the rest are new, gone or not compared")
    func matching() {
        let before = [Self.figure("a", mean: 1, sd: 1), Self.figure("gone", mean: 1, sd: 1),
                      ResultFigure(game: "g", configuration: "greedy", metric: "s", kind: "scalar", count: 1, mean: nil)]
        let after = [Self.figure("a", mean: 1, sd: 1, configuration: "planner"), Self.figure("a", mean: 1, sd: 1),
                     ResultFigure(game: "g", configuration: "greedy", metric: "s", kind: "scalar", count: 1, mean: nil)]
        let analysis = ChangeAnalysis(baseline: before, current: after)
        #expect(analysis.added == ["g | planner | a"])
        #expect(analysis.removed == ["g | greedy | gone"])
        #expect(analysis.notCompared == ["g | greedy | s"])
        #expect(analysis.changes.map(\.current.key) == ["g | greedy | a"])
    }

    @Test("the calibration rows of the change intervals and the family-wise marks hold at 500 replicates")
    func calibration() {
        let rows = CalibrationSuite(replicates: 500, seed: 3).changeRows()
        #expect(rows.count == 4)
        for row in rows { #expect(row.passes, "\(row.name): \(row.hits) of \(row.total), acceptable \(row.acceptable)") }
    }
}
