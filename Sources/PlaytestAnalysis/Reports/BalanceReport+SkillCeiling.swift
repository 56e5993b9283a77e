import PlaytestStatistics
import PlaytestHarness

// MARK: - A ladder's ceiling (formatting only; the figures are ``SkillCeiling``'s)

extension BalanceReport {
    /// The ceiling's sentence and each rung's share of it.
    func appendCeiling(_ ceiling: SkillCeiling, ladder: LadderResult, to document: inout MarkdownDocument) {
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
        return "The best player, \(ladder.rungs[best]), reaches \(figureText(share, digits: 3, percent: true)) of the ceiling, "
            + "\(ceiling.name) (mean score \(figureText(ceiling.mean))), which is not a player: it sees what the game hides or plays without error."
    }
}
