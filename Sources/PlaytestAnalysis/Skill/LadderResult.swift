import PlaytestStatistics
import PlaytestHarness

/// What one ladder showed: every rung (a game of one seat) or every match of every pair of rungs (several seats),
/// paired deal by deal, as the Skill section reports it. Computed once by the analyse stage from the configurations'
/// recorded games (`ConfigurationResult/recordedGames`); render only reads it.
public struct LadderResult: Sendable {
    /// A target win rate set beside the observed one.
    public struct TargetCheck: Sendable {
        /// The cell's rungs: the row should beat the column with ``target``.
        public let row: String
        /// The rung the row plays.
        public let column: String
        /// The target share.
        public let target: Double
        /// The observed share with its interval (nil when the pair played no decided game).
        public let observed: SkillFigure?
        /// The TOST verdict of the observed share against target ± margin (nil without an observation).
        public let verdict: EquivalenceVerdict?
    }

    /// The ladder's number in the scenario.
    public let ladder: Int
    /// The game.
    public let game: String
    /// The parameters every configuration of the ladder shares, `name=value` (the sweep combination).
    public let parameters: String
    /// The rungs, weakest first.
    public let rungs: [String]
    /// True for matches in a game of several seats; false for rungs of a game of one seat.
    public let isMatch: Bool
    /// The first configuration's index (where the ladder's skill gates sit).
    public let firstConfiguration: Int
    /// Configurations the ladder played.
    public let configurations: Int
    /// Deals every rung (or match) played.
    public let deals: Int

    /// A game of one seat: each rung's mean score with its 95% interval (t on deals - 1).
    public var rungMeans: [SkillFigure] = []
    /// A game of one seat: per adjacent pair (rung k - 1, rung k), the paired difference (stronger minus weaker).
    public var steps: [SkillFigure] = []
    /// A game of one seat: per adjacent pair, the share of deals on which the weaker rung scored strictly more.
    public var upsets: [SkillFigure] = []
    /// A game of one seat: every other difference (stronger minus weaker, not adjacent), for gates and results.csv.
    public var otherDifferences: [SkillFigure] = []
    /// A game of one seat: the share of score variance that is the rung's rather than the deal's.
    public var share: SkillFigure?
    /// `winRates[i][j]`: how often rung i beats rung j (ties half), nil on the diagonal or with no decided game.
    public var winRates: [[SkillFigure?]] = []
    /// Several seats: each rung's Bradley-Terry rating, the weakest rung's fixed at 0 (nil when not estimable).
    public var ratings: [SkillFigure]? = nil
    /// Several seats: seat 0's win rate minus the average seat's, over every match game (rungs rotate, so skill
    /// cancels on average, but rungs of unequal strength dilute a seat's edge). A figure for gates
    /// (`skill.firstSeatAdvantage`), not a fairness verdict: "Is it fair?" is judged where one bot holds every seat
    /// (``SeatFairness``), and the Skill section quotes that verdict beside this figure.
    public var firstSeat: SkillFigure?
    /// Several seats with two sides (roles or teams): the first side's win rate minus the second's, per game.
    public var side: SkillFigure?
    /// The study's target win rates, each against the observed share.
    public var targets: [TargetCheck] = []
    /// The skill trace, when the ladder is one (a study's `skillTrace`).
    public var trace: SkillTrace?
    /// A ladder with a `"ceiling"`: each rung's share of the ceiling's score (and, with several seats, its win rate against it).
    public var ceiling: SkillCeiling?
    /// The prefixes of the game's budgeted bot families (`search`), whose budget a skill trace could double; empty when
    /// the game registers none.
    public var families: [String] = []
    /// The game's own word on why no search tops its ladder (`GameRegistration.searchNote`), if it gives one.
    public var searchNote: String?

    /// Creates the facts of a ladder; the figures are filled in by ``SkillAnalysis``.
    init(ladder: Int, game: String, parameters: String, rungs: [String], isMatch: Bool, firstConfiguration: Int, configurations: Int, deals: Int) {
        self.ladder = ladder
        self.game = game
        self.parameters = parameters
        self.rungs = rungs
        self.isMatch = isMatch
        self.firstConfiguration = firstConfiguration
        self.configurations = configurations
        self.deals = deals
    }

    /// Every figure, in the order results.csv lists them.
    public var figures: [SkillFigure] {
        rungMeans + steps + otherDifferences + upsets + [share].compactMap { $0 } + winRates.flatMap { $0.compactMap { $0 } }
            + (ratings ?? []) + [firstSeat, side].compactMap { $0 } + (ceiling.map { [$0.mean].compactMap { $0 } + $0.shares.compactMap { $0 } + $0.winRates.compactMap { $0 } } ?? [])
    }

    /// The figure of this name, if the ladder has it.
    public func figure(named name: String) -> SkillFigure? {
        figures.first { $0.name == name }
    }

    /// The root mean square distance between the target win rates and the observed ones (nil without targets).
    public var targetDistance: Double? {
        let pairs = targets.compactMap { check in check.observed.map { ($0.estimate - check.target) } }
        guard !pairs.isEmpty else { return nil }
        return (pairs.reduce(0) { $0 + $1 * $1 } / Double(pairs.count)).squareRoot()
    }
}
