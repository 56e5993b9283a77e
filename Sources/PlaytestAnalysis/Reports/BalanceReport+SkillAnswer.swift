import PlaytestStatistics
import PlaytestHarness

// MARK: - The ladders' verdicts, as the Skill section and the index print them

extension BalanceReport {
    /// Every ladder's verdict, in the order the ladders appear (``DesignAnalysis/ladders``).
    var ladderVerdicts: [LadderVerdict] { analysis.verdicts.games.flatMap(\.ladders) }

    /// The verdict of one ladder.
    func verdict(of ladder: LadderResult) -> LadderVerdict? {
        ladderVerdicts.first { $0.ladder.ladder == ladder.ladder }
    }

    /// The index's line on what skill is worth in this report's game, or nil without a ladder.
    var skillLine: String? {
        let verdicts = ladderVerdicts
        guard !verdicts.isEmpty, let game = part ?? gameIDs.first else { return nil }
        return "**[\(game)](\(game)/report.md)**: " + verdicts.map(DesignAnalysis.shortText).joined(separator: "; ") + "."
    }

    /// The strongest rung in words, from the ladder's verdict.
    static func strongestSentence(_ verdict: LadderVerdict) -> String {
        verdict.strongestShown
            ? "\(verdict.strongest) is the strongest: it beats every other rung (each 95% interval above \(verdict.ladder.isMatch ? "50%" : "0"))."
            : "No rung is shown to beat every other; \(verdict.strongest) has the highest \(verdict.ladder.isMatch ? "rating" : "mean score")."
    }

    /// The declared order step by step, in words, from the ladder's verdict.
    static func orderSentence(_ verdict: LadderVerdict) -> String {
        if verdict.order == .yes { return "The declared order holds: every rung is shown above the rung below it (each 95% interval)." }
        let shown = verdict.steps.filter { $0.verdict == .yes }.count
        let reversed = verdict.steps.filter { $0.verdict == .no }.map { "\($0.higher) below \($0.lower)" }
        return "The declared order is not shown at every step: \(shown) of \(verdict.steps.count) steps shown upward"
            + (reversed.isEmpty ? "" : "; reversed: " + reversed.joined(separator: ", ")) + "."
    }

    /// The first seat's line of a round robin: the ladder's own figure (mixed matches), then the fairness verdict of
    /// seat 0 from the configurations where one bot holds every seat at the ladder's parameters: the same test and
    /// the same figures as "Is it fair?" and the seats table.
    func firstSeatSentence(_ ladder: LadderResult, figure: SkillFigure) -> String {
        var text = "First seat: in these matches seat 0's win rate minus the average seat's is \(Self.figureText(figure, digits: 3)) "
            + "(`\(SkillFigure.firstSeat)`, for gates). Rungs of unequal strength rotate through the seats and dilute a seat's edge, "
            + "so this is not the fairness verdict. "
        let tests = analysis.verdicts.game(ladder.game)?.fairness.filter { $0.parameters == ladder.parameters } ?? []
        let seats = tests.compactMap { test in test.groups.first { $0.key == "seat 0" }.map { (test, $0) } }
        guard !seats.isEmpty else {
            return text + "No configuration where one bot holds every seat was played at \(ladder.parameters), so seat 0's fairness "
                + "is not judged here: add a study with one bot for every seat."
        }
        text += "Where one bot holds every seat (Is it fair?, and the seats table): " + seats.map { test, group in
            let interval = group.test.interval
            return "in \(test.label) seat 0 wins \(NumberFormat.percent(interval.estimate, digits: 1)) (90% interval "
                + "\(NumberFormat.percent(interval.lower, digits: 1)) to \(NumberFormat.percent(interval.upper, digits: 1))) against "
                + "\(NumberFormat.percent(group.reference, digits: 1)): " + Self.fairWords(group.verdict, margin: test.margin)
        }.joined(separator: "; ") + "."
        return text
    }

    /// "within ±5 points (TOST)", "outside ±5 points (TOST)", "not shown within ±5 points (TOST)".
    static func fairWords(_ verdict: Verdict, margin: Double) -> String {
        let band = "±\(NumberFormat.fixed(margin * 100, digits: margin * 100 == (margin * 100).rounded() ? 0 : 1)) points"
        switch verdict {
        case .yes: return "fair, within \(band) (TOST)"
        case .no: return "not fair, outside \(band) (TOST)"
        default: return "not shown within \(band) (TOST)"
        }
    }
}
