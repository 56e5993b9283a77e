import PlaytestHarness
import PlaytestProperties

/// Renders a run's analysis as a Markdown report with CSV tables and SVG charts.
///
/// The render stage: it reads only its ``RunAnalysis`` (gate verdicts, coverage failures, failures with their
/// tokens, confirmations, the games' sections), so it plays no game and resolves no registration.
/// Pure: returns the files' names and contents; the command line writes them.
/// Every file opens with its facts (scenario, seed, rules, games, version) and
/// holds no wall-clock time, so a rerun with the same seed diffs clean.
public struct BalanceReport: Sendable {
    /// What the run's results mean, computed once by the analyse stage.
    public let analysis: RunAnalysis
    /// The game this report covers when it is one folder of a scenario of several games (its title names it and it
    /// links back to `index.md`); nil for a whole scenario's report.
    public var part: String?
    /// The figures that moved since an earlier run (`run --baseline`), marked beside the answers and figures they
    /// concern; empty without a baseline.
    public var moved: [FigureChange] = []

    /// A report of an analysis.
    public init(analysis: RunAnalysis) {
        self.analysis = analysis
    }

    /// The scenario played.
    public var scenario: Scenario { analysis.scenario }
    /// The scenario file, as the user named it.
    public var scenarioFile: String { analysis.scenarioFile }
    /// One result per configuration, in the scenario's order.
    public var results: [ConfigurationResult] { analysis.results }
    /// The games played again to confirm best-arm claims (`confirm`), by configuration index; empty when none is asked.
    public var confirmations: [Int: ConfigurationResult] { analysis.confirmations }
    /// Every gate's verdict, as the analysis evaluated it.
    public var gateResults: [GateResult] { analysis.gateResults }
    /// Every required share shown to be missed: the configuration, the label's tally and the share required.
    public var coverageFailures: [RunAnalysis.CoverageFailure] { analysis.coverageFailures }
    /// The first failing game of every broken invariant in every configuration, with its replay tokens.
    public var firstFailures: [InvariantFailure] { analysis.failures }
    /// "Which arm is highest": per metric and game with at least two playing arms, the comparison of its arms.
    public var armComparisons: [ArmComparison] { analysis.armComparisons }

    /// True when every invariant held in every game, no required situation was shown to be too rare and every gate passed.
    public var allHeld: Bool { analysis.allHeld }

    /// The report's files: `report.md`, `results.csv`, `histograms.csv`, `invariants.csv`, `coverage.csv` and the charts,
    /// flat in the report folder. (`renderFolder()` splits a scenario of several games into one folder per game.)
    public func render() -> [ReportFile] {
        rendered().files
    }

    /// The report's files and the document `report.md` renders, for the HTML page.
    func rendered() -> (files: [ReportFile], document: MarkdownDocument) {
        let charts = chartFiles()
        let sections = gameSections
        let document = markdownDocument(charts: charts, sections: sections)
        let tables: [ReportFile] = [resultsCSV(), answersCSV(), histogramsCSV(), invariantsCSV(), coverageCSV()]
            + (scenario.hasGates ? [gatesCSV()] : []) + (seriesFigures.isEmpty ? [] : [seriesCSV()]) + (skillTraces.isEmpty ? [] : [skillTraceCSV()])
        let files = [ReportFile(name: "report.md", contents: document.render())] + tables + charts.map(\.file)
            + sections.flatMap { $0.charts.map { ReportFile(name: $0.name, contents: svgFacts + SVGChart.draw($0.spec)) } }
            + sections.flatMap(\.files)
        return (files, document)
    }

    /// Each game's own section, in the order the games first appear.
    var gameSections: [ReportSection] { analysis.sections.map(\.section) }

    // MARK: - Facts

    /// The facts every file opens with.
    var facts: [(String, String)] {
        let rules = Array(Set(scenario.configurations.map(\.configuration.rules))).sorted().joined(separator: ", ")
        let games = results.reduce(0) { $0 + $1.games }
        return [
            ("scenario", "\(scenario.name) (\(scenarioFile))"),
            ("seed", String(scenario.seed)),
            ("rule sets", rules),
            ("games per configuration", NumberFormat.grouped(scenario.games)),
            ("configurations", String(scenario.configurations.count)),
            ("games in all", NumberFormat.grouped(games)),
            ("generator", "xoshiro256** streams seeded by SplitMix64 from (seed, game, stream): stream 0 the game's chance, 1+s seat s; every configuration plays game i on the same chance"),
            ("version", "Playtest \(PlaytestVersion.current)"),
        ]
    }

    // MARK: - Markdown

    func markdown(charts: [Chart], sections: [ReportSection] = []) -> String {
        markdownDocument(charts: charts, sections: sections).render()
    }

    /// `report.md` as a document: what both the Markdown and the HTML page render.
    func markdownDocument(charts: [Chart], sections: [ReportSection] = []) -> MarkdownDocument {
        var document = MarkdownDocument()
        document.heading("Playtest report: \(scenario.name)" + (part.map { ", \($0)" } ?? ""))
        if part != nil { document.paragraph("[Back to the index](../index.md) of \(scenario.name), every game's answers on one page.") }
        // The answers first, the run's facts after them (a game's part: the index holds them too).
        appendDesignQuestions(designAnswers, to: &document)
        appendFacts(to: &document)
        let findings = findingItems
        if !findings.isEmpty {
            document.heading("What to look at", level: 2, anchor: anchor("findings"))
            document.summary(NumberFormat.counted(findings.count, "finding") + ", each linked to its figures", inMarkdown: false)
            document.bulletList(findings.map(\.text), targets: findings.map(\.target))
        }
        appendGates(to: &document)
        document.heading("Configurations", level: 2, anchor: anchor("configurations"))
        document.summary(NumberFormat.counted(scenario.configurations.count, "configuration") + ": each one's game, bot, role, rules and parameters",
                         inMarkdown: false)
        document.table(
            header: ["#", "game", "bot", "role", "rules", "parameters", "games", "steps per game (mean)"],
            rows: zip(scenario.configurations, results).map { configuration, result in
                [String(configuration.index), configuration.game, configuration.bot, configuration.role, configuration.configuration.rules,
                 configuration.configuration.parameterList, NumberFormat.grouped(result.games),
                 NumberFormat.fixed(result.steps.mean ?? 0, digits: 1)]
            },
            alignments: [.right, .left, .left, .left, .left, .left, .right, .right])
        for name in measurementNames {
            appendMeasurement(named: name, to: &document, charts: charts.filter { $0.measurement == name },
                              capped: mechanicalMetrics.first { $0.metric == name && $0.cap != nil })
        }
        appendComparisons(to: &document)
        appendSkill(to: &document)
        appendSeries(to: &document, charts: charts)
        for section in sections where section.hasContent {
            // A game's section: its plain sentences and list, its charts (drawn here, from its data) right after
            // the words they illustrate, then its tables.
            document.heading(section.heading, level: 2, anchor: anchor(Evidence.Section.game))
            for paragraph in section.paragraphs { document.paragraph(paragraph) }
            if !section.items.isEmpty { document.bulletList(section.items) }
            for chart in section.charts { document.image(alt: chart.title, path: chart.name) }
            if !section.header.isEmpty { document.table(header: section.header, rows: section.rows) }
            for table in section.tables {
                document.paragraph(table.caption)
                document.table(header: table.header, rows: table.rows)
            }
        }
        appendSeats(to: &document)
        appendCloseness(to: &document)
        appendChecking(to: &document)
        appendCoverage(to: &document)
        appendInvariants(to: &document)
        return document
    }

    /// "## Facts": the scenario, seed, rules, games and version, and the scenario's description; its summary line
    /// gives the seed, the games and the invariants' verdict.
    func appendFacts(to document: inout MarkdownDocument) {
        let games = results.reduce(0) { $0 + $1.games }
        document.heading("Facts", level: 2, anchor: anchor("facts"))
        document.summary("seed \(scenario.seed), " + NumberFormat.counted(scenario.configurations.count, "configuration") + ", "
            + NumberFormat.counted(games, "game") + "; invariants: " + invariantVerdict, inMarkdown: false)
        document.facts(facts + [("invariants", invariantVerdict)])
        if !scenario.description.isEmpty { document.paragraph(Self.echoed(scenario.description)) }
    }

    /// The most characters of a scenario's description that `report.md` echoes.
    public static let descriptionLimit = 2_000

    /// A description as `report.md` echoes it: the first ``descriptionLimit`` characters, then
    /// `... (N more characters)`.
    /// - Complexity: O(n) in the description's length.
    static func echoed(_ description: String) -> String {
        guard let end = description.index(description.startIndex, offsetBy: descriptionLimit, limitedBy: description.endIndex),
              end < description.endIndex else { return description }
        let more = description[end...].count
        return String(description[..<end]) + "... (\(NumberFormat.counted(more, "more character")))"
    }

    /// "all held in 1,600 games", or "3 invariants broke in 20 configurations (see Invariants)" (``RunAnalysis/invariantVerdict``).
    public var invariantVerdict: String { analysis.invariantVerdict }

    /// The playing configurations' measurement names (not details) in order of first appearance.
    var measurementNames: [String] { analysis.measurementNames }

    /// Each playing configuration's measurement of this name, if it has one (checking bots have their own section).
    func measurements(named name: String) -> [(configuration: ScenarioConfiguration, measurement: Measurement)] {
        analysis.measurements(named: name)
    }
}
