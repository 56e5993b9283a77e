import PlaytestKit

// MARK: - Square Color's design questions

extension SquareColorReport {
    /// One player's rounds won at one difficulty: rounds won per game and the share of games at the round cap, each a
    /// ratio over sessions (the session's games share its player and leaderboard), and the cap they are censored at.
    struct Arm {
        let label: String
        let player: String
        let difficulty: Difficulty
        let rounds: ClusteredRatio
        let atCapShare: ClusteredRatio?
        let cap: Int

        /// The share of games that reached the cap, with its cluster-robust 95% interval (0 when the figure is absent).
        var atCap: ConfidenceInterval? {
            guard let atCapShare else { return ConfidenceInterval(estimate: 0, lower: 0, upper: 0) }
            return atCapShare.interval95
        }
        /// The mean rounds won per game with its cluster-robust 95% interval; when every game reached the cap, the cap
        /// itself (censored, and the text says so: the ratio has no spread, so no interval of its own).
        var mean: ConfidenceInterval? {
            if let interval = rounds.interval95 { return interval }
            guard atCapShare?.ratio == 1, let value = rounds.ratio else { return nil }
            return ConfidenceInterval(estimate: value, lower: value, upper: value)
        }
        /// "1.03 (0.95 to 1.11)", or "150, every game at the cap", or with the share at the cap.
        var text: String {
            guard let mean else { return "none" }
            let figure = "\(NumberFormat.fixed(mean.estimate, digits: 2)) (95% interval \(NumberFormat.fixed(mean.lower, digits: 2)) to \(NumberFormat.fixed(mean.upper, digits: 2)))"
            guard let share = atCap, share.estimate > 0 else { return figure }
            if share.estimate == 1 { return "\(cap), every game at the \(cap)-round cap" }
            return figure + ", censored: \(NumberFormat.percent(share.estimate, digits: 0)) of games at the \(cap)-round cap"
        }
    }

    /// Is the difficulty ordered: per player, each step (easy to medium, medium to hard) is shown harder when the mean
    /// rounds won fall with separated 95% intervals or, for a step with games at the round cap (censored), when the
    /// share of games at the cap falls with separated intervals (both ratios over sessions, cluster-robust). Does skill matter: per difficulty, the best
    /// player's mean rounds won against the worst's (the arms play the same deals, but the per-game pairs are not kept,
    /// so the intervals are the unpaired ones, which are conservative here).
    static func answers(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> [DesignAnswer] {
        var arms: [Arm] = []
        // A ladder's matches are its own study, not an arm.
        for (configuration, result) in zip(configurations, results) where !configuration.isLadderMatch {
            guard case .string(let word)? = configuration.configuration.value("difficulty"), let difficulty = Difficulty(rawValue: word),
                  let rounds = result[SquareColorMetrics.Key.roundsWon], rounds.clusters > 1, rounds.ratio != nil else { continue }
            let player = configuration.bot + (configuration.configuration.rules == "documented" ? "" : " (\(configuration.configuration.rules))")
            arms.append(Arm(label: configuration.label, player: player, difficulty: difficulty, rounds: rounds,
                            atCapShare: result[SquareColorMetrics.Key.roundsWonAtCap],
                            cap: SquareColorSettings(configuration: configuration.configuration).maxRounds))
        }
        var players: [String] = []
        for arm in arms where !players.contains(arm.player) { players.append(arm.player) }
        var answers: [DesignAnswer] = []

        var lines: [String] = []
        var ordered = 0, broken = 0, swept = 0
        for player in players {
            let steps = Difficulty.allCases.compactMap { difficulty in arms.first { $0.player == player && $0.difficulty == difficulty } }
            guard steps.count >= 2 else { continue }
            swept += 1
            var words: [String] = []
            var allHarder = true
            var anyEasier = false
            for (easier, harder) in zip(steps, steps.dropFirst()) {
                let capped = (easier.atCap?.estimate ?? 0) > 0 || (harder.atCap?.estimate ?? 0) > 0
                let (a, b) = capped ? (easier.atCap, harder.atCap) : (easier.mean, harder.mean)
                guard let a, let b else { allHarder = false; continue }
                let reading = capped ? "games at the cap \(NumberFormat.percent(a.estimate, digits: 0)) to \(NumberFormat.percent(b.estimate, digits: 0))"
                    : "rounds won \(NumberFormat.fixed(a.estimate, digits: 2)) to \(NumberFormat.fixed(b.estimate, digits: 2))"
                if a.lower > b.upper {
                    words.append("\(harder.difficulty.rawValue) harder (\(reading))")
                } else if b.lower > a.upper {
                    words.append("\(harder.difficulty.rawValue) EASIER than \(easier.difficulty.rawValue) (\(reading))")
                    anyEasier = true
                    allHarder = false
                } else {
                    words.append("\(harder.difficulty.rawValue) not shown harder (\(reading), intervals overlap)")
                    allHarder = false
                }
            }
            if allHarder { ordered += 1 }
            if anyEasier { broken += 1 }
            lines.append("\(player): " + words.joined(separator: ", "))
        }
        if swept > 0 {
            let short = broken > 0 ? "no for \(broken) of \(swept) players" : (ordered == swept ? "yes for every player" : "shown for \(ordered) of \(swept) players")
            answers.append(DesignAnswer(.difficulty, verdict: broken > 0 ? .no : ordered == swept ? .yes : .inconclusive, short: short, sentence:
                (broken > 0 ? "No" : (ordered == swept ? "Yes" : "Not shown for every player"))
                    + ", by mean rounds won per game with cluster-robust 95% intervals over sessions (by the share of games at the round cap where a player reaches it, since a capped "
                    + "mean is censored): " + lines.joined(separator: "; ") + ".",
                // The difficulty curve (rounds won per difficulty setting, the cap marked) first, then the metric's table.
                evidence: [Evidence(figure: "difficultyCurve", anchor: Evidence.Section.game),
                           Evidence(figure: "roundsWon", anchor: Evidence.Section.metric("roundsWon"))]))
        }

        var skill: [String] = []
        var gaps: [Double] = []
        for difficulty in Difficulty.allCases {
            let here = arms.filter { $0.difficulty == difficulty }
            guard here.count >= 2, let best = here.max(by: { ($0.rounds.ratio ?? 0) < ($1.rounds.ratio ?? 0) }),
                  let worst = here.min(by: { ($0.rounds.ratio ?? 0) < ($1.rounds.ratio ?? 0) }) else { continue }
            let a = best.rounds, b = worst.rounds
            let difference = (a.ratio ?? 0) - (b.ratio ?? 0)
            let error = (a.standardError * a.standardError + b.standardError * b.standardError).squareRoot()
            gaps.append(difference - ConfidenceInterval.z95 * error)
            skill.append("\(difficulty.rawValue): \(best.player) \(best.text) against \(worst.player) \(worst.text), a gap of at least "
                + "\(NumberFormat.fixed(difference - ConfidenceInterval.z95 * error, digits: 1)) rounds")
        }
        if !skill.isEmpty {
            let shown = (gaps.min() ?? 0) > 0
            answers.append(DesignAnswer(.skill, verdict: shown ? .yes : .inconclusive, short: shown
                ? "yes: best beats worst by at least \(NumberFormat.fixed(gaps.min() ?? 0, digits: 1)) rounds won per game (95%)"
                : "not shown at every difficulty: the best player's 95% lower bound over the worst is not above 0",
                sentence: (shown ? "Yes" : "Not shown at every difficulty") + ": mean rounds won per game, best player against worst at each difficulty (ratios over sessions; the gap's 95% lower bound, unpaired and cluster-robust; "
                    + "a capped mean understates the best player, so the gap is larger still): " + skill.joined(separator: "; ") + ".",
                evidence: [Evidence(figure: "roundsWon", anchor: Evidence.Section.metric("roundsWon"))]))
        }
        return answers
    }

    /// Rounds won and the score stop at the round cap (`maxRounds`): a figure at the cap is censored, not an effect.
    static func mechanical(_ configurations: [ScenarioConfiguration]) -> [MechanicalMetric] {
        guard let cap = configurations.first.map({ SquareColorSettings(configuration: $0.configuration).maxRounds }) else { return [] }
        return [
            MechanicalMetric(metric: "roundsWon", reason: "the maxRounds cap of \(cap) rounds", cap: cap),
            MechanicalMetric(metric: "score", reason: "censored by the maxRounds cap of \(cap) rounds"),
        ]
    }
}
