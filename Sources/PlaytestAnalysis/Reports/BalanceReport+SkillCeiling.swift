import PlaytestStatistics
import PlaytestHarness

// MARK: - A ladder's ceiling (formatting only; the figures are ``SkillCeiling``'s)

extension BalanceReport {
    /// The ceiling's sentence and each rung's share of it (and, in a game of several seats, its win rate against it).
    func appendCeiling(_ ceiling: SkillCeiling, ladder: LadderResult, to document: inout MarkdownDocument) {
        if ceiling.isMatch {
            document.paragraph(Self.ceilingSentence(ceiling, ladder: ladder) + " The ceiling meets the ladder's last rung, its declared strongest, "
                + "in a match, half the seats each in every rotation, on the same deals (one pair of the round robin's cost). The share is the "
                + "rung's seats' mean points per game over the ceiling's seats' in those matches (a deal's value its mean over the rotations; "
                + "delta method paired on deals, t on deals - 1); the win rate counts a game both or neither won as half (Wilson at the effective n).")
            document.table(
                header: ["rung", "share of the ceiling's points (95%)", "win rate against the ceiling (95%)"],
                rows: ladder.rungs.indices.filter { ceiling.shares[$0] != nil || ceiling.winRates[$0] != nil }.map {
                    [ladder.rungs[$0], Self.figureText(ceiling.shares[$0], digits: 3, percent: true), Self.figureText(ceiling.winRates[$0], digits: 3, percent: true)]
                },
                alignments: [.left, .right, .right])
            return
        }
        document.paragraph(Self.ceilingSentence(ceiling, ladder: ladder) + " A share is the rung's mean score over the ceiling's, "
            + "on the same deals (delta method paired on deals, t on deals - 1).")
        document.table(
            header: ["rung", "share of the ceiling (95%)"],
            rows: ladder.rungs.indices.map { [ladder.rungs[$0], Self.figureText(ceiling.shares[$0], digits: 3, percent: true)] },
            alignments: [.left, .right])
    }

    /// "The best player, planner, reaches 93.1% (92.4% to 93.8%) of the ceiling, clairvoyant-100 (mean 905.2, ...)."
    static func ceilingSentence(_ ceiling: SkillCeiling, ladder: LadderResult) -> String {
        guard let best = ceiling.best, let share = ceiling.bestShare else {
            return "The ceiling, \(ceiling.name), has no deal every rung scored on, so no share of it is known."
        }
        if ceiling.isBelowBest {
            return "The ladder's strongest declared rung, \(ladder.rungs[best]), scores \(figureText(share, digits: 3, percent: true)) of the "
                + "points of the ceiling, \(ceiling.name), which sees what the game hides but plays it less well: shown above it, so this "
                + "ceiling bounds nothing and how much skill is left is not known."
        }
        if ceiling.isMatch {
            return "The ladder's strongest declared rung, \(ladder.rungs[best]), reaches \(figureText(share, digits: 3, percent: true)) of the "
                + "ceiling's points per game when they meet; the ceiling, \(ceiling.name), sees what the game hides, so it is not a player."
        }
        return "The best player, \(ladder.rungs[best]), reaches \(figureText(share, digits: 3, percent: true)) of the ceiling, "
            + "\(ceiling.name) (mean score \(figureText(ceiling.mean))), which is not a player: it sees what the game hides or plays without error."
    }
}
