import PlaytestKit

/// The one way from a scenario's results to report files and a summary, used by `playtest run` and by
/// `playtest merge`, so a merged report is the report of a single run: analyse (``RunAnalysis``, once), then render
/// (the report folder, JUnit and the summary lines, from that analysis alone).
enum RunOutput {
    /// Analyses `results` (one per configuration, in order) with the follow-ups the play stage played for them
    /// (``ScenarioPlayer/followUps(scenario:results:)``: failures shrunk, claims a study asks to `confirm` played
    /// again) and renders the analysis: writes the report into `out` (and JUnit to `junit`), prints the summary lines
    /// and returns the run's exit status; `sections` builds the games' own sections; `program` names the executable
    /// in every replay command printed or written.
    static func write(
        scenario: Scenario, scenarioFile file: String, results: [ConfigurationResult], out: OutputFolder, io: CommandIO,
        followUps: FollowUpResults, sections: ReportSections, command: String = "run", junit: String? = nil,
        program: String, baseline: RunBaseline? = nil
    ) throws(CommandError) -> ExitStatus {
        let analysis = RunAnalysis.analyse(
            scenario: scenario, scenarioFile: file, results: results, followUps: followUps, sections: sections, programName: program)
        return try render(analysis, out: out, io: io, command: command, junit: junit, baseline: baseline)
    }

    /// Renders an analysis: the report folder, the JUnit file when asked, and the summary lines; returns the exit status.
    /// Reads only the analysis (its program name included): plays no game and resolves no registration.
    static func render(
        _ analysis: RunAnalysis, out: OutputFolder, io: CommandIO, command: String = "run", junit: String? = nil,
        baseline: RunBaseline? = nil
    ) throws(CommandError) -> ExitStatus {
        let scenario = analysis.scenario
        let report = BalanceReport(analysis: analysis)
        var files = report.renderFolder()
        // With a baseline, the figures this run is about to write are compared with the earlier run's (both read from
        // their results tables by one reader), and the folder is written with the changes in it.
        let changes = baseline.map { ChangeAnalysis(baseline: $0.figures, current: RunBaseline.currentFigures(files)) }
        if let changes, let baseline { files = report.renderFolder(changes: changes, baseline: baseline.shownAs) }
        try out.write(files)
        io.line("\(command) \(scenario.name): \(NumberFormat.counted(scenario.configurations.count, "configuration")) x \(NumberFormat.counted(scenario.games, "game")), seed \(scenario.seed)")
        io.line("  wrote \(NumberFormat.counted(files.count, "file")) to \(out.shownAs) (\(files.first?.name ?? "report.md") first)")
        io.line("  invariants: \(report.invariantVerdict)")
        if let changes, let baseline {
            io.line("  " + changes.summaryLine(baseline: baseline.shownAs))
            for change in changes.moved.prefix(listedPassingGates) {
                io.line("    moved: \(change.current.game) \(change.current.metric) in \(change.current.configuration): "
                    + "\(NumberFormat.significant(change.baseline.mean ?? 0, digits: 4)) -> \(NumberFormat.significant(change.current.mean ?? 0, digits: 4))")
            }
        }
        for failure in analysis.failures {
            io.line("  \(failure.invariant) broke in \(failure.configuration.label), game \(failure.game): \(failure.violation.message)")
            io.line("    replay: \(analysis.replayCommand(failure.shrunkToken))" + (failure.shrunkSteps.map { " (shrunk to \(NumberFormat.counted($0, "step")))" } ?? ""))
        }
        for failure in analysis.coverageFailures {
            io.line("  coverage FAILED in \(failure.configuration.label): \(failure.tally.info.name) (\(failure.tally.info.summary)) "
                + "reached in \(failure.tally.games) of \(failure.tally.trials) games; required \(CheckReportText.percent(failure.required))")
        }
        if let verdict = report.gateVerdict {
            io.line("  gates: \(verdict)")
            let listed = analysis.gateResults.count <= listedPassingGates
                ? analysis.gateResults : analysis.gateResults.filter { $0.verdict != .pass }
            for result in listed { io.line("    " + BalanceReport.gateLine(result)) }
            let unlisted = analysis.gateResults.count - listed.count
            if unlisted > 0 {
                io.line("    (\(NumberFormat.counted(unlisted, "passing gate")) not listed here: every verdict is in the report's Gates section and gates.csv)")
            }
        }
        if let junit {
            try FileStore.writeAtomically(JUnitReport(report: report).render(), to: junit)
            io.line("  wrote JUnit XML to \(junit)")
        }
        io.line("  open \(out.shownAs)/\(files.first?.name ?? "report.md")")
        return analysis.allHeld ? .success : .failure
    }

    /// Up to this many gate verdicts, every one is printed; above it, only those that did not pass (a sweep of a
    /// hundred passing gates would bury the summary), with a line saying where the rest are.
    static let listedPassingGates = 12
}
