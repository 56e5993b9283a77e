import PlaytestStatistics
import PlaytestHarness

/// The designer's questions for one game, answered once from its results: the analyse stage's value that every
/// renderer (Markdown, HTML, CSV, JUnit) only formats.
///
/// For any game with seats and outcomes, with no game code: fair (``SeatFairness``, in configurations where one bot
/// holds every seat), close (``Closeness``), length (``GameLength``), decided late and real choices
/// (``QualityQuestion``, from the quality measures), skill (``LadderVerdict``, from the ladders), what broke and what
/// was never reached. A game's report section may answer a question its own way (its
/// ``ReportSection/answers``); its answer then takes the place of the core's (a ladder's skill answer stays: it is
/// measured on the same deals). ``answers`` lists one answer per question, in the order a report asks them.
public struct DesignAnalysis: Sendable {
    /// The game.
    public let game: String
    /// The fairness test of every playing configuration in which one bot holds every seat.
    public let fairness: [SeatFairness]
    /// The final margin of every playing configuration with two scored seats.
    public let closeness: [Closeness]
    /// The length of every playing configuration's games.
    public let lengths: [GameLength]
    /// The verdict of every ladder of the game.
    public let ladders: [LadderVerdict]
    /// "Is it decided late?" in every playing configuration that measured decisiveness.
    public let decided: [QualityQuestion]
    /// "Are there real choices?" in every playing configuration that measured decision moves.
    public let choices: [QualityQuestion]
    /// One answer per question, in the order a report asks them.
    public let answers: [DesignAnswer]

    /// The answer to one question, if the game has one.
    public func answer(_ question: DesignAnswer.Question) -> DesignAnswer? {
        answers.first { $0.question == question }
    }

    /// Answers one game's questions from its configurations and results (ladder matches and checking bots
    /// included: fair and close leave both out, length leaves out the checking bots), its ladders and its section's
    /// own answers.
    public init(
        game: String, pairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)], ladders: [LadderResult],
        ownAnswers: [DesignAnswer], maxSteps: Int
    ) {
        self.game = game
        let playing = pairs.filter { !$0.configuration.isChecking && !$0.configuration.isLadderMatch }
        fairness = playing.compactMap { SeatFairness.test($0.configuration, $0.result) }
        closeness = playing.compactMap { Closeness.test($0.configuration, $0.result) }
        // Length and the step cap concern every game played by bots, the ladder's matches included (not the checking bots').
        lengths = pairs.filter { !$0.configuration.isChecking }.map { GameLength.measure($0.configuration, $0.result, cap: maxSteps) }
        decided = playing.compactMap { QualityQuestion.test(.decided, $0.configuration, $0.result) }
        choices = playing.compactMap { QualityQuestion.test(.choice, $0.configuration, $0.result) }
        self.ladders = ladders.map(LadderVerdict.init)
        let results = pairs.map(\.result)
        var answers = ownAnswers
        if !self.ladders.isEmpty { answers.removeAll { $0.question == .skill } }
        let seated = pairs.contains { pair in pair.result.seats.groups.contains { $0.key != "seat 0" && $0.key.hasPrefix("seat ") } }
        let generic: [DesignAnswer] = [
            Self.fairAnswer(fairness, seated: seated, anyPlaying: !playing.isEmpty),
            Self.closeAnswer(closeness, seated: seated),
            Self.lengthAnswer(lengths),
            Self.qualityAnswer(.decided, decided, seated: seated),
            Self.qualityAnswer(.choice, choices, seated: seated),
            Self.skillAnswer(self.ladders),
            Self.brokenAnswer(results),
            Self.unreachedAnswer(results),
        ]
        for answer in generic where !answers.contains(where: { $0.question == answer.question }) { answers.append(answer) }
        self.answers = answers.enumerated().sorted { ($0.element.question, $0.offset) < ($1.element.question, $1.offset) }.map(\.element)
    }
}
