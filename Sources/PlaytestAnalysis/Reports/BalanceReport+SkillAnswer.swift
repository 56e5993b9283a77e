import PlaytestStatistics
import PlaytestHarness

// MARK: - "Does skill matter?" from the ladders, and the index's line per game

extension BalanceReport {
    /// "Does skill matter?" answered from the ladders when the report has any (nil otherwise): the strongest rung
    /// against the weakest on the same deals, and for one seat the share of variance that is skill.
    var ladderSkillAnswer: DesignAnswer? {
        guard let first = ladders.first else { return nil }
        let parts = ladders.map(Self.ladderSummary)
        let shown = ladders.contains(where: Self.skillShown)
        let short = (shown ? "yes: " : "not shown: ") + Self.ladderShort(first) + (ladders.count > 1 ? " (+\(ladders.count - 1) more ladders)" : "")
        return DesignAnswer(.skill, short: short, sentence: parts.joined(separator: " ") + " See Skill.")
    }

    /// True when the strongest rung is shown to beat the weakest (a paired difference above 0, or a win rate above 50%).
    static func skillShown(_ ladder: LadderResult) -> Bool {
        guard let top = ladder.rungs.last, let bottom = ladder.rungs.first else { return false }
        if ladder.isMatch { return (extremeWinRate(ladder)?.interval()?.lower ?? 0) > 0.5 }
        return (ladder.figure(named: SkillFigure.difference(top, bottom))?.interval()?.lower ?? 0) > 0
    }

    /// The top rung's win rate against the bottom rung in a round robin.
    static func extremeWinRate(_ ladder: LadderResult) -> SkillFigure? {
        guard ladder.winRates.count >= 2 else { return nil }
        return ladder.winRates[ladder.rungs.count - 1][0]
    }

    /// A few words: "planner +95.1 points over random, skill 35% of variance".
    static func ladderShort(_ ladder: LadderResult) -> String {
        let (top, bottom) = (ladder.rungs.last ?? "", ladder.rungs.first ?? "")
        if ladder.isMatch {
            let rate = extremeWinRate(ladder).map { NumberFormat.percent($0.estimate, digits: 0) } ?? "?"
            return "\(top) beats \(bottom) in \(rate) of games (\(ladder.parameters))"
        }
        let difference = ladder.figure(named: SkillFigure.difference(top, bottom)).map { NumberFormat.fixed($0.estimate, digits: 1) } ?? "?"
        let share = ladder.share.map { ", skill \(NumberFormat.percent($0.estimate, digits: 0)) of score variance" } ?? ""
        return "\(top) +\(difference) over \(bottom)\(share)"
    }

    /// One sentence per ladder, with its intervals.
    static func ladderSummary(_ ladder: LadderResult) -> String {
        let (top, bottom) = (ladder.rungs.last ?? "", ladder.rungs.first ?? "")
        let context = ladder.parameters == "default parameters" ? "" : " at \(ladder.parameters)"
        if ladder.isMatch {
            return "In the round robin\(context) \(top) wins \(figureText(extremeWinRate(ladder), digits: 3, percent: true)) of its games against \(bottom); "
                + strongestSentence(ladder)
        }
        var sentence = "On the same deals\(context) \(top) scores \(figureText(ladder.figure(named: SkillFigure.difference(top, bottom)))) more than \(bottom)"
        if let share = ladder.share { sentence += ", and skill is \(figureText(share, digits: 3, percent: true)) of the score variance" }
        return sentence + "; " + orderSentence(ladder).prefix(1).lowercased() + orderSentence(ladder).dropFirst()
    }

    /// The index's line on what skill is worth in this report's game, or nil without a ladder.
    var skillLine: String? {
        guard !ladders.isEmpty, let game = part ?? gameIDs.first else { return nil }
        return "**[\(game)](\(game)/report.md)**: " + ladders.map(Self.ladderShort).joined(separator: "; ") + "."
    }
}
