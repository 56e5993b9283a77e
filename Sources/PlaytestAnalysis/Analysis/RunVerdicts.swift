import PlaytestHarness

/// Every verdict of a run, computed once by the analyse stage (``RunAnalysis/verdicts``): each game's design
/// questions answered, the findings of "What to look at", the metrics kept out of them, and each best-arm claim's
/// confirmation. The Markdown, HTML, CSV and JUnit renderers read this value and only format it.
public struct RunVerdicts: Sendable {
    /// Each game's design questions, in the order the games first appear.
    public let games: [DesignAnalysis]
    /// The answers the analysis's report opens with: its one game's answers; for several games, each game's
    /// answers (configuration labels name the game) with one "what broke" and one "what was never reached" over all.
    public let answers: [DesignAnswer]
    /// The metrics the games declare mechanical or capped that apply here, kept out of the findings.
    public let mechanical: [MechanicalMetric]
    /// "What to look at", in the order a report lists them.
    public let findings: [Finding]
    /// Each best-arm claim a study asked to `confirm`, with its fresh games' verdict.
    public let confirmations: [ConfirmationVerdict]

    /// No verdicts: the placeholder an analysis holds while it computes its own.
    static let empty = RunVerdicts(games: [], answers: [], mechanical: [], findings: [], confirmations: [])

    private init(games: [DesignAnalysis], answers: [DesignAnswer], mechanical: [MechanicalMetric], findings: [Finding],
                 confirmations: [ConfirmationVerdict]) {
        self.games = games
        self.answers = answers
        self.mechanical = mechanical
        self.findings = findings
        self.confirmations = confirmations
    }

    /// Every verdict of an analysis's results, ladders, sections and confirmations.
    init(of analysis: RunAnalysis) {
        let pairs = Array(zip(analysis.scenario.configurations, analysis.results))
        games = analysis.gameIDs.map { id in
            DesignAnalysis(
                game: id, pairs: pairs.filter { $0.0.game == id }.map { ($0.0, $0.1) }, ladders: analysis.ladders.filter { $0.game == id },
                ownAnswers: analysis.sections.filter { $0.game == id }.flatMap(\.section.answers), maxSteps: analysis.scenario.maxSteps)
        }
        if games.count == 1 {
            answers = games[0].answers
        } else {
            let shared: [DesignAnswer.Question] = [.broken, .unreached]
            let own = games.flatMap { $0.answers.filter { !shared.contains($0.question) } }
                + [DesignAnalysis.brokenAnswer(analysis.results), DesignAnalysis.unreachedAnswer(analysis.results)]
            answers = own.enumerated().sorted { ($0.element.question, $0.offset) < ($1.element.question, $1.offset) }.map(\.element)
        }
        mechanical = analysis.mechanicalMetrics()
        findings = analysis.findings(mechanical: mechanical)
        confirmations = analysis.claimsToConfirm.map {
            ConfirmationVerdict(comparison: $0.comparison, games: $0.games, confirmations: analysis.confirmations)
        }
    }

    /// The design analysis of one game, if the run played it.
    public func game(_ id: String) -> DesignAnalysis? {
        games.first { $0.game == id }
    }
}
