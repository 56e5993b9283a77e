import PlaytestKit

// MARK: - Rounds: start, turn order, recap done, round end, game end

extension GameStore {
    /// Start Round N: shuffles the same cards into the deck and hands the phone to the first clue-giver
    /// (roundIntro → turnHandoff). Under the app's rule (starting team A or B) the starting team opens, except
    /// that a clue-giver who emptied the deck last round gives the first turn with the saved seconds (RULES.md, Party game,
    /// Bonus time: "they give the first turn of the next round"); the what-if `Opener` rules choose the opener
    /// themselves and the bonus is then played as the holder's team's first turn.
    @discardableResult
    public mutating func startRound<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        guard stage == .roundIntro, !allCards.isEmpty else { return ignored() }
        var opener = settings.opener(ofRound: round, after: round == 1 ? nil : turn?.team)
        if settings.startingTeam == .a || settings.startingTeam == .b,
           let owed = pendingBonuses.first(where: { $0.round == round - 1 }) {
            opener = owed.team
        }
        if rules.has(.rotationRestartsEachRound) { rotation = [0, 0] }
        deck = allCards
        if !(rules.has(.firstRoundUnshuffled) && round == 1) { rng.shuffle(&deck) }
        deckRound = round
        turnsThisRound = 0
        teamTurnsThisRound = [0, 0]
        skipsThisRound = 0
        while roundScores.count < round { roundScores.append(RoundScore(round: roundScores.count + 1)) }
        assignTurn(to: opener)
        stage = .turnHandoff
        return true
    }

    /// Chooses the next clue-giver of `team`: the player owed a bonus, for the team's first turn of the round;
    /// otherwise the next player in the team's rotation.
    mutating func assignTurn(to team: Team) {
        turnCount += 1
        if teamTurnsThisRound[team.index] == 0, let bonus = pendingBonuses.first(where: { $0.team == team && $0.round == round - 1 }) {
            turn = Turn(number: turnCount, round: round, team: team, clueGiver: bonus.player, isBonus: true)
            return
        }
        let members = members(of: team)
        let giver = members.isEmpty ? 0 : members[rotation[team.index] % members.count]
        rotation[team.index] += 1
        turn = Turn(number: turnCount, round: round, team: team, clueGiver: giver, isBonus: false)
    }

    /// Next, in the recap: the round's end when the deck is empty, else the other team's handoff.
    @discardableResult
    public mutating func recapDoneNextHandoff() -> Bool {
        guard stage == .recap, let turn else { return ignored() }
        let roundOver = deck.isEmpty || (rules.has(.roundEndsEarly) && deck.count <= 1)
        guard roundOver else {
            assignTurn(to: turn.team.other)
            stage = .turnHandoff
            return true
        }
        // A bonus from an earlier round that was not used lapses with this round.
        let current = round
        pendingBonuses.removeAll { $0.round < current }
        if rules.has(.recapSkipsRoundEnd) {
            stage = .roundEnd
            proceedToNextRoundOrEnd()
            return true
        }
        stage = .roundEnd
        return true
    }

    /// Round N+1 Rules: the next round's intro, or the game's end after round 3 (roundEnd → roundIntro | gameEnd).
    @discardableResult
    public mutating func proceedToNextRoundOrEnd() -> Bool {
        guard stage == .roundEnd else { return ignored() }
        if round < Settings.rounds {
            round += 1
            stage = .roundIntro
            return true
        }
        pendingBonuses = []
        gamesCompleted += 1
        lastFinalScores = teamScores
        stage = .gameEnd
        return true
    }
}
