import PlaytestStatistics
import PlaytestHarness

// MARK: - How much skill is left: a ladder's ceiling and a skill trace, in the skill answer's words

extension DesignAnalysis {
    /// "98.1% (97.6% to 98.7%)" from a share figure, or "-".
    static func shareText(_ figure: SkillFigure?) -> String {
        guard let interval = figure?.interval() else { return "-" }
        return "\(NumberFormat.percent(interval.estimate, digits: 1)) (\(NumberFormat.percent(interval.lower, digits: 1)) to "
            + "\(NumberFormat.percent(interval.upper, digits: 1)))"
    }

    /// " at players=4", or nothing at the default parameters.
    static func context(_ ladder: LadderResult) -> String {
        ladder.parameters == "default parameters" ? "" : " at \(ladder.parameters)"
    }

    /// The verdict board's words: "best player search-100 reaches 98.1% (97.6% to 98.7%) of clairvoyant-100", or with
    /// several seats "followMongoose reaches 90.2% (88.0% to 92.4%) of seesRoles's points at players=4".
    static func ceilingText(_ ladder: LadderResult, _ ceiling: SkillCeiling) -> String {
        guard let best = ceiling.best, let share = ceiling.bestShare else { return "ceiling \(ceiling.name): no share known" }
        if ceiling.isBelowBest {
            return "\(ladder.rungs[best]) scores above the ceiling \(ceiling.name), \(shareText(share)) of its points\(context(ladder)): no ceiling known"
        }
        return ceiling.isMatch
            ? "\(ladder.rungs[best]) reaches \(shareText(share)) of \(ceiling.name)'s points\(context(ladder))"
            : "best player \(ladder.rungs[best]) reaches \(shareText(share)) of \(ceiling.name)\(context(ladder))"
    }

    /// The skill answer's sentence on a ceiling: the best player's share of it, and what the share is.
    static func ceilingSentence(_ ladder: LadderResult, _ ceiling: SkillCeiling) -> String {
        guard let best = ceiling.best, let share = ceiling.bestShare else {
            return "The ceiling \(ceiling.name)\(context(ladder)) has no deal every rung scored on, so no share of it is known."
        }
        let what = ceiling.isMatch
            ? "of the ceiling's points per game when the two meet (seated in every rotation, paired on deals)"
            : "of the ceiling's mean score on the same deals"
        if ceiling.isBelowBest {
            return (ceiling.isMatch ? "The strongest declared rung" : "The best player") + "\(context(ladder)), \(ladder.rungs[best]), reaches \(shareText(share)) \(what): "
                + "above the ceiling, \(ceiling.name), which sees what the game hides but plays it less well, so it bounds nothing here and how "
                + "much skill is left is not known (a stronger ceiling would tell)."
        }
        return (ceiling.isMatch ? "The strongest declared rung" : "The best player") + "\(context(ladder)), \(ladder.rungs[best]), reaches \(shareText(share)) \(what): the ceiling, "
            + "\(ceiling.name), sees what the game hides or plays without error, so the rest is skill no rung shows."
    }

    /// The verdict board's words on a trace: "trace stops at search-50" or "trace to search-100 capped: last doubling
    /// +1.2 (-3.1 to 5.5)".
    static func traceText(_ ladder: LadderResult) -> String {
        guard let trace = ladder.trace, let last = trace.points.last else { return "" }
        if let stop = trace.stop { return "trace stops at \(trace.points[stop].rung)\(context(ladder))" }
        let gain = trace.points.dropLast().last?.gain
        return "trace to \(last.rung) capped\(context(ladder))" + (gain.map { ": last doubling " + gainText($0, isMatch: trace.isMatch) } ?? "")
    }

    /// The skill answer's sentence on a trace: each doubling's gain with its 95% interval, and where it stops.
    static func traceSentence(_ ladder: LadderResult) -> String {
        guard let trace = ladder.trace, let last = trace.points.last else { return "" }
        let doublings = trace.points.dropLast().enumerated().map { index, point in
            "\(point.rung) to \(trace.points[index + 1].rung) " + (point.gain.map { gainText($0, isMatch: trace.isMatch) } ?? "-")
        }
        let margin = trace.isMatch ? NumberFormat.percent(trace.settings.margin, digits: 1) + " of win rate" : NumberFormat.fixed(trace.settings.margin, digits: 1) + " points"
        let end = trace.stop.map { "it stops at \(trace.points[$0].rung): that doubling is shown to gain less than \(margin) (TOST)" }
            ?? "no doubling is shown to gain less than \(margin), so the cap (\(last.rung)) is reached and a stronger player may exist"
        return "The skill trace\(context(ladder)) doubles \(trace.settings.family)'s budget: " + doublings.joined(separator: ", ")
            + (trace.isMatch ? " (the doubled budget's win rate, 95%)" : " (the doubled budget's score minus this one's, 95%)") + "; " + end + "."
    }

    /// "+9.9 (4.4 to 15.4)" or "52.0% (45.9% to 58.0%)".
    static func gainText(_ figure: SkillFigure, isMatch: Bool) -> String {
        guard let interval = figure.interval() else { return "-" }
        if isMatch { return shareText(figure) }
        let sign = interval.estimate >= 0 ? "+" : ""
        return "\(sign)\(NumberFormat.fixed(interval.estimate, digits: 1)) (\(NumberFormat.fixed(interval.lower, digits: 1)) to "
            + "\(NumberFormat.fixed(interval.upper, digits: 1)))"
    }

    /// Each game's own word on why no search tops its ladder, once per game, for ladders of games that register no
    /// budgeted family (a game with a search needs no note).
    static func searchNotes(_ all: [LadderVerdict]) -> [(game: String, note: String)] {
        var notes: [(game: String, note: String)] = []
        for verdict in all {
            let ladder = verdict.ladder
            guard ladder.families.isEmpty, let note = ladder.searchNote, !notes.contains(where: { $0.game == ladder.game }) else { continue }
            notes.append((ladder.game, note))
        }
        return notes
    }

}
