/// What an answer rests on, so a report can link to it: a figure's name (as gates and `results.csv` spell it) and
/// the section of the report that shows it.
///
/// The anchor is local to a game's report (`seats`, `metric-turns`, `skill`); a renderer prefixes the game's id
/// where one page holds several games, as it does for every other section id.
public struct Evidence: Sendable, Equatable {
    /// The figure, as gates and `results.csv` name it: `seat.0.winRate`, `steps`, `skill.greedy-minus-random`,
    /// `margin`; or a section's subject (`coverage`) when the evidence is a table rather than one figure.
    public let figure: String
    /// The report section that shows it, local to a game's report: `seats`, `closeness`, `configurations`, `skill`,
    /// `coverage`, `first-failures`, `metric-<name>`.
    public let anchor: String
    /// The configuration it was measured in, by index in the scenario, when it is one configuration's.
    public let configuration: Int?

    /// Evidence of a figure shown in a section.
    public init(figure: String, anchor: String, configuration: Int? = nil) {
        self.figure = figure
        self.anchor = anchor
        self.configuration = configuration
    }

    /// The sections answers link to, local to a game's report.
    public enum Section {
        /// The seats, teams and roles table, with each group's fairness verdict.
        public static let seats = "seats"
        /// The table of final margins and game lengths per configuration.
        public static let closeness = "closeness"
        /// The Skill section (the ladders).
        public static let skill = "skill"
        /// The coverage table.
        public static let coverage = "coverage"
        /// The invariants table.
        public static let invariants = "invariants"
        /// The list of first failures with their replay commands.
        public static let firstFailures = "first-failures"
        /// The checking bots' section.
        public static let checking = "checking-bots"
        /// The game's own section (its charts first: Square Color's difficulty curve, PokerSlam's points against rarity).
        public static let game = "game-section"
        /// A metric's section (its table and charts).
        public static func metric(_ name: String) -> String { "metric-" + name }
    }
}
