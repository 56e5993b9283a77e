import PlaytestKit

// MARK: - A turn: begin, correct, skip, pause, end, recap and undo

extension GameStore {
    /// I'm {ClueGiver} — Start Turn: the timer starts at `timerSeconds`, or at the saved seconds for a bonus turn
    /// (turnHandoff → turn).
    @discardableResult
    public mutating func beginTurn() -> Bool {
        guard stage == .turnHandoff, var current = turn, !current.hasBegun else { return ignored() }
        var seconds = settings.timerSeconds - (rules.has(.timerStartsOneShort) ? 1 : 0)
        if current.isBonus, let index = pendingBonuses.firstIndex(where: { $0.player == current.clueGiver && $0.round == round - 1 }) {
            seconds = pendingBonuses[index].seconds
            if !rules.has(.bonusNeverConsumed) { pendingBonuses.remove(at: index) }
        }
        current.hasBegun = true
        current.startSeconds = seconds
        current.timeRemaining = seconds
        current.initialDeckSize = deck.count
        current.startCardID = deck.first?.id
        current.startedAt = clock.now
        current.lastMarkAt = clock.now
        turn = current
        turnsThisRound += 1
        teamTurnsThisRound[current.team.index] += 1
        stage = .turn
        startTimer()
        return true
    }

    /// Correct: the top card is scored for the clue-giver's team. Emptying the deck ends the turn at once and saves
    /// the seconds left as a bonus (shipped: after a skip it ends as skip cycle complete, with no bonus).
    @discardableResult
    public mutating func markCorrect() -> Bool {
        guard stage == .turn, var current = turn, !deck.isEmpty else { return ignored() }
        let card = deck.removeFirst()
        current.corrects += 1
        score(current.team, by: 1)
        corrects[current.team.index] += 1
        events.append(CorrectEvent(cardID: card.id, team: current.team, clueGiver: current.clueGiver, round: round, turn: current.number,
                                   duration: clock.now - current.lastMarkAt))
        current.lastMarkAt = clock.now
        turn = current
        guard deck.isEmpty else { return true }
        if rules.emptyAfterSkipEndsAsSkipCycle && current.skips > 0 {
            finishTurn(.skipCycle, to: .turnSkipComplete)
            return true
        }
        if !rules.has(.noBonusOnEmptyDeck) {
            // The deck is empty: no bonus still pending can be used this round any more.
            if !rules.has(.bonusNeverConsumed) { pendingBonuses.removeAll() }
            pendingBonuses.append(Bonus(player: current.clueGiver, team: current.team, seconds: current.timeRemaining, round: round,
                                        turn: current.number))
            turn?.earnedBonus = true
        }
        finishTurn(.deckEmpty, to: .recap)
        return true
    }

    /// Skip (rounds 2 and 3): the top card goes to the bottom; once skips and corrects reach the deck's size at the
    /// turn's start, the turn ends as skip cycle complete (turn → turnSkipComplete).
    @discardableResult
    public mutating func skip() -> Bool {
        guard stage == .turn, var current = turn, !deck.isEmpty, phase.allowsSkips || rules.has(.skipsInRoundOne) else { return ignored() }
        deck.append(deck.removeFirst())
        current.skips += 1
        current.lastMarkAt = clock.now
        skipsThisRound += 1
        turn = current
        if current.skips + current.corrects >= current.initialDeckSize + (rules.has(.skipCycleOneLate) ? 1 : 0) {
            finishTurn(.skipCycle, to: .turnSkipComplete)
        }
        return true
    }

    /// Pause: the timer stops (turn → turnPaused).
    @discardableResult
    public mutating func pauseTurn() -> Bool {
        guard stage == .turn else { return ignored() }
        stopTimer()
        stage = .turnPaused
        return true
    }

    /// Resume: the timer runs again, its next tick a whole second later (turnPaused → turn).
    @discardableResult
    public mutating func resumeTurn<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        guard stage == .turnPaused else { return ignored() }
        if rules.has(.reshuffleOnResume) { rng.shuffle(&deck) }
        if rules.has(.resumeMovesTopCard), !deck.isEmpty { deck.append(deck.removeFirst()) }
        stage = .turn
        startTimer()
        return true
    }

    /// End Turn (confirmed), from the turn or the pause screen: the top card goes to the bottom (turn | turnPaused → recap).
    @discardableResult
    public mutating func endTurn() -> Bool {
        guard stage == .turn || stage == .turnPaused else { return ignored() }
        if !deck.isEmpty { deck.append(deck.removeFirst()) }
        finishTurn(.manual, to: .recap)
        return true
    }

    /// Continue from the skip-cycle screen: turnSkipComplete → recap.
    @discardableResult
    public mutating func acknowledgeSkipComplete() -> Bool {
        guard stage == .turnSkipComplete else { return ignored() }
        stage = .recap
        return true
    }

    /// Undo, in the recap: the turn's correct number `index` is taken back, its card put on top of the deck
    /// and its point removed; if the turn had earned the bonus, the bonus is cancelled.
    /// Shipped: the toggle un-highlights the card, which goes to the bottom of the deck.
    @discardableResult
    public mutating func undo(_ index: Int) -> Bool {
        guard stage == .recap, var current = turn else { return ignored() }
        let positions = events.indices.filter { events[$0].turn == current.number }
        guard positions.indices.contains(index), let card = allCards.first(where: { $0.id == events[positions[index]].cardID }) else {
            return ignored()
        }
        if !rules.has(.undoDuplicatesCard) { events.remove(at: positions[index]) }
        if rules.undoSendsCardToBottom { deck.append(card) } else { deck.insert(card, at: 0) }
        if !rules.has(.undoKeepsPoint) { score(current.team, by: -1) }
        undos[current.team.index] += 1
        current.undos += 1
        if current.earnedBonus, !rules.has(.undoKeepsBonus) {
            pendingBonuses.removeAll { $0.turn == current.number }
            current.earnedBonus = false
        }
        turn = current
        return true
    }

    // MARK: - Helpers

    /// Adds `points` to a team's total and to this round's score.
    mutating func score(_ team: Team, by points: Int) {
        teamScores[team.index] += points
        if roundScores.indices.contains(round - 1) { roundScores[round - 1].points[team.index] += points }
    }

    /// Ends the turn: the timer stops, the end is recorded, the stage moves on.
    mutating func finishTurn(_ end: TurnEnd, to next: Stage) {
        stopTimer()
        turn?.end = end
        let now = clock.now
        turn?.endedAt = now
        stage = next
    }
}
