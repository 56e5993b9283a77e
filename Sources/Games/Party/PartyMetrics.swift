import PlaytestKit

/// The party game's balance figures: who wins and by how much, turns per round and cards per turn by round,
/// how often bonus time happens and what it is worth, and how turns end.
public struct PartyMetrics: GameMetrics {
    /// Games finished.
    public private(set) var games = 0
    /// Games team A won.
    public private(set) var teamAWins = 0
    /// Games tied.
    public private(set) var ties = 0
    /// A's score minus B's, per game.
    public private(set) var margin = RunningStatistics()
    /// The absolute margin, per game.
    public private(set) var absoluteMargin = RunningStatistics()
    /// Turns per round, by round.
    public private(set) var turnsPerRound = [RunningStatistics](repeating: RunningStatistics(), count: 3)
    /// Cards scored per turn (after undos), by round; bonus turns excluded.
    public private(set) var cardsPerTurn = [RunningStatistics](repeating: RunningStatistics(), count: 3)
    /// Rounds 1 and 2 that ended with a bonus saved, and rounds 1 and 2 played.
    public private(set) var bonusRounds = 0
    /// Rounds 1 and 2 played to their end.
    public private(set) var roundsBeforeLast = 0
    /// Seconds of each bonus turn.
    public private(set) var bonusSeconds = RunningStatistics()
    /// Cards scored in each bonus turn.
    public private(set) var bonusTurnCards = RunningStatistics()
    /// Turns ended by the timer, the deck emptied, a skip cycle, End Turn (in `TurnEnd` order).
    public private(set) var turnEnds = [0, 0, 0, 0]

    /// Creates an empty accumulator.
    public init(game: PartyGame) {}

    /// Records turn ends, turn results, round ends and game ends.
    public mutating func record(_ moment: Moment<PartyGame>, state: GameStore, game: PartyGame) {
        guard case .action(_, let before) = moment else { return }
        if let turn = state.turn, turn.end != nil, before.turn?.number == turn.number, before.turn?.end == nil,
           let index = TurnEnd.allCases.firstIndex(of: turn.end!) {
            turnEnds[index] += 1
        }
        if before.stage == .recap, state.stage != .recap, let turn = before.turn {
            let cards = Double(turn.corrects - turn.undos)
            if turn.isBonus {
                bonusSeconds.add(Double(turn.startSeconds))
                bonusTurnCards.add(cards)
            } else if (1...3).contains(turn.round) {
                cardsPerTurn[turn.round - 1].add(cards)
            }
        }
        if before.stage == .recap, state.stage == .roundEnd || state.stage == .roundIntro || state.stage == .gameEnd {
            turnsPerRound[min(2, max(0, before.round - 1))].add(Double(before.turnsThisRound))
            if before.round < Settings.rounds {
                roundsBeforeLast += 1
                if !state.pendingBonuses.isEmpty { bonusRounds += 1 }
            }
        }
        if before.stage != .gameEnd, state.stage == .gameEnd {
            games += 1
            let difference = state.teamScores[0] - state.teamScores[1]
            if difference > 0 { teamAWins += 1 }
            if difference == 0 { ties += 1 }
            margin.add(Double(difference))
            absoluteMargin.add(Double(abs(difference)))
        }
    }

    /// Nothing more at the end.
    public mutating func finishGame(_ state: GameStore, game: PartyGame) {}

    /// Adds another chunk's figures.
    public mutating func merge(_ other: PartyMetrics) {
        games += other.games
        teamAWins += other.teamAWins
        ties += other.ties
        margin.merge(other.margin)
        absoluteMargin.merge(other.absoluteMargin)
        for round in 0..<3 {
            turnsPerRound[round].merge(other.turnsPerRound[round])
            cardsPerTurn[round].merge(other.cardsPerTurn[round])
        }
        bonusRounds += other.bonusRounds
        roundsBeforeLast += other.roundsBeforeLast
        bonusSeconds.merge(other.bonusSeconds)
        bonusTurnCards.merge(other.bonusTurnCards)
        for index in turnEnds.indices { turnEnds[index] += other.turnEnds[index] }
    }

    /// The figures, in a fixed order.
    public func measurements(game: PartyGame) -> [Measurement] {
        let decided = games - ties
        var figures = [
            Measurement(Key.teamAWins, label: "Games won by team A (the starting team)", value: .rate(successes: teamAWins, trials: games)),
            Measurement(Key.teamAWinsOfDecided, label: "Team A's share of the games not tied", value: .rate(successes: teamAWins, trials: decided)),
            Measurement(Key.ties, label: "Games tied", value: .rate(successes: ties, trials: games)),
            Measurement(Key.margin, label: "Score margin, A minus B", unit: "points", value: .summary(margin), digits: 2),
            Measurement(Key.absoluteMargin, label: "Score margin, winner minus loser", unit: "points", value: .summary(absoluteMargin), digits: 2),
        ]
        for round in 0..<3 {
            figures.append(Measurement(Key.turnsRound(round + 1), label: "Turns in round \(round + 1) (\(RoundPhase(round: round + 1)))",
                                       unit: "turns", value: .summary(turnsPerRound[round]), digits: 2))
        }
        for round in 0..<3 {
            figures.append(Measurement(Key.cardsPerTurnRound(round + 1), label: "Cards per turn in round \(round + 1), bonus turns apart",
                                       unit: "cards", value: .summary(cardsPerTurn[round]), digits: 2))
        }
        let turns = turnEnds.reduce(0, +)
        figures += [
            Measurement(Key.bonusRounds, label: "Rounds 1 and 2 ending with a bonus saved", value: .rate(successes: bonusRounds, trials: roundsBeforeLast)),
            Measurement(Key.bonusSeconds, label: "Seconds of a bonus turn", unit: "s", value: .summary(bonusSeconds), digits: 1),
            Measurement(Key.bonusTurnCards, label: "Cards scored in a bonus turn", unit: "cards", value: .summary(bonusTurnCards), digits: 2),
        ]
        for (index, end) in TurnEnd.allCases.enumerated() {
            figures.append(Measurement(Key.turnEnds(end),
                                       label: "Turns ended by \(Self.endLabel(end))", value: .rate(successes: turnEnds[index], trials: turns)))
        }
        return figures
    }

    /// "the timer", "emptying the deck", "a completed skip cycle", "End Turn".
    static func endLabel(_ end: TurnEnd) -> String {
        switch end {
        case .timer: "the timer"
        case .deckEmpty: "emptying the deck"
        case .skipCycle: "a completed skip cycle"
        case .manual: "End Turn"
        }
    }
}

extension PartyMetrics {
    /// The keys of this game's measurements, declared once: its metrics make them, its report section reads them.
    public enum Key {
        /// `teamAWins`, a rate.
        public static let teamAWins = MeasurementKey.rate("teamAWins")
        /// `teamAWinsOfDecided`, a rate.
        public static let teamAWinsOfDecided = MeasurementKey.rate("teamAWinsOfDecided")
        /// `ties`, a rate.
        public static let ties = MeasurementKey.rate("ties")
        /// `margin`, a summary.
        public static let margin = MeasurementKey.summary("margin")
        /// `absoluteMargin`, a summary.
        public static let absoluteMargin = MeasurementKey.summary("absoluteMargin")
        /// `bonusRounds`, a rate.
        public static let bonusRounds = MeasurementKey.rate("bonusRounds")
        /// `bonusSeconds`, a summary.
        public static let bonusSeconds = MeasurementKey.summary("bonusSeconds")
        /// `bonusTurnCards`, a summary.
        public static let bonusTurnCards = MeasurementKey.summary("bonusTurnCards")
        /// `turnsRound1` to `turnsRound3`: turns in round `round` (1 to 3), a summary.
        public static func turnsRound(_ round: Int) -> MeasurementKey<RunningStatistics> { .summary("turnsRound\(round)") }
        /// `cardsPerTurnRound1` to `cardsPerTurnRound3`: cards per turn in round `round` (1 to 3), a summary.
        public static func cardsPerTurnRound(_ round: Int) -> MeasurementKey<RunningStatistics> { .summary("cardsPerTurnRound\(round)") }
        /// `turnEndsTimer`, `turnEndsSkipCycle`, ...: the share of turns ended by `end`, a rate.
        public static func turnEnds(_ end: TurnEnd) -> MeasurementKey<RateCount> {
            .rate("turnEnds" + end.rawValue.prefix(1).uppercased() + end.rawValue.dropFirst())
        }
    }
}
