import PlaytestHarness
import PlaytestProperties

// MARK: - One folder per game, and the index linking them

extension BalanceReport {
    /// The scenario's game ids, in the order they first appear.
    public var gameIDs: [String] { analysis.gameIDs }

    /// One report per game, each holding that game's configurations (with their indices in the whole scenario),
    /// results and analysis, in the order the games first appear.
    public var gameReports: [(game: String, report: BalanceReport)] {
        gameIDs.map { id in
            var report = BalanceReport(analysis: analysis.part(game: id))
            report.part = id
            return (id, report)
        }
    }

    /// The report folder's files, as relative paths. A scenario of one game is flat (``render()``); a scenario of
    /// several writes `index.md` and one folder per game (`pokerslam/report.md` with that game's CSV files and
    /// charts, ...), so that each game's tables and comparisons stay among its own arms.
    /// Last comes `report.html`, the whole run on one self-contained page (`HTMLPage`), rendered from the same
    /// documents as the Markdown.
    ///
    /// With `changes` (a comparison with an earlier run, named `baseline`), the folder also holds `changes.md` and
    /// `changes.csv`, and the page shows what changed right after the index.
    public func renderFolder(changes: ChangeAnalysis? = nil, baseline: String = "") -> [ReportFile] {
        var parts = gameReports
        if let changes {
            for index in parts.indices { parts[index].report.moved = changes.moved.filter { $0.current.game == parts[index].game } }
        }
        let changed = changes.map { (files: $0.files(baseline: baseline), document: $0.document(baseline: baseline)) }
        let changesPart = changed.map { HTMLPage.Part(id: "changes", title: "What changed", document: $0.document, charts: [:]) }
        guard parts.count > 1 else {
            var report = self
            report.moved = changes?.moved ?? []
            let (files, document) = report.rendered()
            return files + (changed?.files ?? []) + [htmlFile(parts: [htmlPart(document, files: files, game: nil)] + (changesPart.map { [$0] } ?? []))]
        }
        let index = indexDocument(parts)
        var files = [ReportFile(name: "index.md", contents: index.render())] + (changed?.files ?? [])
        var pages = [HTMLPage.Part(id: nil, title: "Index", document: index, charts: [:])] + (changesPart.map { [$0] } ?? [])
        for (game, report) in parts {
            let (own, document) = report.rendered()
            files += own.map { ReportFile(name: "\(game)/\($0.name)", contents: $0.contents) }
            pages.append(htmlPart(document, files: own, game: game))
        }
        return files + [htmlFile(parts: pages)]
    }

    /// `index.md`: the whole run's facts, then per game its verdict, its leading findings and a link to its report.
    func indexMarkdown(_ parts: [(game: String, report: BalanceReport)]) -> String {
        indexDocument(parts).render()
    }

    /// `index.md` as a document, for the Markdown and the HTML page alike.
    func indexDocument(_ parts: [(game: String, report: BalanceReport)]) -> MarkdownDocument {
        var document = MarkdownDocument()
        document.heading("Playtest report: \(scenario.name)")
        document.heading("Design questions", level: 2)
        document.paragraph("Every game's answers, what is off first within each game; each game's report opens with each answer in a sentence, with the interval behind it.")
        // The page's verdict board: every game's answers, problems first within each game.
        document.board(parts.flatMap { part in
            part.report.designAnswers.sorted { ($0.severity, $0.question) < ($1.severity, $1.question) }
                .map { part.report.boardItem($0, game: part.game, subject: part.game) }
        })
        document.fold("Each game's answers on one line")
        document.bulletList(parts.map { part in Self.designLine(game: part.game, answers: part.report.designAnswers) })
        let skillLines = parts.compactMap { $0.report.skillLine }
        if !skillLines.isEmpty {
            document.heading("Skill", level: 2)
            document.paragraph("One line per game with a ladder study: what skill is worth, strongest player against weakest on the same deals.")
            document.bulletList(skillLines)
        }
        document.heading("Games", level: 2)
        document.summary(parts.map { "\($0.game) " + NumberFormat.counted($0.report.scenario.configurations.count, "configuration") }
            .joined(separator: ", ") + "; invariants: " + invariantVerdict, inMarkdown: false)
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
            let findings = report.findingItems
            document.bulletList(findings.prefix(2).map(\.text) + (findings.count > 2 ? ["... \(findings.count - 2) more in [\(game)/report.md](\(game)/report.md)."] : []),
                                targets: findings.prefix(2).map(\.target))
        }
        // The run's facts after the answers, so the page opens on the verdicts.
        appendFacts(to: &document)
        return document
    }
}
