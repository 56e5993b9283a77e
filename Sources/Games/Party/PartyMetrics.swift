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
    /// Cards scored per turn (after undos), by round; bonus turns excluded: ratios over games.
    public private(set) var cardsPerTurn = [ClusteredRatio](repeating: ClusteredRatio(), count: 3)
    /// Rounds 1 and 2 that ended with a bonus saved, of rounds 1 and 2 played to their end: a share ratio over games.
    public private(set) var bonusRounds = ClusteredRatio(isShare: true)
    /// Seconds of a bonus turn: a ratio over games.
    public private(set) var bonusSeconds = ClusteredRatio()
    /// Cards scored in a bonus turn: a ratio over games.
    public private(set) var bonusTurnCards = ClusteredRatio()
    /// Turns ended by the timer, the deck emptied, a skip cycle, End Turn (in `TurnEnd` order): share ratios over games.
    public private(set) var turnEnds = [ClusteredRatio](repeating: ClusteredRatio(isShare: true), count: 4)
    /// The game in progress: its sub-game counts, added to the ratios when it finishes.
    var current = GameCounts()

    /// One game's sub-game counts: numerators and denominators of the per-turn and per-round ratios.
    struct GameCounts: Sendable, Codable {
        var cards = [0, 0, 0]
        var turns = [0, 0, 0]
        var bonusRounds = 0
        var roundsBeforeLast = 0
        var bonusSeconds = 0
        var bonusCards = 0
        var bonusTurns = 0
        var turnEnds = [0, 0, 0, 0]
    }

    /// Creates an empty accumulator.
    public init(game: PartyGame) {}

    /// Records turn ends, turn results, round ends and game ends.
    public mutating func record(_ moment: Moment<PartyGame>, state: GameStore, game: PartyGame) {
        guard case .action(_, let before) = moment else { return }
        if let turn = state.turn, turn.end != nil, before.turn?.number == turn.number, before.turn?.end == nil,
           let index = TurnEnd.allCases.firstIndex(of: turn.end!) {
            current.turnEnds[index] += 1
        }
        if before.stage == .recap, state.stage != .recap, let turn = before.turn {
            if turn.isBonus {
                current.bonusSeconds += turn.startSeconds
                current.bonusCards += turn.corrects - turn.undos
                current.bonusTurns += 1
            } else if (1...3).contains(turn.round) {
                current.cards[turn.round - 1] += turn.corrects - turn.undos
                current.turns[turn.round - 1] += 1
            }
        }
        if before.stage == .recap, state.stage == .roundEnd || state.stage == .roundIntro || state.stage == .gameEnd {
            turnsPerRound[min(2, max(0, before.round - 1))].add(Double(before.turnsThisRound))
            if before.round < Settings.rounds {
                current.roundsBeforeLast += 1
                if !state.pendingBonuses.isEmpty { current.bonusRounds += 1 }
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

    /// Adds the game's per-turn and per-round counts to the ratios (the game is their unit of observation).
    public mutating func finishGame(_ state: GameStore, game: PartyGame) {
        for round in 0..<3 { cardsPerTurn[round].add(numerator: Double(current.cards[round]), denominator: Double(current.turns[round])) }
        bonusRounds.add(numerator: Double(current.bonusRounds), denominator: Double(current.roundsBeforeLast))
        bonusSeconds.add(numerator: Double(current.bonusSeconds), denominator: Double(current.bonusTurns))
        bonusTurnCards.add(numerator: Double(current.bonusCards), denominator: Double(current.bonusTurns))
        let turns = Double(current.turnEnds.reduce(0, +))
        for index in turnEnds.indices { turnEnds[index].add(numerator: Double(current.turnEnds[index]), denominator: turns) }
        current = GameCounts()
    }

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
        bonusRounds.merge(other.bonusRounds)
        bonusSeconds.merge(other.bonusSeconds)
        bonusTurnCards.merge(other.bonusTurnCards)
        for index in turnEnds.indices { turnEnds[index].merge(other.turnEnds[index]) }
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
                                       unit: "cards", value: .ratio(cardsPerTurn[round]), digits: 2))
        }
        figures += [
            Measurement(Key.bonusRounds, label: "Rounds 1 and 2 ending with a bonus saved", value: .ratio(bonusRounds)),
            Measurement(Key.bonusSeconds, label: "Seconds of a bonus turn", unit: "s", value: .ratio(bonusSeconds), digits: 1),
            Measurement(Key.bonusTurnCards, label: "Cards scored in a bonus turn", unit: "cards", value: .ratio(bonusTurnCards), digits: 2),
        ]
        for (index, end) in TurnEnd.allCases.enumerated() {
            figures.append(Measurement(Key.turnEnds(end),
                                       label: "Turns ended by \(Self.endLabel(end))", value: .ratio(turnEnds[index])))
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
        /// `bonusRounds`, a share ratio over games.
        public static let bonusRounds = MeasurementKey.ratio("bonusRounds")
        /// `bonusSeconds`, a ratio over games.
        public static let bonusSeconds = MeasurementKey.ratio("bonusSeconds")
        /// `bonusTurnCards`, a ratio over games.
        public static let bonusTurnCards = MeasurementKey.ratio("bonusTurnCards")
        /// `turnsRound1` to `turnsRound3`: turns in round `round` (1 to 3), a summary.
        public static func turnsRound(_ round: Int) -> MeasurementKey<RunningStatistics> { .summary("turnsRound\(round)") }
        /// `cardsPerTurnRound1` to `cardsPerTurnRound3`: cards per turn in round `round` (1 to 3), a ratio over games.
        public static func cardsPerTurnRound(_ round: Int) -> MeasurementKey<ClusteredRatio> { .ratio("cardsPerTurnRound\(round)") }
        /// `turnEndsTimer`, `turnEndsSkipCycle`, ...: the share of turns ended by `end`, a share ratio over games.
        public static func turnEnds(_ end: TurnEnd) -> MeasurementKey<ClusteredRatio> {
            .ratio("turnEnds" + end.rawValue.prefix(1).uppercased() + end.rawValue.dropFirst())
        }
    }
}

// MARK: - Codable

/// Every accumulator, for a shard's archived blocks of games (a configuration split across shards).
extension PartyMetrics: Codable {}
