import PlaytestKit

// MARK: - Square Color's design questions

extension SquareColorReport {
    /// One player's rounds won at one difficulty: the histogram and the round cap it is censored at.
    struct Arm {
        let label: String
        let player: String
        let difficulty: Difficulty
        let rounds: IntegerHistogram
        let cap: Int

        /// The share of games that reached the cap, with its Wilson 95% interval.
        var atCap: ConfidenceInterval? { ConfidenceInterval.wilson(successes: rounds.count(of: cap), trials: rounds.totalCount) }
        /// The mean rounds won with its 95% interval.
        var mean: ConfidenceInterval? { rounds.statistics.meanInterval95 }
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
    /// share of games at the cap falls with separated Wilson intervals. Does skill matter: per difficulty, the best
    /// player's mean rounds won against the worst's (the arms play the same deals, but the per-game pairs are not kept,
    /// so the intervals are the unpaired ones, which are conservative here).
    static func answers(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> [DesignAnswer] {
        var arms: [Arm] = []
        for (configuration, result) in zip(configurations, results) {
            guard case .string(let word)? = configuration.configuration.value("difficulty"), let difficulty = Difficulty(rawValue: word),
                  case .histogram(let rounds)? = result.figure("roundsWon")?.value, rounds.totalCount > 1 else { continue }
            let player = configuration.bot + (configuration.configuration.rules == "documented" ? "" : " (\(configuration.configuration.rules))")
            arms.append(Arm(label: configuration.label, player: player, difficulty: difficulty, rounds: rounds,
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
            answers.append(DesignAnswer(.difficulty, short: short, sentence:
                (broken > 0 ? "No" : (ordered == swept ? "Yes" : "Not shown for every player"))
                    + ", by mean rounds won with 95% intervals (by the share of games at the round cap where a player reaches it, since a capped "
                    + "mean is censored): " + lines.joined(separator: "; ") + "."))
        }

        var skill: [String] = []
        var gaps: [Double] = []
        for difficulty in Difficulty.allCases {
            let here = arms.filter { $0.difficulty == difficulty }
            guard here.count >= 2, let best = here.max(by: { $0.rounds.statistics.mean < $1.rounds.statistics.mean }),
                  let worst = here.min(by: { $0.rounds.statistics.mean < $1.rounds.statistics.mean }) else { continue }
            let a = best.rounds.statistics, b = worst.rounds.statistics
            let difference = a.mean - b.mean
            let error = (a.standardError * a.standardError + b.standardError * b.standardError).squareRoot()
            gaps.append(difference - ConfidenceInterval.z95 * error)
            skill.append("\(difficulty.rawValue): \(best.player) \(best.text) against \(worst.player) \(worst.text), a gap of at least "
                + "\(NumberFormat.fixed(difference - ConfidenceInterval.z95 * error, digits: 1)) rounds")
        }
        if !skill.isEmpty {
            answers.append(DesignAnswer(.skill, short: "yes: best beats worst by at least \(NumberFormat.fixed(gaps.min() ?? 0, digits: 0)) rounds won per game (95%)",
                sentence: "Yes: mean rounds won per game, best player against worst at each difficulty (the gap's 95% lower bound, unpaired; "
                    + "a capped mean understates the best player, so the gap is larger still): " + skill.joined(separator: "; ") + "."))
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
