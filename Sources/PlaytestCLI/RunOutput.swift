import PlaytestKit

/// The one place that turns a scenario and its configurations' results into report files and a summary:
/// used by `playtest run` and by `playtest merge`, so a merged report is the report of a single run.
enum RunOutput {
    /// Renders the balance report of `results` (one per configuration, in order), writes it into `out`,
    /// prints the summary lines, and returns the run's exit status. Claims a study asks to `confirm` are played
    /// again first, on `jobs` threads (the figures are the same whatever `jobs`).
    static func write(
        scenario: Scenario, scenarioFile file: String, results: [ConfigurationResult], out: OutputFolder, io: CommandIO,
        command: String = "run", junit: String? = nil, jobs: Int = 1, program: String = "playtest"
    ) throws(CommandError) -> ExitStatus {
        var report = BalanceReport(scenario: scenario, scenarioFile: file, results: results)
        // A study's `confirm` plays its best-arm claims again here, after every configuration (so a merge of shards does too).
        report.confirmations = report.playConfirmations(jobs: jobs)
        let files = report.renderFolder()
        try out.write(files)
        io.line("\(command) \(scenario.name): \(NumberFormat.counted(scenario.configurations.count, "configuration")) x \(NumberFormat.counted(scenario.games, "game")), seed \(scenario.seed)")
        io.line("  wrote \(NumberFormat.counted(files.count, "file")) to \(out.shownAs) (\(files.first?.name ?? "report.md") first)")
        io.line("  invariants: \(report.invariantVerdict)")
        for (failure, shrunk) in zip(report.firstFailures, RunCommand.shrunkFailures(report.firstFailures, scenario: scenario)) {
            io.line("  \(failure.invariant) broke in \(failure.configuration.label), game \(failure.game): \(failure.violation.message)")
            io.line("    replay: \(program) replay \(shrunk.token)" + (shrunk.steps < 0 ? "" : " (shrunk to \(NumberFormat.counted(shrunk.steps, "step")))"))
        }
        for failure in report.coverageFailures {
            io.line("  coverage FAILED in \(failure.configuration.label): \(failure.tally.info.name) (\(failure.tally.info.summary)) "
                + "reached in \(failure.tally.games) of \(failure.tally.trials) games; required \(CheckReportText.percent(failure.required))")
        }
        try RunCommand.finishGates(report, junit: junit, io: io)
        return report.allHeld ? .success : .failure
    }
}
