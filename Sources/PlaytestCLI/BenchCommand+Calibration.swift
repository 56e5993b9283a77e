import PlaytestKit

// MARK: - Calibration

extension BenchCommand {
    /// The help lines of `--calibration`, naming `program`.
    static func calibrationHelp(_ program: String) -> String {
        """

        Usage: \(program) bench --calibration [--replicates N] [--seed S]

        Simulates N replicate runs (default 500) of every kind of interval and
        test Playtest prints, on data whose truth is known, and prints each one's
        coverage or error rate against its nominal rate: game-level mean (t),
        rate (Wilson), paired difference (t), Welch difference, confidence
        sequences for a rate and a bounded mean over 50 looks (skewed and rare
        event included), the sequential t-test's alpha and beta, the
        equivalence test's alpha, a sub-game ratio over games, a team's score
        and win rate and a role's win share (ratios over games, a team's win
        once per game), and a deal-level rate pooled over arms sharing their
        deals (each distinct deal once). Exit status 1 when any row lands outside its
        acceptable range (printed beside it), else 0. Deterministic from S.

        """
    }

    /// `playtest bench --calibration`: prints the calibration table; exit 1 when any row misses.
    static func runCalibration(_ args: Arguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let replicates = try args.integer("--replicates", in: 1...1_000_000, default: 500)!
        let seed = try args.seed() ?? 1
        let rows = CalibrationSuite(replicates: replicates, seed: seed).rows()
        io.writeOut(calibrationTable(rows, replicates: replicates, seed: seed))
        return rows.allSatisfy(\.passes) ? .success : .failure
    }

    /// The table as Markdown, one row per kind, then what is not measured.
    static func calibrationTable(_ rows: [CalibrationRow], replicates: Int, seed: UInt64) -> String {
        func percent(_ x: Double) -> String { NumberFormat.fixed(x * 100, digits: 1) + "%" }
        var lines = ["calibration: \(NumberFormat.grouped(replicates)) replicate runs per row, seed \(seed); Playtest \(PlaytestVersion.current)", "",
                     "| interval or test | measures | nominal | observed | acceptable | verdict |", "|---|---|---|---|---|---|"]
        for row in rows {
            let range = row.acceptable
            let acceptable = row.kind == .errorRate ? "at most \(percent(range.upperBound))"
                : row.kind == .coverageAtLeast ? "at least \(percent(range.lowerBound))" : "\(percent(range.lowerBound)) to \(percent(range.upperBound))"
            lines.append("| \(row.name) | \(row.kind.rawValue) | \(percent(row.nominal)) | \(percent(row.observed)) (\(row.hits)/\(row.total)) "
                + "| \(acceptable) | \(row.passes ? "ok" : "MISS") |")
        }
        for kind in CalibrationSuite.unregisteredKinds { lines.append("| \(kind) | not measured | | | | |") }
        let misses = rows.filter { !$0.passes }.count
        lines.append("")
        lines.append(misses == 0 ? "calibration: every row within its acceptable range"
            : "calibration: \(NumberFormat.counted(misses, "row")) outside the acceptable range")
        return lines.joined(separator: "\n") + "\n"
    }
}
