import PlaytestKit

/// Hog (`hog`), two-dice Pig for 1 to 4 players, as a state machine Playtest can drive (see DESIGN.md).
///
/// The dice come from the `rng` the runner passes to `apply`, so every bot and every arm of a sweep sees the
/// same rolls for the same game; a bot's own choices come from its seat's stream.
public struct HogGame: PlayableGame {
    public typealias State = HogState
    public typealias Action = HogAction
    public typealias Event = HogEvent
    public typealias Invariants = HogInvariant
    public typealias Coverage = HogCoverage

    /// The game's facts. `document` is shown as written (Playtest's own games give their page, `docs/games/<id>.md`).
    public static let descriptor = GameDescriptor(
        id: "hog", title: "Hog (two-dice Pig)", document: "Examples/StudioGame/DESIGN.md", parameters: HogSettings.parameters,
        seating: "one seat per player; every seat sees the whole table", faults: HogFault.allCases.map { PlantedFault($0.rawValue, $0.faultClass) })

    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The settings read from the configuration.
    public let settings: HogSettings
    /// The rules of the configuration's rule set.
    public let rules: HogRules

    /// Creates the game from a validated configuration.
    public init(configuration: GameConfiguration) {
        self.configuration = configuration
        self.settings = HogSettings(configuration: configuration)
        self.rules = HogRules(ruleSet: configuration.rules)
    }

    /// One seat per player.
    public var seatCount: Int { settings.players }

    /// Empty banks, seat 0 to play (DESIGN.md 1).
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> HogState {
        var state = HogState(players: settings.players)
        if rules.has(.secondSeatStarts) { state.seat = state.seat(after: 0) }
        return state
    }

    /// The seat whose turn it is.
    public func seatToAct(in state: HogState) -> Int { state.seat }

    /// A seat's bank, and whether it won once the game is over.
    public func outcome(ofSeat seat: Int, in state: HogState) -> SeatOutcome {
        SeatOutcome(score: Double(state.banks[seat]), won: state.isOver ? state.winners.contains(seat) : nil)
    }

    /// Rolls or holds (DESIGN.md 2); a move after the end changes nothing.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: HogAction, to state: inout HogState, using rng: inout R, observer: inout O
    ) where O.Game == HogGame {
        guard !state.isOver else { return }
        let seat = state.seat
        switch action {
        case .roll:
            let faces = rules.has(.dieShowsSeven) ? 1...7 : 1...6
            let first = rng.draw(in: faces)
            let dice = [first, rules.has(.secondDieRepeatsFirst) ? first : rng.draw(in: faces)]
            state.lastDice = dice
            observer.observe(.rolled(dice[0], dice[1]), in: state)
            switch dice.filter({ $0 == 1 }).count {
            case 0:
                state.turnTotal += dice[0] + dice[1]
                return
            case 1:
                if !rules.has(.singleOneKeepsTurnTotal) { state.turnTotal = 0 }
                observer.observe(.bust(seat: seat), in: state)
            default:
                state.turnTotal = 0
                if rules.has(.snakeEyesEmptiesEveryBank) {
                    state.banks = state.banks.map { _ in 0 }
                } else if rules.snakeEyesEmptiesBank {
                    state.banks[seat] = 0
                }
                observer.observe(.snakeEyes(seat: seat), in: state)
            }
        case .hold:
            state.banks[seat] += state.turnTotal
            observer.observe(.banked(seat: seat, points: state.turnTotal), in: state)
            state.turnTotal = 0
            if rules.has(.targetNeedsMore) ? state.banks[seat] > settings.target : state.banks[seat] >= settings.target {
                end(&state, winners: [seat], observer: &observer)
                return
            }
        }
        var held = false
        if case .hold = action { held = true }
        endTurn(&state, held: held, observer: &observer)
    }

    /// Passes the turn; past the round limit, ends the game with the highest banks winning (DESIGN.md 3.2).
    func endTurn<O: GameObserver>(_ state: inout HogState, held: Bool, observer: inout O) where O.Game == HogGame {
        state.turnsPlayed += 1
        if rules.has(.holdCountsTwoTurns), held { state.turnsPlayed += 1 }
        state.seat = state.seat(after: rules.has(.seatSkipsOne) ? state.seat(after: state.seat) : state.seat)
        let turnsPerRound = rules.has(.roundsOfTwoTurns) ? 2 : settings.players
        if state.turnsPlayed >= settings.roundLimit * turnsPerRound + (rules.has(.roundLimitOneLate) ? 1 : 0) {
            let best = state.banks.max() ?? 0
            end(&state, winners: state.banks.indices.filter { state.banks[$0] == best }, observer: &observer)
        }
    }

    /// Ends the game.
    func end<O: GameObserver>(_ state: inout HogState, winners: [Int], observer: inout O) where O.Game == HogGame {
        state.winners = winners
        state.isOver = true
        observer.observe(.ended(winners: winners), in: state)
    }

    /// Over once someone won or the rounds ran out.
    public func isTerminal(_ state: HogState) -> Bool { state.isOver }

    /// "seat 1 to play, turn 7, dice 3+4 | banks 12 30 | turn total 7".
    public func summary(of state: HogState) -> String {
        let dice = state.lastDice.isEmpty ? "-" : state.lastDice.map(String.init).joined(separator: "+")
        return "seat \(state.seat) to play, turn \(state.turnsPlayed + 1), dice \(dice) | banks "
            + state.banks.map(String.init).joined(separator: " ") + " | turn total \(state.turnTotal)"
            + (state.isOver ? " | over, winners \(state.winners)" : "")
    }
}
