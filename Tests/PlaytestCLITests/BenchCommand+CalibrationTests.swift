import Testing
@testable import PlaytestCLI
import PlaytestKit

@Suite("playtest bench --calibration")
struct BenchCommandCalibrationTests {
    @Test("a small run prints every row with its acceptable range, names the unmeasured ratio kind, and is the same twice")
    func smallRun() throws {
        let harness = try CommandHarness()
        let one = harness.run("bench", "--calibration", "--replicates", "20", "--seed", "3")
        let two = harness.run("bench", "--calibration", "--replicates", "20", "--seed", "3")
        #expect(one.out == two.out)
        #expect(one.out.contains("calibration: 20 replicate runs per row, seed 3"))
        #expect(one.out.contains("| interval or test | measures | nominal | observed | acceptable | verdict |"))
        #expect(one.out.contains("| sequential t-test alpha (accept H1 under H0), normal | error rate | 5.0% |"))
        #expect(one.out.contains("sub-game ratio over games (cluster-robust)") && !one.out.contains("not measured"))
        let rows = CalibrationSuite(replicates: 20, seed: 3).rows()
        #expect(one.status == (rows.allSatisfy(\.passes) ? .success : .failure))
    }

    @Test("the table marks a row outside its range as MISS")
    func miss() {
        let table = BenchCommand.calibrationTable([CalibrationRow(name: "bad", kind: .errorRate, nominal: 0.05, hits: 50, total: 100)], replicates: 100, seed: 1)
        #expect(table.contains("| bad | error rate | 5.0% | 50.0% (50/100) | at most 10.1% | MISS |"))
        #expect(table.contains("calibration: 1 row outside the acceptable range"))
    }

    @Test("bad options exit 2", arguments: [
        (["bench", "--calibration", "--replicates", "0"], "--replicates is \"0\""),
        (["bench", "--replicates", "10"], "go with --calibration"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let result = try CommandHarness().run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.contains(message), "\(result.error)")
    }
}
