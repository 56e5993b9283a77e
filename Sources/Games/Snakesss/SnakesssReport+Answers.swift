import PlaytestKit

// MARK: - Snakesss's design questions

extension SnakesssReport {
    /// The margin of the role equivalence test on (snake - non-snake) / (snake + non-snake) points per round: 0.05,
    /// so that either role scores at most about 10% more per round than the other.
    static let roleMargin = 0.05

    /// Fair by role: per configuration, an equivalence test (TOST) of the relative gap between a snake's and a
    /// non-snake's points per round against 0 within ``roleMargin``. Close: games tied for the win. Skill: the
    /// voting policies at one player count, best against worst mean points per round of a non-snake.
    static func answers(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> [DesignAnswer] {
        var rows: [(label: String, verdict: EquivalenceVerdict)] = []
        for (configuration, result) in zip(configurations, results) {
            guard let gap = result.statistics("snakeGapRelative"), gap.count > 1 else { continue }
            rows.append((configuration.label, EquivalenceVerdict(estimate: gap.mean, standardError: gap.standardError, reference: 0, margin: roleMargin)))
        }
        guard !rows.isEmpty else { return [] }
        var answers: [DesignAnswer] = []
        let fair = rows.filter { $0.verdict.outcome == .equivalent }
        let snakes = rows.filter { $0.verdict.outcome == .different && $0.verdict.interval.estimate > 0 }
        let nonSnakes = rows.filter { $0.verdict.outcome == .different && $0.verdict.interval.estimate < 0 }
        func gap(_ row: (label: String, verdict: EquivalenceVerdict)) -> String {
            "\(NumberFormat.fixed(row.verdict.interval.estimate, digits: 3)) in \(row.label) (90% interval "
                + "\(NumberFormat.fixed(row.verdict.interval.lower, digits: 3)) to \(NumberFormat.fixed(row.verdict.interval.upper, digits: 3)))"
        }
        let sorted = rows.sorted { $0.verdict.interval.estimate < $1.verdict.interval.estimate }
        let range = rows.count == 1 ? gap(sorted[0]) : "from \(gap(sorted[0])) to \(gap(sorted[sorted.count - 1]))"
        let open = rows.count - fair.count - snakes.count - nonSnakes.count
        let short = fair.count == rows.count ? "yes, roles within ±\(NumberFormat.fixed(roleMargin, digits: 2)) everywhere"
            : "no: " + [nonSnakes.isEmpty ? nil : "non-snakes ahead in \(nonSnakes.count)", snakes.isEmpty ? nil : "snakes ahead in \(snakes.count)",
                        fair.isEmpty ? nil : "even in \(fair.count)", open == 0 ? nil : "not shown either way in \(open)"]
                .compactMap { $0 }.joined(separator: ", ") + " of \(rows.count) configurations"
        let verdict: Verdict = fair.count == rows.count ? .yes : snakes.isEmpty && nonSnakes.isEmpty ? .inconclusive : .no
        answers.append(DesignAnswer(.fair, verdict: verdict, short: short, sentence:
            "By role, the relative gap (snake - non-snake) / (snake + non-snake) points per round runs \(range); shown within "
                + "±\(NumberFormat.fixed(roleMargin, digits: 2)) (either role at most about 10% ahead; TOST at 5% each side) in \(fair.count) of "
                + "\(rows.count) configurations; non-snakes shown ahead in \(nonSnakes.count), snakes in \(snakes.count).",
            evidence: [Evidence(figure: "snakeGapRelative", anchor: Evidence.Section.metric("snakeGapRelative"))]))
        return answers
    }

    /// Points per round grow with the number of players (a right vote scores per snake, and W is at most the number
    /// of non-snakes): arithmetic, not balance.
    static let mechanical: [MechanicalMetric] = [
        MechanicalMetric(metric: "snakePointsPerRound", reason: "points per round grow with the players voting", scalesWith: "players"),
        MechanicalMetric(metric: "nonSnakePointsPerRound", reason: "points per round grow with the players voting", scalesWith: "players"),
        MechanicalMetric(metric: "snakeMinusNonSnakePerRound", reason: "a difference of points that grow with the players", scalesWith: "players"),
    ]
}
