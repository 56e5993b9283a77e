import PlaytestHarness
import PlaytestStatistics

// MARK: - Best-arm claims and the checking bots' section

extension BalanceReport {
    /// "Which arm is highest": per metric and game with at least two playing arms, the leader, its closest rival and
    /// the adjusted p-value of the weakest of its comparisons.
    func appendComparisons(to document: inout MarkdownDocument) {
        let comparisons = armComparisons
        guard !comparisons.isEmpty else { return }
        document.heading("Which arm is highest", level: 2)
        let methods = Set(comparisons.map(\.method))
        let methodText = methods.count == 1 ? "\(methods.first!.rawValue)'s method" : "Holm's method up to \(MultipleComparisons.holmLimit) "
            + "comparisons and Benjamini-Hochberg's above"
        document.paragraph("For each metric, the arm with the highest mean is compared with every other arm of its game "
            + "(two-sided z test of the difference of means, the arms playing the same deals); the p-values are adjusted "
            + "for the number of comparisons by \(methodText). The claim holds when every adjusted p-value is below "
            + "\(NumberFormat.fixed(ArmComparison.level, digits: 2)). Checking bots take no part.")
        document.table(
            header: ["metric", "arms", "highest mean", "mean", "closest rival", "its mean", "adjusted p", "method", "highest?"],
            rows: comparisons.map { comparison in
                let digits = measurements(named: comparison.metric).first?.measurement.digits ?? 2
                let rival = comparison.closestRival
                return [comparison.label, String(comparison.arms.count), comparison.leadingArm.label,
                        NumberFormat.fixed(comparison.leadingArm.mean, digits: digits), rival.label, NumberFormat.fixed(rival.mean, digits: digits),
                        Self.pText(comparison.weakestPValue).replacingOccurrences(of: "= ", with: ""), comparison.method.rawValue,
                        comparison.leaderIsHighest ? "yes" : "not shown"]
            },
            alignments: [.left, .right, .left, .right, .left, .right, .right, .left, .left])
        appendConfirmations(to: &document)
    }

    /// "Checking bots": the fuzzers' figures, one row per configuration and metric, apart from the balance tables.
    func appendChecking(to document: inout MarkdownDocument) {
        let pairs = checkingPairs
        guard !pairs.isEmpty else { return }
        document.heading("Checking bots", level: 2, anchor: anchor(Anchor.checking))
        document.paragraph("Swarm fuzzers drive the games to the situations the invariants need; their figures describe "
            + "the fuzzer, not the game's balance, so they are kept apart. Their invariants and coverage are in the sections below.")
        let rows = pairs.flatMap { configuration, result in
            result.measurements.filter { !$0.isDetail }.compactMap { measurement -> [String]? in
                let digits = measurement.digits
                let unit = measurement.unit.isEmpty ? "" : " (\(measurement.unit))"
                switch measurement.value {
                case .summary, .histogram, .rate, .ratio:
                    guard let estimate = measurement.estimate else { return nil }
                    let interval = measurement.meanInterval.map {
                        "\(NumberFormat.fixed($0.lower, digits: digits)) to \(NumberFormat.fixed($0.upper, digits: digits))"
                    } ?? ""
                    return [configuration.label, measurement.label + unit, NumberFormat.grouped(estimate.count),
                            NumberFormat.fixed(estimate.mean, digits: digits), interval]
                case .scalar(let value):
                    return [configuration.label, measurement.label + unit, "", NumberFormat.fixed(value, digits: digits), ""]
                case .chiSquare(let test):
                    return [configuration.label, measurement.label, "", "chi-square \(NumberFormat.fixed(test.statistic, digits: 2)), "
                        + "\(test.degreesOfFreedom) df, p \(Self.pText(test.pValue))", ""]
                }
            }
        }
        document.table(header: ["configuration", "metric", "n", "mean", "95% interval"], rows: rows,
                       alignments: [.left, .left, .right, .right, .right])
    }
}
