import PlaytestHarness
import PlaytestProperties

/// Renders a scenario's results as a Markdown report with CSV tables and SVG charts.
///
/// Pure: returns the files' names and contents; the command line writes them.
/// Every file opens with its facts (scenario, seed, rules, games, version) and
/// holds no wall-clock time, so a rerun with the same seed diffs clean.
public struct BalanceReport: Sendable {
    /// The scenario played.
    public let scenario: Scenario
    /// The scenario file, as the user named it.
    public let scenarioFile: String
    /// One result per configuration, in the scenario's order.
    public let results: [ConfigurationResult]
    /// The games played again to confirm best-arm claims (`confirm`), by configuration index: see
    /// ``confirmationRequests`` and ``playConfirmations(jobs:)``. Empty when the scenario asks for none.
    public var confirmations: [Int: ConfigurationResult] = [:]

    /// Creates a report.
    public init(scenario: Scenario, scenarioFile: String, results: [ConfigurationResult]) {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        self.scenario = scenario
        self.scenarioFile = scenarioFile
        self.results = results
    }

    /// True when every invariant held in every game, no required situation was shown to be too rare and every gate passed.
    public var allHeld: Bool { results.allSatisfy(\.allHeld) && coverageFailures.isEmpty && gateResults.allSatisfy(\.passes) }

    /// The report's files: `report.md`, `results.csv`, `histograms.csv`, `invariants.csv`, `coverage.csv` and the charts,
    /// flat in the report folder. (``renderFolder()`` splits a scenario of several games into one folder per game.)
    public func render() -> [ReportFile] {
        let charts = chartFiles()
        let sections = gameSections
        return [ReportFile(name: "report.md", contents: markdown(charts: charts, sections: sections))]
            + [resultsCSV(), histogramsCSV(), invariantsCSV(), coverageCSV()] + (scenario.hasGates ? [gatesCSV()] : []) + charts.map(\.file)
            + sections.flatMap { $0.charts.map { ReportFile(name: $0.name, contents: svgFacts + $0.svg) } }
            + sections.flatMap(\.files)
    }

    /// Each game's own section, in the order the games first appear.
    var gameSections: [ReportSection] {
        var ids: [String] = []
        for configuration in scenario.configurations where !ids.contains(configuration.game) { ids.append(configuration.game) }
        return ids.compactMap { id in
            let all = zip(scenario.configurations, results).filter { $0.0.game == id }
            // A game's own section reads its playing bots; only a game played by checking bots alone gets those.
            let playing = all.filter { !$0.0.isChecking }
            let pairs = playing.isEmpty ? all : playing
            guard let builder = pairs.first?.0.registration.reportSection else { return nil }
            return builder(pairs.map(\.0), pairs.map(\.1))
        }
    }

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
        var document = MarkdownDocument()
        document.heading("Playtest report: \(scenario.name)")
        document.facts(facts + [("invariants", invariantVerdict)])
        let findings = findings
        if !findings.isEmpty {
            document.heading("What to look at", level: 2)
            document.bulletList(findings)
        }
        if !scenario.description.isEmpty { document.paragraph(Self.echoed(scenario.description)) }
        appendGates(to: &document)
        document.heading("Configurations", level: 2)
        document.table(
            header: ["#", "game", "bot", "role", "rules", "parameters", "games", "steps per game (mean)"],
            rows: zip(scenario.configurations, results).map { configuration, result in
                [String(configuration.index), configuration.game, configuration.bot, configuration.role, configuration.configuration.rules,
                 configuration.configuration.parameterList, NumberFormat.grouped(result.games),
                 NumberFormat.fixed(result.steps.mean ?? 0, digits: 1)]
            },
            alignments: [.right, .left, .left, .left, .left, .left, .right, .right])
        for name in measurementNames {
            appendMeasurement(named: name, to: &document, charts: charts.filter { $0.measurement == name })
        }
        appendComparisons(to: &document)
        for section in sections {
            document.heading(section.heading, level: 2)
            for paragraph in section.paragraphs { document.paragraph(paragraph) }
            if !section.header.isEmpty { document.table(header: section.header, rows: section.rows) }
            for table in section.tables {
                document.paragraph(table.caption)
                document.table(header: table.header, rows: table.rows)
            }
            for chart in section.charts { document.image(alt: chart.title, path: chart.name) }
        }
        appendSeats(to: &document)
        appendChecking(to: &document)
        appendCoverage(to: &document)
        appendInvariants(to: &document)
        return document.render()
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

    /// "all held in 1,600 games", or "3 invariants broke in 20 configurations (see Invariants)": distinct
    /// invariants, and the configurations in which at least one broke.
    public var invariantVerdict: String {
        var broken: [String] = []
        var configurations = 0
        for result in results {
            let tallies = result.tallies.filter { $0.brokenGames > 0 }
            if !tallies.isEmpty { configurations += 1 }
            for tally in tallies where !broken.contains(tally.info.name) { broken.append(tally.info.name) }
        }
        let games = NumberFormat.grouped(results.reduce(0) { $0 + $1.games })
        return broken.isEmpty ? "all held in \(games) games"
            : "\(NumberFormat.counted(broken.count, "invariant")) broke in \(NumberFormat.counted(configurations, "configuration")) (see Invariants)"
    }

    /// The playing configurations' measurement names (not details) in order of first appearance.
    var measurementNames: [String] {
        var names: [String] = []
        for result in playingPairs.map(\.result) {
            for measurement in result.measurements where !measurement.isDetail && !names.contains(measurement.name) { names.append(measurement.name) }
        }
        return names
    }

    /// Each playing configuration's measurement of this name, if it has one (checking bots have their own section).
    func measurements(named name: String) -> [(configuration: ScenarioConfiguration, measurement: Measurement)] {
        playingPairs.compactMap { configuration, result in
            result.measurements.first { $0.name == name }.map { (configuration, $0) }
        }
    }
}
