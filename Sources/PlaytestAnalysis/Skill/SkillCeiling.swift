import PlaytestHarness

/// How far a one-seat ladder's players are from its ceiling (a ladder's `"ceiling"`: a clairvoyant search that sees
/// what chance hides, or a perfect player), on the same deals: "the best player reaches X% of the ceiling".
///
/// Each rung's share of the ceiling is the ratio of its mean score to the ceiling's over the deals every one of them
/// scored, with a delta-method interval paired on deals: z_k = (a_k - R c_k) / c̄ for deal k (a the rung's score, c the
/// ceiling's, R the ratio), its standard error sd(z) / sqrt(n), t on deals - 1 (the calibration suite's "share of the
/// ceiling" row). The best player is the rung with the highest mean.
///
/// In a game of several seats the ceiling meets the ladder's last rung, its declared strongest, in a match (half the seats
/// each, in every rotation, on the same deals; one pair of the round robin's cost): the rung's share is its seats' mean
/// points per game over the ceiling's seats' in those matches, paired per deal (a deal's value is its mean over the
/// rotations), with the same delta-method interval; beside it, the rung's win rate against the ceiling (ties half,
/// Wilson at the effective n: the "win-rate cell" row). The other rungs have no share (nil); the best player is the rung
/// that met the ceiling.
public struct SkillCeiling: Sendable {
    /// The ceiling's bot id.
    public let name: String
    /// The ceiling's mean score (t on deals - 1); nil in a game of several seats, where its score depends on the rung it meets.
    public let mean: SkillFigure?
    /// Each rung's share of the ceiling, in rung order (nil when not estimable: a ceiling mean of 0, too few deals).
    public let shares: [SkillFigure?]
    /// The index of the rung with the highest mean score (nil without deals).
    public let best: Int?
    /// Several seats: each rung's win rate against the ceiling in their matches, in rung order (nil for a rung that did not
    /// meet it); empty for one seat.
    public let winRates: [SkillFigure?]

    /// True when the ceiling met the rungs in matches (a game of several seats).
    public var isMatch: Bool { !winRates.isEmpty }

    /// The best player's share of the ceiling.
    public var bestShare: SkillFigure? { best.flatMap { shares[$0] } }

    /// True when the best player is shown above the ceiling (its share's 95% interval wholly above 100%): the ceiling
    /// sees what the game hides yet plays worse than the ladder's best, so it bounds nothing and the skill left is unknown.
    public var isBelowBest: Bool { (bestShare?.interval()?.lower ?? 0) > 1 }

    /// The figure name of a rung's share: `skill.ceilingShare.planner`.
    public static func shareName(_ rung: String) -> String { SkillFigure.prefix + "ceilingShare.\(rung)" }

    /// The figure name of a rung's win rate against the ceiling: `skill.ceilingWinRate.ownBelief`.
    public static func winRateName(_ rung: String) -> String { SkillFigure.prefix + "ceilingWinRate.\(rung)" }

    /// Creates the facts.
    init(name: String, mean: SkillFigure?, shares: [SkillFigure?], best: Int?, winRates: [SkillFigure?] = []) {
        self.name = name
        self.mean = mean
        self.shares = shares
        self.best = best
        self.winRates = winRates
    }
}
