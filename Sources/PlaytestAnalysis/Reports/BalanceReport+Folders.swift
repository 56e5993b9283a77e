import PlaytestHarness
import PlaytestProperties

// MARK: - One folder per game, and the index linking them

extension BalanceReport {
    /// The scenario's game ids, in the order they first appear.
    public var gameIDs: [String] {
        var ids: [String] = []
        for configuration in scenario.configurations where !ids.contains(configuration.game) { ids.append(configuration.game) }
        return ids
    }

    /// One report per game, each holding that game's configurations (with their indices in the whole scenario) and
    /// results, in the order the games first appear.
    public var gameReports: [(game: String, report: BalanceReport)] {
        gameIDs.map { id in
            var part = scenario
            let pairs = zip(scenario.configurations, results).filter { $0.0.game == id }
            part.configurations = pairs.map(\.0)
            var report = BalanceReport(scenario: part, scenarioFile: scenarioFile, results: pairs.map(\.1))
            report.confirmations = confirmations.filter { index, _ in part.configurations.contains { $0.index == index } }
            return (id, report)
        }
    }

    /// The report folder's files, as relative paths. A scenario of one game is flat (``render()``); a scenario of
    /// several writes `index.md` and one folder per game (`pokerslam/report.md` with that game's CSV files and
    /// charts, ...), so that each game's tables and comparisons stay among its own arms.
    public func renderFolder() -> [ReportFile] {
        let parts = gameReports
        guard parts.count > 1 else { return render() }
        return [ReportFile(name: "index.md", contents: indexMarkdown(parts))]
            + parts.flatMap { game, report in
                report.render().map { ReportFile(name: "\(game)/\($0.name)", contents: $0.contents) }
            }
    }

    /// `index.md`: the whole run's facts, then per game its verdict, its leading findings and a link to its report.
    func indexMarkdown(_ parts: [(game: String, report: BalanceReport)]) -> String {
        var document = MarkdownDocument()
        document.heading("Playtest report: \(scenario.name)")
        document.facts(facts + [("invariants", invariantVerdict)])
        document.heading("Games", level: 2)
        document.table(
            header: ["game", "report", "configurations", "games", "invariants", "coverage", "gates"],
            rows: parts.map { game, report in
                let failures = report.coverageFailures.count
                return [game, "[\(game)/report.md](\(game)/report.md)", String(report.scenario.configurations.count),
                        NumberFormat.grouped(report.results.reduce(0) { $0 + $1.games }), report.invariantVerdict,
                        failures == 0 ? "no required share missed" : "\(NumberFormat.counted(failures, "required share")) missed",
                        report.gateVerdict ?? "none declared"]
            },
            alignments: [.left, .left, .right, .right, .left, .left, .left])
        document.heading("What to look at", level: 2)
        for (game, report) in parts {
            document.heading("[\(game)](\(game)/report.md)", level: 3)
            let findings = report.findings
            document.bulletList(Array(findings.prefix(2)) + (findings.count > 2 ? ["... \(findings.count - 2) more in [\(game)/report.md](\(game)/report.md)."] : []))
        }
        if !scenario.description.isEmpty { document.paragraph(Self.echoed(scenario.description)) }
        return document.render()
    }
}
