import PlaytestHarness

/// How far a one-seat ladder's players are from its ceiling (a ladder's `"ceiling"`: a clairvoyant search that sees
/// what chance hides, or a perfect player), on the same deals: "the best player reaches X% of the ceiling".
///
/// Each rung's share of the ceiling is the ratio of its mean score to the ceiling's over the deals every one of them
/// scored, with a delta-method interval paired on deals: z_k = (a_k - R c_k) / c̄ for deal k (a the rung's score, c the
/// ceiling's, R the ratio), its standard error sd(z) / sqrt(n), t on deals - 1 (the calibration suite's "share of the
/// ceiling" row). The best player is the rung with the highest mean.
public struct SkillCeiling: Sendable {
    /// The ceiling's bot id.
    public let name: String
    /// The ceiling's mean score (t on deals - 1).
    public let mean: SkillFigure?
    /// Each rung's share of the ceiling, in rung order (nil when not estimable: a ceiling mean of 0, too few deals).
    public let shares: [SkillFigure?]
    /// The index of the rung with the highest mean score (nil without deals).
    public let best: Int?

    /// The best player's share of the ceiling.
    public var bestShare: SkillFigure? { best.flatMap { shares[$0] } }

    /// The figure name of a rung's share: `skill.ceilingShare.planner`.
    public static func shareName(_ rung: String) -> String { SkillFigure.prefix + "ceilingShare.\(rung)" }

    /// Creates the facts.
    init(name: String, mean: SkillFigure?, shares: [SkillFigure?], best: Int?) {
        self.name = name
        self.mean = mean
        self.shares = shares
        self.best = best
    }
}
