import PlaytestHarness

/// A search tuning's output as files: report.md (the grid, the confirmation and the settings to register) and
/// trace.csv (every candidate of every rung). Pure: returns text.
public struct SearchTuneReport: Sendable {
    /// The tuner (its game, spec, seed and pool).
    public let tuner: SearchTuner
    /// The halving.
    public let search: SearchTuneSearch
    /// The confirmation.
    public let confirmation: SearchTuneConfirmation
    /// The command that ran it, as typed (shown so the report can be reproduced).
    public let command: String

    /// Creates a report.
    public init(tuner: SearchTuner, search: SearchTuneSearch, confirmation: SearchTuneConfirmation, command: String) {
        self.tuner = tuner
        self.search = search
        self.confirmation = confirmation
        self.command = command
    }

    /// The proposed variant.
    public var proposed: SearchVariant { tuner.pool[search.winner] }

    /// The settings to register: the proposed ones when the confirmation shows them better, else the registered ones.
    public var recommended: SearchVariant { confirmation.isShownBetter ? proposed : tuner.pool[0] }

    /// Every file, report.md first.
    public func render() -> [ReportFile] {
        [ReportFile(name: "report.md", contents: markdown()), ReportFile(name: "trace.csv", contents: traceCSV())]
    }

    /// The report.
    public func markdown() -> String {
        let spec = tuner.spec
        let game = tuner.registration.descriptor.id
        let unit = tuner.measure == .score ? "score" : "win rate (ties half)"
        var lines: [String] = [
            "# Search tuning: \(game), \(spec.family)-\(spec.iterations) against \(spec.reference)", "",
            "Command: `\(command)`", "",
            "Configuration: \(tuner.configuration.description); \(NumberFormat.counted(tuner.seats, "seat")); seed \(tuner.seed).",
            "Each deal's figure: the candidate's \(unit) minus the reference's on the same deal"
                + (tuner.seats == 1 ? "." : " (the candidate plays each seat in turn among \(spec.reference) bots; the reference the average seat of its own game)."),
            "Successive halving over \(NumberFormat.counted(tuner.pool.count, "candidate")) from \(spec.games) deals, doubling: "
                + "\(NumberFormat.counted(search.games, "game")) played. Intervals: 95%, paired over deals.", "",
            "## Confirmation on fresh seed \(confirmation.seed) (\(confirmation.games) deals)", "",
            "| settings | against \(spec.reference) |", "|---|---|",
            "| registered: \(tuner.pool[0].label) | \(confirmation.registered.text) |",
            "| proposed: \(proposed.label) | \(confirmation.proposed.text) |", "",
            "Proposed minus registered: \(confirmation.gain.text)"
                + (search.winner == 0 ? " (the registered settings won the halving)."
                   : confirmation.isShownBetter ? ": shown better." : ": not shown better; keep the registered settings."), "",
            "## To register", "",
            "```swift", recommended.swiftSettings(iterations: spec.iterations), "```",
        ]
        if let cutoff = recommended.rolloutCutoff { lines.append("with `rollout: .evaluated(after: \(cutoff))`.") }
        lines += ["", "## The halving", "", "| rung | # | settings | deals | against \(spec.reference) | kept |", "|---|---|---|---|---|---|"]
        for row in search.trace {
            lines.append("| \(row.rung) | \(row.position) | \(row.variant.label) | \(row.deals) | \(row.estimate.text) | \(row.kept ? "yes" : "") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per candidate per rung.
    public func traceCSV() -> String {
        var lines = ["rung,position,exploration,widening,steps,cutoff,deals,mean,lower,upper,kept"]
        for row in search.trace {
            let settings = row.variant.settings
            let widening: String = settings.wideningScale.map(SearchVariant.number) ?? "none"
            let cutoff: String = row.variant.rolloutCutoff.map { String($0) } ?? "none"
            var cells: [String] = [String(row.rung), String(row.position), SearchVariant.number(settings.exploration), widening]
            cells += [String(settings.maxSimulationSteps), cutoff, String(row.deals)]
            cells += [String(row.estimate.mean), String(row.estimate.lower), String(row.estimate.upper), row.kept ? "1" : "0"]
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
