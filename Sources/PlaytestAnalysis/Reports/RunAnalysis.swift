import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// What a run's results mean, computed once: the analyse stage between play and render.
///
/// A study's life is plan (scenario to configurations), play (``ScenarioPlayer``: games to results, then the
/// follow-ups those ask for), analyse (this value) and render (``BalanceReport``, its CSV and JUnit files, the
/// command's summary). ``analyse(scenario:scenarioFile:results:followUps:sections:programName:evaluateGates:)``
/// evaluates every gate once, finds the coverage shares shown to be missed and the first failure of every broken
/// invariant (with the shrunk token play found), compares the arms and reads the confirmations play made; it plays
/// no game and resolves no game by id, and render reads only this value. `run` and `merge` call the same analyse and
/// render, so a merged report is the report of a single run.
public struct RunAnalysis: Sendable {
    /// A coverage share shown to be missed: the configuration, the label's tally and the share required.
    public typealias CoverageFailure = (configuration: ScenarioConfiguration, tally: CoverageTally, required: Double)
    /// A game's own report section, built from its configurations' results.
    public typealias GameSection = (game: String, section: ReportSection)

    /// The scenario played.
    public let scenario: Scenario
    /// The scenario file, as the user named it.
    public let scenarioFile: String
    /// One result per configuration, in the scenario's order.
    public let results: [ConfigurationResult]
    /// Every gate's verdict, in configuration order, then the study's gate order.
    public let gateResults: [GateResult]
    /// Every required coverage share shown to be missed, in configuration order.
    public let coverageFailures: [CoverageFailure]
    /// The first failing game of every broken invariant in every configuration, in configuration order.
    public let failures: [InvariantFailure]
    /// The games played again to confirm best-arm claims (`confirm`), by configuration index; empty when none is asked.
    public let confirmations: [Int: ConfigurationResult]
    /// Each game's own section, in the order the games first appear (a game without a section builder has none).
    public let sections: [GameSection]
    /// "Which arm is highest": per metric and game with at least two playing arms, the comparison of its arms.
    public let armComparisons: [ArmComparison]
    /// Every ladder study's figures (the Skill section), in the order the ladders appear.
    public let ladders: [LadderResult]
    /// Every series a study asked for (`series`), step by step: per configuration, in order (docs/series.md).
    public let series: [SeriesFigure]
    /// The executable whose replay commands the report prints (`playtest`, or a studio's own, `hog-playtest`).
    public let programName: String
    /// Every verdict, finding, design answer and confirmation verdict, computed once from the parts above
    /// (``RunVerdicts``): what the renderers format.
    public private(set) var verdicts = RunVerdicts.empty

    /// Assembles an analysis from its parts; the arm comparisons are computed from the results.
    init(
        scenario: Scenario, scenarioFile: String, results: [ConfigurationResult], gateResults: [GateResult],
        coverageFailures: [CoverageFailure], failures: [InvariantFailure], confirmations: [Int: ConfigurationResult],
        sections: [GameSection], programName: String
    ) {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        self.programName = programName
        self.scenario = scenario
        self.scenarioFile = scenarioFile
        self.results = results
        self.gateResults = gateResults
        self.coverageFailures = coverageFailures
        self.failures = failures
        self.confirmations = confirmations
        self.sections = sections
        self.armComparisons = Self.armComparisons(scenario: scenario, results: results)
        self.ladders = SkillAnalysis.ladders(scenario: scenario, results: results)
        self.series = SeriesFigure.all(results: results, configurations: scenario.configurations)
        self.verdicts = RunVerdicts(of: self)
    }

    /// Analyses a run's results (one per configuration, in order) with the follow-ups play made for them
    /// (``FollowUpResults``: the shrunk failures, the confirmations; ``FollowUpResults/none`` when none was played).
    /// Gates are evaluated once, by `evaluateGates`; `sections` builds each game's own section, if it has one.
    /// `programName` is the executable the report's replay commands name (`hog-playtest replay pt3:...`).
    public static func analyse(
        scenario: Scenario, scenarioFile: String, results: [ConfigurationResult], followUps: FollowUpResults = .none,
        sections registry: ReportSections = .none, programName: String,
        evaluateGates: (Scenario, [ConfigurationResult]) -> [GateResult] = GateEvaluation.evaluate(_:results:)
    ) -> RunAnalysis {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        return RunAnalysis(
            scenario: scenario, scenarioFile: scenarioFile, results: results, gateResults: evaluateGates(scenario, results),
            coverageFailures: coverageFailures(scenario: scenario, results: results),
            failures: failures(firstFailures(scenario: scenario, results: results), followUps: followUps),
            confirmations: followUps.confirmations, sections: sections(scenario: scenario, results: results, registry: registry),
            programName: programName)
    }

    /// Analyses what the play stage handed over (``ScenarioPlayer/play(_:)``): its results and their follow-ups.
    public static func analyse(
        _ played: PlayedScenario, scenarioFile: String, sections registry: ReportSections = .none, programName: String
    ) -> RunAnalysis {
        analyse(
            scenario: played.scenario, scenarioFile: scenarioFile, results: played.results, followUps: played.followUps,
            sections: registry, programName: programName)
    }

    /// True when every invariant held in every game, no required situation was shown to be too rare and every gate passed.
    public var allHeld: Bool { results.allSatisfy(\.allHeld) && coverageFailures.isEmpty && gateResults.allSatisfy(\.passes) }

    /// The command that replays a game of this run: `playtest replay <token>`, with the analysis's program name.
    public func replayCommand(_ token: ReplayToken) -> String {
        "\(programName) replay \(token)"
    }

    // MARK: - Parts

    /// The scenario's game ids, in the order they first appear.
    public var gameIDs: [String] {
        var ids: [String] = []
        for configuration in scenario.configurations where !ids.contains(configuration.game) { ids.append(configuration.game) }
        return ids
    }

    /// The analysis of one game's configurations alone (with their indices in the whole scenario): every verdict
    /// and failure of the whole analysis that belongs to them, nothing evaluated or played again.
    public func part(game id: String) -> RunAnalysis {
        var part = scenario
        let pairs = zip(scenario.configurations, results).filter { $0.0.game == id }
        part.configurations = pairs.map(\.0)
        let indices = Set(part.configurations.map(\.index))
        return RunAnalysis(
            scenario: part, scenarioFile: scenarioFile, results: pairs.map(\.1),
            gateResults: gateResults.filter { indices.contains($0.configurationIndex) },
            coverageFailures: coverageFailures.filter { indices.contains($0.configuration.index) },
            failures: failures.filter { indices.contains($0.configuration.index) },
            confirmations: confirmations.filter { indices.contains($0.key) },
            sections: sections.filter { $0.game == id }, programName: programName)
    }

    // MARK: - Measurements

    /// The configurations of playing bots (not checking ones) with their results, in the scenario's order.
    var playingPairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)] {
        Self.playingPairs(scenario: scenario, results: results)
    }

    /// The playing configurations' measurement names (not details) in order of first appearance.
    var measurementNames: [String] { Self.measurementNames(playingPairs) }

    /// Each playing configuration's measurement of this name, if it has one (checking bots have their own section).
    func measurements(named name: String) -> [(configuration: ScenarioConfiguration, measurement: Measurement)] {
        Self.measurements(named: name, in: playingPairs)
    }

    /// The configurations of playing bots with their results, in the scenario's order.
    static func playingPairs(
        scenario: Scenario, results: [ConfigurationResult]
    ) -> [(configuration: ScenarioConfiguration, result: ConfigurationResult)] {
        zip(scenario.configurations, results).filter { !$0.0.isChecking && !$0.0.isLadderMatch }.map { ($0.0, $0.1) }
    }

    /// The pairs' measurement names (not details) in order of first appearance.
    static func measurementNames(_ pairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)]) -> [String] {
        var names: [String] = []
        for result in pairs.map(\.result) {
            for measurement in result.measurements where !measurement.isDetail && !names.contains(measurement.name) { names.append(measurement.name) }
        }
        return names
    }

    /// Each pair's measurement of this name, if it has one.
    static func measurements(
        named name: String, in pairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)]
    ) -> [(configuration: ScenarioConfiguration, measurement: Measurement)] {
        pairs.compactMap { configuration, result in
            result.measurements.first { $0.name == name }.map { (configuration, $0) }
        }
    }

    // MARK: - Analyses

    /// Every required share shown to be missed.
    static func coverageFailures(scenario: Scenario, results: [ConfigurationResult]) -> [CoverageFailure] {
        zip(scenario.configurations, results).flatMap { configuration, result in
            configuration.coverageRequirements.compactMap { requirement in
                guard let tally = result.coverage.first(where: { $0.info.name == requirement.label }),
                      tally.verdict(required: requirement.share) == .tooRare else { return nil }
                return (configuration, tally, requirement.share)
            }
        }
    }

    /// Each game's own section: the game's builder in `registry` called with its playing configurations, or with its
    /// checking ones when checking bots alone played it.
    static func sections(scenario: Scenario, results: [ConfigurationResult], registry: ReportSections) -> [GameSection] {
        var ids: [String] = []
        for configuration in scenario.configurations where !ids.contains(configuration.game) { ids.append(configuration.game) }
        return ids.compactMap { id in
            let all = zip(scenario.configurations, results).filter { $0.0.game == id && !$0.0.isLadderMatch }
            let playing = all.filter { !$0.0.isChecking }
            let pairs = playing.isEmpty ? all : playing
            guard !pairs.isEmpty, let builder = registry.builder(for: id), let section = builder(pairs.map(\.0), pairs.map(\.1)) else { return nil }
            return (id, section)
        }
    }

    /// Per metric and game with at least one playing arm, the comparison of its arms.
    static func armComparisons(scenario: Scenario, results: [ConfigurationResult]) -> [ArmComparison] {
        let pairs = playingPairs(scenario: scenario, results: results)
        return measurementNames(pairs).flatMap { name -> [ArmComparison] in
            let rows = measurements(named: name, in: pairs)
            var games: [String] = []
            for row in rows where !games.contains(row.configuration.game) { games.append(row.configuration.game) }
            return games.compactMap { game in
                let arms = rows.filter { $0.configuration.game == game }.compactMap { row -> ArmComparison.Arm? in
                    row.measurement.estimate.map {
                        ArmComparison.Arm(label: row.configuration.label, index: row.configuration.index, mean: $0.mean, standardError: $0.standardError)
                    }
                }
                guard let first = rows.first?.measurement else { return nil }
                return ArmComparison(metric: name, label: first.label, arms: arms)
            }
        }
    }
}
