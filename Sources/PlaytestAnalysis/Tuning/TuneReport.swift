import PlaytestHarness
import PlaytestProperties

/// The tuner's output as files: the proposed scenario, report.md, trace.csv and confirmation.csv (pure: returns text).
public struct TuneReport: Sendable {
    /// The tuning file.
    public let file: TuneFile
    /// The file's name as the user typed it.
    public let fileName: String
    /// The search.
    public let search: TuneSearch
    /// The confirmation.
    public let confirmation: TuneConfirmation

    /// The proposed scenario's file name.
    public static let proposedName = "proposed.json"

    /// Creates a report.
    public init(file: TuneFile, fileName: String, search: TuneSearch, confirmation: TuneConfirmation) {
        self.file = file
        self.fileName = fileName
        self.search = search
        self.confirmation = confirmation
    }

    var parameters: [TunedParameter] { file.spec.parameters }
    var changed: [(parameter: TunedParameter, value: Int)] {
        zip(parameters, search.winner.values).filter { $0.0.defaultValue != $0.1 }.map { ($0.0, $0.1) }
    }

    /// Every file, report.md first.
    public func render() -> [ReportFile] {
        [ReportFile(name: "report.md", contents: markdown()), ReportFile(name: Self.proposedName, contents: proposedScenario()),
         ReportFile(name: "trace.csv", contents: traceCSV()), ReportFile(name: "confirmation.csv", contents: confirmationCSV())]
    }

    // MARK: - The proposed scenario

    /// The tuning file's scenario without `tune`, named `<name>-proposed`, with every changed entry set in every study.
    public func proposedScenario() -> String {
        let entries = changed.map { JSONValue.Member(key: $0.parameter.name, value: .number(String($0.value))) }
        var json = file.scenarioJSON.setting("name", to: .string(file.scenario.name + "-proposed"))
        let changes = changed.isEmpty ? "no change" : changed.map { "\($0.parameter.name) \($0.parameter.defaultValue) -> \($0.value)" }.joined(separator: ", ")
        let note = "Proposed by playtest tune \(fileName) (seed \(file.scenario.seed), Playtest \(PlaytestVersion.current)): \(changes)."
        json = json.setting("description", to: .string(file.scenario.description.isEmpty ? note : note + " " + file.scenario.description))
        if case .array(let studies)? = json["studies"] {
            json = json.setting("studies", to: .array(studies.map { study in
                guard !entries.isEmpty else { return study }
                var parameters: [JSONValue.Member] = []
                if case .object(let existing)? = study["parameters"] { parameters = existing }
                return study.setting("parameters", to: .object(parameters + entries))
            }))
        }
        return json.indented() + "\n"
    }

    // MARK: - CSV

    /// Every candidate in every rung: generation, rung, position, table, changes, games, loss with its interval, score, kept.
    public func traceCSV() -> String {
        var table = CSVTable(header: ["scenario", "seed", "generation", "rung", "position", "candidate", "changes", "games",
                                      "loss", "lower95", "upper95", "score", "kept"] + parameters.map(\.name))
        for row in search.trace {
            table.append([.text(file.scenario.name), .text(String(file.scenario.seed)), .integer(row.generation), .integer(row.rung),
                          .integer(row.position), .text(row.candidate.label(parameters)), .integer(row.changes), .integer(row.estimate.games),
                          .number(row.estimate.loss, digits: 6), .number(row.estimate.lower, digits: 6), .number(row.estimate.upper, digits: 6),
                          .number(row.score, digits: 6), .text(row.kept ? "yes" : "no")] + row.candidate.values.map { .integer($0) })
        }
        return table.render()
    }

    /// Per configuration, the default's and the proposed table's gap, and each report metric, on the fresh seed.
    public func confirmationCSV() -> String {
        var table = CSVTable(header: ["scenario", "confirmationSeed", "games", "configuration", "figure", "table", "value", "lower95", "upper95"])
        let facts: [CSVCell] = [.text(file.scenario.name), .text(String(confirmation.seed)), .integer(confirmation.games)]
        for (label, estimate) in [("default", confirmation.defaultEstimate), ("proposed", confirmation.proposedEstimate)] {
            table.append(facts + [.text("all"), .text("loss"), .text(label), .number(estimate.loss, digits: 6),
                                  .number(estimate.lower, digits: 6), .number(estimate.upper, digits: 6)])
            for (configuration, gap) in zip(file.scenario.configurations, estimate.gaps) {
                table.append(facts + [.text(configuration.label), .text("gap"), .text(label), .number(gap.value, digits: 6),
                                      .number(gap.lower, digits: 6), .number(gap.upper, digits: 6)])
            }
        }
        for row in skillCSVRows(facts) { table.append(row) }
        for metric in file.spec.reportMetrics {
            for (label, results) in [("default", confirmation.defaultResults), ("proposed", confirmation.proposedResults)] {
                for (configuration, result) in zip(file.scenario.configurations, results) {
                    guard let figure = TuneObjective.mean(of: metric, in: result, configuration: configuration) else { continue }
                    table.append(facts + [.text(configuration.label), .text(metric), .text(label), .number(figure.mean, digits: 6),
                                          .number(figure.mean - 1.96 * figure.standardError, digits: 6),
                                          .number(figure.mean + 1.96 * figure.standardError, digits: 6)])
                }
            }
        }
        return table.render()
    }
}
