import PlaytestKit

// MARK: - The search's determinisation

extension PartyGame {
    /// A store the seat could be in when it sees `view`, built from the view alone: the players and teams, the
    /// round, the screen, the scores (this round's points start at 0: only the difference between simulations
    /// matters), the turn with its clue-giver, marks and timer, and a deck of the view's size whose top card is
    /// the one the clue-giver sees; every other card (in the deck or already guessed) has a difficulty drawn from
    /// the bank's usable titles. What the view does not show is left at its simplest: no pending bonus, the marks of
    /// the turn all corrects, the rotations at their start.
    public func determinise<R: RandomNumberGenerator>(_ view: PartyView, seat: Int, using rng: inout R) -> GameStore {
        var store = GameStore(settings: settings, rules: rules)
        let count = settings.players
        store.players = (0..<count).map { Player(name: "P\($0 + 1)", team: settings.team(ofSeat: $0), seat: $0) }
        let total = max(view.deckCount, count * settings.picksPerPlayer, 1)
        var cards: [Card] = []
        cards.reserveCapacity(total)
        for index in 0..<total {
            if index == 0, let top = view.card {
                cards.append(top)
            } else {
                // Ids above every real one, so none equals the card on top.
                cards.append(Card(id: 1_000_000 + index, title: "", difficulty: drawDifficulty(using: &rng), owner: index % count))
            }
        }
        store.allCards = cards
        store.deck = Array(cards.prefix(view.deckCount))
        store.nextCardID = 1_000_000 + total
        store.round = view.round
        store.deckRound = view.round
        store.teamScores = view.teamScores
        store.roundScores = (1...max(1, view.round)).map { RoundScore(round: $0) }
        store.moveClock(to: view.now)
        if let number = view.turnNumber, let giver = view.clueGiver {
            let team = settings.team(ofSeat: giver)
            var turn = Turn(number: number, round: view.round, team: team, clueGiver: giver, isBonus: false)
            turn.hasBegun = view.stage != .turnHandoff
            turn.startSeconds = settings.timerSeconds
            turn.timeRemaining = view.timeRemaining
            turn.corrects = view.turnMarks
            turn.initialDeckSize = view.deckCount + view.turnMarks
            turn.startCardID = store.deck.first?.id
            turn.startedAt = view.now
            turn.lastMarkAt = view.now
            store.turn = turn
            store.turnCount = number
            store.turnsThisRound = 1
            store.teamTurnsThisRound[team.index] = 1
        }
        store.stage = view.stage
        if let milliseconds = view.millisecondsToZero, view.stage == .turn {
            let tick = view.now + Int64(milliseconds) * 1_000 - Int64(max(0, view.timeRemaining - 1)) * GameStore.second
            store.nextTickAt = tick
            store.pendingTick = tick
        }
        return store
    }

    /// A difficulty drawn in proportion to the bank's usable titles (medium when the bank holds none).
    func drawDifficulty<R: RandomNumberGenerator>(using rng: inout R) -> CardDifficulty {
        let total = difficultyCounts.reduce(0, +)
        guard total > 0 else { return .medium }
        var ticket = rng.draw(index: total)
        for (index, count) in difficultyCounts.enumerated() {
            if ticket < count { return CardDifficulty(rawValue: index + 1)! }
            ticket -= count
        }
        return .hard
    }
}
