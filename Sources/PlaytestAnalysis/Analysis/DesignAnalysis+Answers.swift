import PlaytestStatistics
import PlaytestHarness

// MARK: - Fair, close, length and skill, for any game with seats and outcomes

extension DesignAnalysis {
    /// Yes when every verdict is yes, no when some verdict is no, not applicable when there is none, else inconclusive.
    static func combined(_ verdicts: [Verdict]) -> Verdict {
        let applicable = verdicts.filter { $0 != .notApplicable }
        if applicable.isEmpty { return .notApplicable }
        if applicable.contains(.no) { return .no }
        return applicable.allSatisfy { $0 == .yes } ? .yes : .inconclusive
    }

    /// "3 of 4 configurations".
    static func of(_ count: Int, _ total: Int) -> String {
        "\(count) of \(NumberFormat.counted(total, "configuration"))"
    }

    /// "Is it fair?": each seat's, team's and role's share of the wins against an equal share (TOST), in every
    /// configuration where one bot holds every seat; the group furthest from its share is named.
    static func fairAnswer(_ tests: [SeatFairness], seated: Bool, anyPlaying: Bool) -> DesignAnswer {
        guard !tests.isEmpty else {
            let why = !seated ? "A game of one seat has no other seat to be favoured over."
                : (anyPlaying ? "No configuration where one bot holds every seat reported a decided game" : "Only ladder matches were played")
                    + ", and only a configuration where one bot holds every seat tells a seat's edge from a bot's: "
                    + "add a study with one bot for every seat."
            return DesignAnswer(.fair, verdict: .notApplicable, short: "not applicable", sentence: why)
        }
        let verdict = combined(tests.map(\.verdict))
        let margin = tests[0].margin
        let marginText = "±\(NumberFormat.fixed(margin * 100, digits: margin * 100 == (margin * 100).rounded() ? 0 : 1)) points"
        // The configuration and group furthest from an equal share, among the worst verdicts.
        let worst = tests.filter { $0.verdict == verdict }.isEmpty ? tests : tests.filter { $0.verdict == verdict }
        let picked = worst.compactMap { test in test.furthest.map { (test, $0) } }
            .max { abs($0.1.test.interval.estimate - $0.1.reference) < abs($1.1.test.interval.estimate - $1.1.reference) }
        let shown = tests.filter { $0.verdict == .yes }.count
        let outside = tests.filter { $0.verdict == .no }.count
        var sentence = ""
        var short = verdict == .yes ? "yes" : verdict == .no ? "no" : "not shown"
        if let (test, group) = picked {
            let share = NumberFormat.percent(group.test.interval.estimate, digits: 1)
            let equal = NumberFormat.percent(group.reference, digits: 1)
            short += ": \(group.key) wins \(share) against \(equal)" + (tests.count > 1 ? " (\(test.label))" : "")
            sentence = "\(group.key.prefix(1).uppercased() + group.key.dropFirst()) wins \(share) of the decided games in \(test.label) "
                + "(90% interval \(NumberFormat.percent(group.test.interval.lower, digits: 1)) to \(NumberFormat.percent(group.test.interval.upper, digits: 1))) "
                + "against an equal share of \(equal): the furthest from an equal share of every seat, team and role. "
        }
        sentence += "Every group is shown within \(marginText) of an equal share in \(of(shown, tests.count)) where one bot holds every seat"
            + (outside > 0 ? ", and some group is shown outside it in \(outside)" : "")
            + " (TOST, 5% each side; \(margin == QuestionSettings.defaultFairMargin ? "the default margin" : "the study's fairMargin"))."
        let evidence = tests.compactMap { test in
            test.furthest.map { Evidence(figure: $0.figure, anchor: Evidence.Section.seats, configuration: test.configuration) }
        }
        return DesignAnswer(.fair, verdict: verdict, short: short, sentence: sentence, evidence: evidence)
    }

    /// "Is it close?": the mean final margin between first and second against the study's threshold.
    static func closeAnswer(_ tests: [Closeness], seated: Bool) -> DesignAnswer {
        guard !tests.isEmpty else {
            return DesignAnswer(.close, verdict: .notApplicable, short: "not applicable",
                                sentence: seated ? "No configuration outside the ladder reported scores for two seats, so no final margin is known."
                                    : "A game of one seat has no second place to be close to.")
        }
        let verdict = combined(tests.map(\.verdict))
        func text(_ test: Closeness) -> String {
            let points = NumberFormat.fixed(test.meanPoints, digits: 1) + " points"
                + (test.points.map { " (\(NumberFormat.fixed($0.lower, digits: 1)) to \(NumberFormat.fixed($0.upper, digits: 1)))" } ?? "")
            let share = test.meanShare.map { ", \(NumberFormat.percent($0, digits: 1)) of the winning score" } ?? ""
            return points + share + " in \(test.label)"
        }
        let sorted = tests.enumerated().sorted { ($0.element.meanPoints, $0.offset) < ($1.element.meanPoints, $1.offset) }.map(\.element)
        let threshold = tests[0].inPoints ? "\(NumberFormat.fixed(tests[0].threshold, digits: 1)) points (the study's closeMargin)"
            : "\(NumberFormat.percent(tests[0].threshold, digits: 0)) of the winning score"
            + (tests[0].threshold == QuestionSettings.defaultCloseShare ? " (the default; a study's closeMargin sets it in points)" : " (the study's closeShare)")
        let range = sorted.count == 1 ? "is " + text(sorted[0]) : "runs from " + text(sorted[0]) + " to " + text(sorted[sorted.count - 1])
        let close = tests.filter { $0.verdict == .yes }.count
        let far = tests.filter { $0.verdict == .no }.count
        let sentence = "The mean final margin between first and second (95% interval) \(range). Shown close, the upper end of its 90% "
            + "interval at most \(threshold), in \(of(close, tests.count))" + (far > 0 ? "; shown wider in \(far)" : "") + " (one-sided, 5%)."
        let typical = sorted[sorted.count / 2]
        let short = (verdict == .yes ? "yes" : verdict == .no ? "no" : "not shown")
            + ": margin \(NumberFormat.fixed(typical.meanPoints, digits: 1)) points" + (tests.count > 1 ? " (median configuration)" : "")
        return DesignAnswer(.close, verdict: verdict, short: short, sentence: sentence,
                            evidence: tests.map { Evidence(figure: $0.figure, anchor: Evidence.Section.closeness, configuration: $0.configuration) })
    }

    /// "Do games end on their own, and how long are they?": steps (and turns) per game, and the step cap.
    static func lengthAnswer(_ lengths: [GameLength]) -> DesignAnswer {
        guard !lengths.isEmpty else {
            return DesignAnswer(.length, verdict: .notApplicable, short: "not applicable", sentence: "No playing configuration was run.")
        }
        let verdict = combined(lengths.map(\.verdict))
        func text(_ length: GameLength) -> String {
            var part = NumberFormat.fixed(length.meanSteps, digits: 1) + " steps"
                + (length.steps.map { " (\(NumberFormat.fixed($0.lower, digits: 1)) to \(NumberFormat.fixed($0.upper, digits: 1)))" } ?? "")
            if let turns = length.turns {
                part += ", \(NumberFormat.fixed(turns.mean, digits: 1)) \(turns.name)"
                    + (turns.interval.map { " (\(NumberFormat.fixed($0.lower, digits: 1)) to \(NumberFormat.fixed($0.upper, digits: 1)))" } ?? "")
            }
            return part + " in \(length.label)"
        }
        let sorted = lengths.enumerated().sorted { ($0.element.meanSteps, $0.offset) < ($1.element.meanSteps, $1.offset) }.map(\.element)
        let range = sorted.count == 1 ? "take " + text(sorted[0]) : "take from " + text(sorted[0]) + " to " + text(sorted[sorted.count - 1])
        let games = lengths.reduce(0) { $0 + $1.games }
        let capped = lengths.filter { $0.capped > 0 }
        let cap = "the step cap (\(NumberFormat.grouped(lengths[0].cap)) steps)"
        let capText: String
        if capped.isEmpty {
            let upper = ConfidenceInterval.wilson(successes: 0, trials: games).map { NumberFormat.percent($0.upper, digits: 2) } ?? "?"
            capText = "\(cap) ended none of \(NumberFormat.counted(games, "game")) (below \(upper), the Wilson 95% upper bound)"
        } else {
            capText = "\(cap) ended " + capped.map { length in
                "\(NumberFormat.counted(length.capped, "game")) (\(NumberFormat.percent(Double(length.capped) / Double(max(1, length.games)), digits: 1))) in \(length.label)"
            }.joined(separator: ", ") + ": those games did not end by their rules"
        }
        let sentence = "Games (mean per game, 95% interval) \(range); \(capText)."
        let short = (verdict == .yes ? "yes" : "no") + ": " + NumberFormat.fixed(sorted[sorted.count / 2].meanSteps, digits: 0) + " steps"
            + (sorted[sorted.count / 2].turns.map { ", \(NumberFormat.fixed($0.mean, digits: 1)) \($0.name)" } ?? "")
            + (capped.isEmpty ? "" : ", \(NumberFormat.counted(capped.reduce(0) { $0 + $1.capped }, "game")) capped")
        let evidence = lengths.map { Evidence(figure: $0.turns?.name ?? "steps", anchor: Evidence.Section.closeness, configuration: $0.configuration) }
        return DesignAnswer(.length, verdict: verdict, short: short, sentence: sentence, evidence: evidence)
    }

    /// "Does skill matter, in the declared order?": per ladder, the steps between adjacent rungs and the strongest rung.
    /// A skill trace's ladder (its rungs are one family's budgets) answers "how much does more search buy?", not the
    /// declared order: the verdict reads the other ladders, and a trace only when there is no other.
    static func skillAnswer(_ all: [LadderVerdict]) -> DesignAnswer {
        let ordinary = all.filter { $0.ladder.trace == nil }
        let ladders = ordinary.isEmpty ? all : ordinary
        guard let first = ladders.first else {
            return DesignAnswer(.skill, verdict: .notApplicable, short: "not applicable",
                                sentence: "No ladder study was played: give a study \"ladder\": {\"rungs\": [weakest, ..., strongest]} to ask it.")
        }
        let verdict = combined(ladders.map(\.order))
        let ceilings = all.compactMap { ladder in ladder.ladder.ceiling.map { (ladder.ladder, $0) } }
        let traces = all.map(\.ladder).filter { $0.trace != nil }
        let notes = searchNotes(all)
        let short = (verdict == .yes ? "yes" : verdict == .no ? "no" : "not shown") + ": " + shortText(first)
            + (ladders.count > 1 ? " (+\(ladders.count - 1) more ladders)" : "")
            + ceilings.map { "; " + ceilingText($0.0, $0.1) }.joined() + traces.map { "; " + traceText($0) }.joined()
            + (notes.isEmpty ? "" : "; no search applies")
        let extra = ceilings.map { " " + ceilingSentence($0.0, $0.1) }.joined() + traces.map { " " + traceSentence($0) }.joined()
            + notes.map { " No search on the ladder of \($0.game): \($0.note)" }.joined()
        return DesignAnswer(.skill, verdict: verdict, short: short, sentence: ladders.map(sentence).joined(separator: " ") + extra + " See Skill.",
                            evidence: ladders.flatMap { ladder in
                                (ladder.edge.map { [Evidence(figure: $0.figure, anchor: Evidence.Section.skill, configuration: ladder.ladder.firstConfiguration)] } ?? [])
                                    + ladder.steps.filter { $0.verdict != .yes }.map {
                                        Evidence(figure: $0.figure, anchor: Evidence.Section.skill, configuration: ladder.ladder.firstConfiguration)
                                    }
                            })
    }

    /// A ladder's edge in a few words: "greedy +12.0 over random" or "greedy beats holdAt20 in 62%".
    static func shortText(_ ladder: LadderVerdict) -> String {
        guard let edge = ladder.edge else { return "\(ladder.strongest) strongest" }
        return ladder.ladder.isMatch
            ? "\(ladder.strongest) beats \(ladder.weakest) in \(NumberFormat.percent(edge.estimate, digits: 0)) (\(ladder.ladder.parameters))"
            : "\(ladder.strongest) \(edge.estimate >= 0 ? "+" : "")\(NumberFormat.fixed(edge.estimate, digits: 1)) over \(ladder.weakest)"
                + (ladder.ladder.share.map { ", skill \(NumberFormat.percent($0.estimate, digits: 0)) of score variance" } ?? "")
    }

    /// One sentence per ladder: the strongest rung and its edge over the weakest, and the declared order step by step.
    static func sentence(_ ladder: LadderVerdict) -> String {
        let context = ladder.ladder.parameters == "default parameters" ? "" : " at \(ladder.ladder.parameters)"
        var text = (ladder.ladder.isMatch ? "In the round robin\(context), " : "On the same deals\(context), ")
            + "\(ladder.strongest) is the strongest rung"
            + (ladder.strongestShown ? " (shown above every other)" : " (by \(ladder.ladder.isMatch ? "rating" : "mean score"); not shown above every other)")
        if let edge = ladder.edge {
            let interval = edge.interval.map { ladder.ladder.isMatch
                ? " (\(NumberFormat.percent($0.lower, digits: 1)) to \(NumberFormat.percent($0.upper, digits: 1)))"
                : " (\(NumberFormat.fixed($0.lower, digits: 1)) to \(NumberFormat.fixed($0.upper, digits: 1)))" } ?? ""
            text += ladder.ladder.isMatch
                ? ": it wins \(NumberFormat.percent(edge.estimate, digits: 1))\(interval) of its games against \(ladder.weakest), the weakest"
                : ": it scores \(NumberFormat.fixed(edge.estimate, digits: 1))\(interval) more than \(ladder.weakest), the weakest"
        }
        if let share = ladder.ladder.share, let interval = share.interval() {
            text += "; skill is \(NumberFormat.percent(interval.estimate, digits: 1)) (\(NumberFormat.percent(interval.lower, digits: 1)) to "
                + "\(NumberFormat.percent(interval.upper, digits: 1))) of the score variance"
        }
        let order = ladder.ladder.rungs.joined(separator: " < ")
        switch ladder.order {
        case .yes:
            text += ". The declared order \(order) holds at every step."
        default:
            let reversed = ladder.steps.filter { $0.verdict == .no }.map { "\($0.higher) below \($0.lower)" }
            let unshown = ladder.steps.filter { $0.verdict == .inconclusive }.map { "\($0.lower) to \($0.higher)" }
            text += ". The declared order \(order) " + (reversed.isEmpty ? "is not shown at every step" : "fails")
                + ": " + ([reversed.isEmpty ? nil : "reversed " + reversed.joined(separator: ", "),
                          unshown.isEmpty ? nil : "not shown " + unshown.joined(separator: ", ")].compactMap { $0 }.joined(separator: "; ")) + "."
        }
        return text
    }
}
