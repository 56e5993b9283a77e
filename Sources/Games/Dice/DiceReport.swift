import PlaytestKit

/// The dice game's design questions (it has no section of its own): is the die fair, face by face, and which figures
/// only scale with the number of dice.
enum DiceReport {
    /// The margin of each face's equivalence test against 1/6: one percentage point.
    static let faceMargin = 0.01

    /// A face's share of settled dice, a ratio over games, as the 90% interval the TOST reads: `R ± t₀.₉₅,ₙ₋₁ · SE` with
    /// the cluster-robust standard error (the dice of one game share it, so games, not dice, are independent); nil
    /// with fewer than two games or no die settled.
    static func faceInterval(_ share: ClusteredRatio) -> ConfidenceInterval? {
        guard let ratio = share.ratio, share.clusters >= 2 else { return nil }
        let margin = StudentTDistribution.quantile(1 - EquivalenceVerdict.defaultAlpha, degreesOfFreedom: Double(share.clusters - 1)) * share.standardError
        return ConfidenceInterval(estimate: ratio, lower: ratio - margin, upper: ratio + margin)
    }

    /// Answers only: fairness of the settled faces, each face's share (a ratio over games) an equivalence test (TOST)
    /// against 1/6 within ``faceMargin``, per playing configuration; rolls per turn and settle time declared mechanical in `count`.
    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        var verdicts: [(label: String, face: Int, verdict: EquivalenceVerdict)] = []
        for (configuration, result) in zip(configurations, results) {
            // The face furthest from 1/6 decides the configuration.
            func reach(_ verdict: EquivalenceVerdict) -> Double { max(abs(verdict.interval.lower - 1.0 / 6), abs(verdict.interval.upper - 1.0 / 6)) }
            let worst = (1...6).compactMap { face -> (Int, EquivalenceVerdict)? in
                guard let share = result[DiceMetrics.Key.faceShare(face)], let interval = faceInterval(share) else { return nil }
                return (face, EquivalenceVerdict(interval: interval, reference: 1.0 / 6, margin: faceMargin))
            }.max { reach($0.1) < reach($1.1) }
            if let worst { verdicts.append((configuration.label, worst.0, worst.1)) }
        }
        var answers: [DesignAnswer] = []
        if !verdicts.isEmpty {
            let fair = verdicts.filter { $0.verdict.outcome == .equivalent }
            func reach(_ verdict: EquivalenceVerdict) -> Double { max(abs(verdict.interval.lower - 1.0 / 6), abs(verdict.interval.upper - 1.0 / 6)) }
            let worst = verdicts.max { reach($0.verdict) < reach($1.verdict) } ?? verdicts[0]
            let reading = "face \(worst.face) in \(worst.label): \(worst.verdict.text(digits: 4, percent: true))"
            let different = verdicts.contains { $0.verdict.outcome == .different }
            answers.append(DesignAnswer(
                .fair, verdict: fair.count == verdicts.count ? .yes : different ? .no : .inconclusive, short: fair.count == verdicts.count ? "yes, every face within 1/6 ±1 point" : "not shown in \(verdicts.count - fair.count) of \(verdicts.count)",
                sentence: (fair.count == verdicts.count ? "Yes" : "Not shown everywhere") + ": in \(fair.count) of \(verdicts.count) configurations every face's "
                    + "share of settled dice (a ratio over games, cluster-robust) is within 1/6 ±\(NumberFormat.fixed(faceMargin * 100, digits: 0)) percentage point (TOST at 5% each side); the widest reading is \(reading).",
                evidence: [Evidence(figure: DiceMetrics.Key.faceShare(worst.face).name, anchor: Evidence.Section.metric(DiceMetrics.Key.faceShare(worst.face).name))]))
        }
        answers.append(DesignAnswer(
            .skill, verdict: .notApplicable, short: "not applicable: no score, no winner",
            sentence: "Not applicable: the dice roll animation keeps no score and names no winner (docs/games/dice.md), so no way "
                + "of playing it does better than another; its one choice, which dice to lock, only decides which dice roll "
                + "again, and every roll is chance."))
        return ReportSection(answers: answers, mechanical: [
            MechanicalMetric(metric: "rollsPerTurn", reason: "more dice need more rolls to match", scalesWith: "count"),
            MechanicalMetric(metric: "settleTime", reason: "the maximum of more delay and duration draws", scalesWith: "count"),
        ])
    }
}
