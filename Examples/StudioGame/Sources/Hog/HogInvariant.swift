import PlaytestKit

/// DESIGN.md's promises, one case each, checked after every move (a move is the unit the rules speak of).
public enum HogInvariant: GameInvariant, CaseIterable {
    /// Every seat's bank starts at 0, with seat 0 to play and nothing rolled yet.
    case startsFresh
    /// A roll shows two dice, each a face of a six-sided die (the sums below read these dice; this checks them).
    case rollShowsTwoDice
    /// A roll with no 1 adds both dice to the turn total, and the player goes on.
    case rollAddsBothDice
    /// A single 1 loses the turn total, leaves every bank alone and passes the turn.
    case singleOneEndsTurn
    /// Snake eyes loses the turn total, empties the roller's bank and passes the turn.
    case snakeEyesEmptiesBank
    /// A hold adds the turn total to the player's bank and passes the turn (or wins).
    case holdBanksTurnTotal
    /// The game ends only at the target (the holder wins) or the round limit (the highest banks win).
    case endsOnlyAtTargetOrLimit
    /// The turns played are counted again from the moves: a bust, snake eyes or a hold that does not win ends one
    /// turn, and nothing else does (the round limit of 3.2 reads this count, so it is not taken on trust).
    case turnsCounted

    /// Why Hog's invariants are checked after whole moves: its events are observed in the middle of a roll or a hold
    /// (the dice shown before the turn total changes), where a rule about the whole move does not yet hold.
    static let wholeMoves = "events are observed in the middle of a roll or a hold (the dice before the turn total changes); "
        + "the rules speak of whole moves"

    /// What each promises and where DESIGN.md says so.
    public var facts: InvariantFacts {
        switch self {
        case .startsFresh: InvariantFacts(title: "Every bank starts at 0 and seat 0 starts", citation: "DESIGN.md, 1.1 and 1.2", moments: .start,
                                          because: "a rule about the set-up, which only the start is")
        case .rollShowsTwoDice: InvariantFacts(title: "A roll shows two dice, each 1 to 6", citation: "DESIGN.md, 2.1", moments: .action, because: Self.wholeMoves)
        case .turnsCounted: InvariantFacts(title: "A bust, snake eyes or a hold that does not win ends one turn; nothing else ends one",
                                           citation: "DESIGN.md, 2.3 to 2.5 and 3.2 (one turn per seat each round)", moments: .action, because: Self.wholeMoves)
        case .rollAddsBothDice: InvariantFacts(title: "A roll with no 1 adds both dice to the turn total", citation: "DESIGN.md, 2.2", moments: .action, because: Self.wholeMoves)
        case .singleOneEndsTurn: InvariantFacts(title: "A single 1 loses the turn total and passes the turn", citation: "DESIGN.md, 2.3 and 2.6", moments: .action, because: Self.wholeMoves)
        case .snakeEyesEmptiesBank: InvariantFacts(title: "Snake eyes empties the roller's bank", citation: "DESIGN.md, 2.4", moments: .action, because: Self.wholeMoves)
        case .holdBanksTurnTotal: InvariantFacts(title: "A hold banks the turn total and passes the turn", citation: "DESIGN.md, 2.5 and 2.6", moments: .action, because: Self.wholeMoves)
        case .endsOnlyAtTargetOrLimit: InvariantFacts(title: "Only a hold at the target or the round limit ends the game", citation: "DESIGN.md, 3.1 and 3.2", moments: [.start, .action], because: Self.wholeMoves)
        }
    }

    /// Nil when the promise holds after this move, else what broke.
    public func check(_ moment: Moment<HogGame>, in state: HogState, of game: HogGame) -> String? {
        if self == .endsOnlyAtTargetOrLimit { return checkEnd(state, game: game) }
        if self == .startsFresh {
            guard case .start = moment else { return nil }
            let fresh = state.banks == Array(repeating: 0, count: game.settings.players) && state.seat == 0 && state.turnTotal == 0
                && state.turnsPlayed == 0 && state.lastDice.isEmpty && !state.isOver
            return fresh ? nil : "the game starts with banks \(state.banks), seat \(state.seat) to play, turn total \(state.turnTotal)"
        }
        guard case .action(let action, let before) = moment, !before.isOver else { return nil }
        let seat = before.seat
        let ones = state.lastDice.filter { $0 == 1 }.count
        let othersKept = state.banks.indices.allSatisfy { $0 == seat || state.banks[$0] == before.banks[$0] }
        let passed = state.isOver || state.seat == HogReference.seat(after: seat, players: game.settings.players)
        switch (self, action) {
        case (.rollShowsTwoDice, .roll):
            guard state.lastDice.count == 2, state.lastDice.allSatisfy({ (1...6).contains($0) }) else {
                return "a roll showed \(state.lastDice), not two dice of 1 to 6"
            }
        case (.turnsCounted, _):
            let won = state.isOver && action == .hold && state.banks[seat] >= game.settings.target
            let ends = action == .hold ? !won : ones > 0
            let expected = before.turnsPlayed + (ends ? 1 : 0)
            guard state.turnsPlayed == expected else {
                return "\(action) \(action == .roll ? "showing \(state.lastDice) " : "")took the turns played from \(before.turnsPlayed) to \(state.turnsPlayed), not \(expected)"
            }
        case (.rollAddsBothDice, .roll) where ones == 0:
            let expected = before.turnTotal + state.lastDice.reduce(0, +)
            guard state.turnTotal == expected, state.seat == seat, state.banks == before.banks else {
                return "rolled \(state.lastDice): turn total \(state.turnTotal), expected \(expected) with seat \(seat) to go on"
            }
        case (.singleOneEndsTurn, .roll) where ones == 1:
            guard state.turnTotal == 0, state.banks == before.banks, passed else {
                return "rolled \(state.lastDice): turn total \(state.turnTotal), bank \(state.banks[seat]) (was \(before.banks[seat])), seat \(state.seat) to play"
            }
        case (.snakeEyesEmptiesBank, .roll) where ones == 2:
            guard state.turnTotal == 0, state.banks[seat] == 0, othersKept, passed else {
                return "snake eyes: seat \(seat)'s bank is \(state.banks[seat]) (was \(before.banks[seat])), turn total \(state.turnTotal)"
            }
        case (.holdBanksTurnTotal, .hold):
            guard state.banks[seat] == before.banks[seat] + before.turnTotal, othersKept, state.turnTotal == 0, passed else {
                return "held \(before.turnTotal) on a bank of \(before.banks[seat]): bank \(state.banks[seat]), turn total \(state.turnTotal)"
            }
        default: break
        }
        return nil
    }

    /// 3.1 and 3.2: while playing, no bank is at the target; at the end, the winners are the holder at the target
    /// or, at the round limit, the highest banks.
    func checkEnd(_ state: HogState, game: HogGame) -> String? {
        let target = game.settings.target
        guard state.isOver else {
            if state.banks.contains(where: { $0 >= target }) { return "banks \(state.banks) reach the target \(target) but the game goes on" }
            let limit = game.settings.roundLimit * game.settings.players
            return state.turnsPlayed >= limit ? "\(state.turnsPlayed) turns played, the round limit's \(limit), but the game goes on" : nil
        }
        let atTarget = state.banks.indices.filter { state.banks[$0] >= target }
        if atTarget.count == 1, state.winners == atTarget { return nil }
        let best = state.banks.max() ?? 0
        let limit = state.turnsPlayed >= game.settings.roundLimit * game.settings.players
        if atTarget.isEmpty, limit, state.winners == state.banks.indices.filter({ state.banks[$0] == best }) { return nil }
        return "the game ended with banks \(state.banks) after \(state.turnsPlayed) turns and winners \(state.winners)"
    }
}
