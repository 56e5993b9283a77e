import PlaytestHarness

/// What a skill trace showed (a study's `skillTrace`, ``SkillTraceSettings``): at each budget of the family, its level
/// and what doubling it bought on the same deals, each doubling tested for equivalence to no gain within the margin.
///
/// A game of one seat: the level is the budget's mean score and a doubling's gain the paired difference of the doubled
/// budget's score minus this budget's, per deal (t on deals - 1, the calibration suite's "paired rung difference" row).
/// Several seats: the level is the budget's Bradley-Terry rating (the first budget's fixed at 0) and a doubling's gain the
/// doubled budget's win rate against this budget, averaged per deal over the match's seatings (Wilson at the effective
/// n, the "win-rate cell" row). Each gain gets TOST at 5% each side: its 90% interval inside no gain ± margin shows the
/// doubling gains less than the margin. The trace stops at the first budget whose doubling is so shown; when none is,
/// the cap is reached without it. Every budget to the cap is played (the plan is fixed before play, so shards and
/// `--jobs` see the same configurations); the ones past the stop are shown, marked so.
public struct SkillTrace: Sendable {
    /// One budget of the trace.
    public struct Point: Sendable {
        /// The budget (iterations per decision, or the family's own setting).
        public let budget: Int
        /// The rung: `search-100`.
        public let rung: String
        /// The budget's level: its mean score (one seat) or its rating (several seats); nil when not estimable.
        public let level: SkillFigure?
        /// What doubling this budget bought (nil for the last budget, or when not estimable).
        public let gain: SkillFigure?
        /// The TOST verdict of ``gain`` against no gain ± the margin.
        public let verdict: EquivalenceVerdict?
    }

    /// The settings the study gave.
    public let settings: SkillTraceSettings
    /// True in a game of several seats (gains are win rates).
    public let isMatch: Bool
    /// Every budget, smallest first.
    public let points: [Point]
    /// Deals behind each figure.
    public let deals: Int

    /// No gain: 0 points (one seat) or a win rate of one half (several seats).
    public var noGain: Double { isMatch ? 0.5 : 0 }

    /// The index of the budget at which the trace stops: the first whose doubling is shown to gain less than the margin
    /// (nil when none is: the cap is reached).
    public var stop: Int? {
        points.firstIndex { $0.verdict?.outcome == .equivalent }
    }

    /// The budget the trace stops at, or nil when the cap is reached without a doubling shown under the margin.
    public var stopBudget: Int? { stop.map { points[$0].budget } }

    /// Builds the trace from a ladder analysed by ``SkillAnalysis`` whose rungs are the budgets.
    init(settings: SkillTraceSettings, ladder: LadderResult) {
        self.settings = settings
        self.isMatch = ladder.isMatch
        self.deals = ladder.deals
        let rungs = ladder.rungs
        let noGain = ladder.isMatch ? 0.5 : 0
        points = rungs.indices.map { index in
            let rung = rungs[index]
            let level = ladder.isMatch ? ladder.ratings?[index] : ladder.figure(named: SkillFigure.prefix + "mean.\(rung)")
            var gain: SkillFigure?
            if index + 1 < rungs.count {
                gain = ladder.isMatch ? ladder.winRates[index + 1][index] : ladder.figure(named: SkillFigure.difference(rungs[index + 1], rung))
            }
            let verdict = gain.flatMap { $0.interval(confidence: 1 - 2 * EquivalenceVerdict.defaultAlpha) }
                .map { EquivalenceVerdict(interval: $0, reference: noGain, margin: settings.margin) }
            return Point(budget: settings.budgets[index], rung: rung, level: level, gain: gain, verdict: verdict)
        }
    }
}
