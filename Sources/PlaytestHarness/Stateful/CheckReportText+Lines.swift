import PlaytestProperties

extension CheckReportText {
    /// The whole text of one configuration's check, as `check` prints it: the heading, what was played, each
    /// replayed regression and finding with its replay command (naming `program`), coverage, stated shares,
    /// parameter regions and the verdict line. Formatting only: every verdict comes from `analysis`.
    public static func lines(_ analysis: CheckAnalysis, program: String) -> [String] {
        let report = analysis.report
        var lines = ["check \(report.game): rules \(report.configuration.rules), \(analysis.parametersShown), seed \(report.seed), bots \(analysis.bots.joined(separator: ", "))"]
        if let swarm = swarm(report) { lines.append("  " + swarm) }
        lines.append("  \(NumberFormat.counted(report.gamesPlayed, "game")), \(NumberFormat.grouped(report.checks)) invariant checks")
        lines.append("  " + moments(analysis.invariants, program: program))
        if report.regressionsReplayed > 0 {
            let failing = report.regressions.count
            lines.append("  replayed \(NumberFormat.counted(report.regressionsReplayed, "saved regression")) first: \(failing == 0 ? "all pass now" : "\(failing) still fail")")
        }
        for failure in report.regressions { lines.append(indented(regression(failure, program: program))) }
        if let targeted = report.targeted { lines.append("  " + targeted.summary) }
        for found in report.findings { lines.append(indented(finding(found, program: program))) }
        lines += coverage(report).map { "  " + $0 }
        lines += statedShares(report).map { "  " + $0 }
        lines += parameterRegions(report).map { "  " + $0 }
        if !report.waivedRequirements.isEmpty {
            lines.append("  not required: \(report.waivedRequirements.joined(separator: ", ")) (no game of this configuration can reach "
                + "\(report.waivedRequirements.count == 1 ? "it" : "them"), e.g. a fixed deal that is over at the deal)")
        }
        lines.append("  " + verdict(analysis))
        return lines
    }

    /// The verdict line: the invariants held or broke, then what coverage failed, was accepted or is not yet shown.
    static func verdict(_ analysis: CheckAnalysis) -> String {
        let report = analysis.report
        let total = analysis.invariantCount
        let regressions = report.regressions.isEmpty ? ""
            : "; \(NumberFormat.counted(report.regressions.count, "saved regression")) still \(report.regressions.count == 1 ? "fails" : "fail")"
        var verdict = report.findings.isEmpty && report.regressions.isEmpty
            ? (total == 1 ? "the 1 invariant held" : "all \(total) invariants held")
            : "\(analysis.broken.count) of \(NumberFormat.counted(total, "invariant")) broke" + regressions
        if !analysis.coverageFailures.isEmpty {
            verdict += "; \(NumberFormat.counted(analysis.coverageFailures.count, "required situation")) shown too rare: "
                + analysis.coverageFailures.joined(separator: ", ")
        }
        if !analysis.coverageAccepted.isEmpty {
            verdict += "; accepted as unreachable: " + analysis.coverageAccepted.joined(separator: ", ")
        }
        if !analysis.coverageNotYetShown.isEmpty {
            verdict += "; not yet shown (a warning): " + analysis.coverageNotYetShown.joined(separator: ", ")
        }
        return verdict
    }

    /// `text` with every line indented by two spaces.
    public static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
