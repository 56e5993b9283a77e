import PlaytestKit

/// Per game: turns, the winning bank, busts and snake eyes per turn, and who won (DESIGN.md 4).
public struct HogMetrics: GameMetrics {
    var turns = RunningStatistics()
    var winningBank = RunningStatistics()
    var busts = 0
    var snakeEyes = 0
    var turnsPlayed = 0
    var firstSeatWins = 0
    var decided = 0
    var games = 0
    var limitGames = 0

    /// Empty.
    public init(game: HogGame) {}

    /// Counts busts and snake eyes.
    public mutating func record(_ moment: Moment<HogGame>, state: HogState, game: HogGame) {
        guard case .event(let event, _) = moment else { return }
        switch event {
        case .bust: busts += 1
        case .snakeEyes: snakeEyes += 1
        default: break
        }
    }

    /// Adds a finished game.
    public mutating func finishGame(_ state: HogState, game: HogGame) {
        games += 1
        turns.add(Double(state.turnsPlayed))
        turnsPlayed += state.turnsPlayed
        guard state.isOver else { return }
        decided += 1
        winningBank.add(Double(state.banks.max() ?? 0))
        if state.winners == [0] { firstSeatWins += 1 }
        if state.banks.allSatisfy({ $0 < game.settings.target }) { limitGames += 1 }
    }

    /// Adds another chunk's games.
    public mutating func merge(_ other: HogMetrics) {
        turns.merge(other.turns)
        winningBank.merge(other.winningBank)
        busts += other.busts
        snakeEyes += other.snakeEyes
        turnsPlayed += other.turnsPlayed
        firstSeatWins += other.firstSeatWins
        decided += other.decided
        games += other.games
        limitGames += other.limitGames
    }

    /// The figures reports, gates and `compare` read by name.
    public func measurements(game: HogGame) -> [Measurement] {
        [
            Measurement(name: "turns", label: "Turns per game", unit: "turns", value: .summary(turns)),
            Measurement(name: "winningBank", label: "The winner's bank", unit: "points", value: .summary(winningBank)),
            Measurement(name: "bustRate", label: "Turns ended by a single 1", value: .rate(successes: busts, trials: turnsPlayed)),
            Measurement(name: "snakeEyesRate", label: "Turns ended by snake eyes", value: .rate(successes: snakeEyes, trials: turnsPlayed)),
            Measurement(name: "firstSeatWins", label: "Games seat 0 won alone", value: .rate(successes: firstSeatWins, trials: decided)),
            Measurement(name: "roundLimitGames", label: "Games ended by the round limit", value: .rate(successes: limitGames, trials: games)),
        ]
    }
}
