import PlaytestKit

// MARK: - The checks

extension PartyInvariant {
    static func ids(_ cards: [Card]) -> String { "[" + cards.map { String($0.id) }.joined(separator: ",") + "]" }

    /// Calls `body` with the state before an action or an event (a copy of the store is one retain); nil at the start.
    @inline(__always)
    static func withBefore(_ moment: Moment<PartyGame>, _ body: (GameStore) -> String?) -> String? {
        switch moment {
        case .start: nil
        case .action(_, let before), .event(_, let before): body(before)
        }
    }

    /// True when the moment has a before-state that is an earlier store, not this one, and shares this store's arrays
    /// (`GameStore.sharesArrays`): cards, candidates, players, deck, scores and events are then as they were before it,
    /// where the runner checked them. (A monitor fed by hand may pass the state itself as its own before-state: never
    /// taken as kept.)
    static func arraysKept(_ moment: Moment<PartyGame>, _ state: GameStore) -> Bool {
        switch moment {
        case .start: false
        case .action(_, let before), .event(_, let before): state.sharesArrays(with: before) && !state.sharesStorage(with: before)
        }
    }

    static func deckOrder(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        withBefore(moment) { before in deckOrder(before: before, state) ?? deckMoveMatches(moment, before: before, state) }
    }

    /// The deck's change (one of the moves' shapes, as `deckOrder(before:_:)` found) is the one the move made: Correct
    /// removes the top; Skip, End Turn and an expiry (the timeUp event, or a wait through one) move it to the bottom;
    /// Undo puts a card back on top; any other move leaves the deck as it was.
    static func deckMoveMatches(_ moment: Moment<PartyGame>, before: GameStore, _ state: GameStore) -> String? {
        guard !state.sharesArrays(with: before), before.deckRound == state.deckRound, before.round == state.round, before.deck != state.deck else { return nil }
        let old = before.deck.count, new = state.deck.count
        let allowed: Bool
        switch moment {
        case .start: return nil
        case .action(let action, _):
            switch action {
            case .correct: allowed = new < old
            case .skip, .endTurn, .wait: allowed = new == old
            case .undo: allowed = new > old
            default: allowed = false
            }
        case .event(let event, _):
            if case .timeUp = event { allowed = new == old } else { allowed = false }
        }
        guard !allowed else { return nil }
        let shape = new < old ? "removed the top card" : new > old ? "put a card back on top" : "moved the top card to the bottom"
        return "`\(moment.label)` \(shape) of the deck \(ids(before.deck)); only Correct, Skip, End Turn, an expiry or Undo changes the deck, each its own way"
    }

    static func deckOrder(before: GameStore, _ state: GameStore) -> String? {
        // Shared arrays hold the same deck: nothing moved.
        guard !state.sharesArrays(with: before), before.deckRound == state.deckRound, before.round == state.round else { return nil }
        let old = before.deck
        let new = state.deck
        guard new != old else { return nil }
        if new.count == old.count - 1, same(new, from: 0, old, from: 1, count: new.count) { return nil }
        if new.count == old.count, let top = old.first, new.last == top, same(new, from: 0, old, from: 1, count: old.count - 1) { return nil }
        if new.count == old.count + 1, let top = new.first, !old.contains(top), same(new, from: 1, old, from: 0, count: old.count) { return nil }
        if new.count == old.count + 1, let bottom = new.last, !old.contains(bottom), same(new, from: 0, old, from: 0, count: old.count) {
            return "card #\(bottom.id) came back to the bottom of the deck \(ids(new)); an undo puts it back on top"
        }
        return "the deck went from \(ids(old)) to \(ids(new)) within round \(state.round): not a correct, a skip, an expiry or an undo"
    }

    /// True when `count` cards of `a` from `aStart` equal those of `b` from `bStart`, card by card (the slices' `==`,
    /// without building them).
    static func same(_ a: [Card], from aStart: Int, _ b: [Card], from bStart: Int, count: Int) -> Bool {
        for offset in 0..<count where a[aStart + offset] != b[bStart + offset] { return false }
        return true
    }

    /// The partition after a moment whose before-state has the same deck, round, cards and corrects (a tick, a pause)
    /// is the before-state's, which was checked at the moment that left it: only a moment that changed one is read.
    static func deckPartition(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        if withBefore(moment, { before in
            before.round == state.round && before.deckRound == state.deckRound && before.stage.isInRound == state.stage.isInRound
                && (state.sharesArrays(with: before)
                    || before.allCards.count == state.allCards.count && before.deck == state.deck && before.events == state.events) ? "" : nil
        }) != nil { return nil }
        return deckPartition(state)
    }

    static func deckPartition(_ state: GameStore) -> String? {
        guard state.stage.isInRound, state.deckRound == state.round else { return nil }
        let deck = state.deck, events = state.events, round = state.round
        // Ids are small (1, 2, ... in a game): one bit each in a stack buffer, no hashing and no heap.
        // Any other id (negative or huge) takes a Set, with the same messages.
        var largest = 0, smallest = 0
        for card in deck { largest = max(largest, card.id); smallest = min(smallest, card.id) }
        for event in events where event.round == round { largest = max(largest, event.cardID); smallest = min(smallest, event.cardID) }
        guard smallest >= 0, largest < 1 << 16 else {
            var seen = Set<Int>()
            return deckPartition(state) { seen.insert($0).inserted } count: { seen.count }
        }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: largest / 64 + 1) { words in
            words.initialize(repeating: 0)
            // The same test as `deckPartition(_:insert:count:)`, its set written out as bits.
            var count = 0
            for card in deck {
                let bit: UInt64 = 1 << UInt64(card.id & 63)
                if words[card.id >> 6] & bit != 0 { return "card #\(card.id) is in the deck twice" }
                words[card.id >> 6] |= bit
                count += 1
            }
            for event in events where event.round == round {
                let bit: UInt64 = 1 << UInt64(event.cardID & 63)
                if words[event.cardID >> 6] & bit != 0 {
                    return "card #\(event.cardID) is both scored this round and in the deck (or scored twice)"
                }
                words[event.cardID >> 6] |= bit
                count += 1
            }
            return partitionCount(count, state)
        }
    }

    /// The partition's last test: the ids met, deck and scored together, are all the cards.
    static func partitionCount(_ seen: Int, _ state: GameStore) -> String? {
        if seen != state.allCards.count {
            return "the deck (\(state.deck.count)) and the cards scored this round (\(seen - state.deck.count)) make \(seen) cards, not \(state.allCards.count)"
        }
        return nil
    }

    /// The partition's test over a set of ids: `insert` is false for an id met before, `count` the ids met.
    static func deckPartition(_ state: GameStore, insert: (Int) -> Bool, count: () -> Int) -> String? {
        for card in state.deck where !insert(card.id) { return "card #\(card.id) is in the deck twice" }
        for event in state.events where event.round == state.round {
            if !insert(event.cardID) { return "card #\(event.cardID) is both scored this round and in the deck (or scored twice)" }
        }
        return partitionCount(count(), state)
    }

    static func cardsFixedWithinRound(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        withBefore(moment) { cardsFixedWithinRound(before: $0, state) }
    }

    static func cardsFixedWithinRound(before: GameStore, _ state: GameStore) -> String? {
        guard before.stage.isInRound, state.stage.isInRound, before.round == state.round else { return nil }
        // Shared arrays hold the same cards.
        if !state.sharesArrays(with: before), before.allCards.count != state.allCards.count || before.allCards.last != state.allCards.last {
            return "the cards in play went from \(before.allCards.count) to \(state.allCards.count) in the middle of round \(state.round)"
        }
        if before.deckRound != state.deckRound { return "the deck was rebuilt in the middle of round \(state.round)" }
        return nil
    }

    static func noSkipInRoundOne(_ state: GameStore) -> String? {
        state.round == 1 && state.skipsThisRound > 0 && state.deckRound == 1 ? "\(state.skipsThisRound) skips in round 1" : nil
    }

    static func filtersApplied(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(_, let before) = moment, !state.sharesArrays(with: before),
              before.allCards.count != state.allCards.count || before.candidates != state.candidates else { return nil }
        // Only what this action put on screen or in play is read again: every candidate and card already there passed at
        // the action that added it (candidates and cards change only at actions, and this check runs at each of them).
        for (index, title) in state.candidates.enumerated()
        where !(index < before.candidates.count && before.candidates[index] == title) && PartyReference.isFiltered(title.text) {
            return "candidate \"\(title.text)\" should have been filtered out"
        }
        let kept = before.allCards.count <= state.allCards.count && state.allCards.prefix(before.allCards.count).elementsEqual(before.allCards)
        for card in state.allCards[(kept ? before.allCards.count : 0)...] where PartyReference.isFiltered(card.title) {
            return "card \"\(card.title)\" should have been filtered out"
        }
        return nil
    }

    static func picksPerPlayer(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(_, let before) = moment, !state.sharesArrays(with: before), state.players.count > before.players.count,
              let player = state.players.last else { return nil }
        let added = state.allCards.filter { $0.owner == player.seat }.count
        let expected = state.settings.picksPerPlayer
        return added == expected ? nil : "\(player.name) added \(added) cards, not picksPerPlayer = \(expected)"
    }

    /// Scores, corrects, undos and round scores are arrays of the store: after a moment that kept the arrays of the
    /// store before it (a tick, a wait, a pause), the answer is the one checked at the moment that left that store.
    static func teamScores(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        arraysKept(moment, state) ? nil : teamScores(state)
    }

    static func teamScores(_ state: GameStore) -> String? {
        let scores = state.teamScores, corrects = state.corrects, undos = state.undos, roundScores = state.roundScores
        for team in Team.allCases {
            let score = scores[team.index]
            let expected = corrects[team.index] - undos[team.index]
            if score != expected {
                return "team \(team) has \(score) points after \(corrects[team.index]) corrects and \(undos[team.index]) undos"
            }
            var rounds = 0
            for roundScore in roundScores { rounds += roundScore.points[team.index] }
            if rounds != score { return "team \(team)'s round scores sum to \(rounds), its total is \(score)" }
        }
        return nil
    }

    static func totalPoints(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(_, let before) = moment, before.stage != .gameEnd, state.stage == .gameEnd else { return nil }
        let total = state.teamScores[0] + state.teamScores[1]
        let expected = PartyReference.rounds * state.allCards.count
        return total == expected ? nil : "the game ended with \(total) points for \(state.allCards.count) cards, not 3 x \(state.allCards.count) = \(expected)"
    }

    static func timerNonNegative(_ state: GameStore) -> String? {
        guard let turn = state.turn, turn.timeRemaining < 0 else { return nil }
        return "the timer shows \(turn.timeRemaining) s"
    }

    static func oneBonusPending(_ state: GameStore) -> String? {
        state.pendingBonuses.count > 1 ? "\(state.pendingBonuses.count) bonuses are pending: \(state.pendingBonuses.map { "P\($0.player + 1) \($0.seconds) s" })" : nil
    }

    static func bonusSaved(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        withBefore(moment) { bonusSaved(before: $0, state) }
    }

    static func bonusSaved(before: GameStore, _ state: GameStore) -> String? {
        guard let turn = state.turn else { return nil }
        if before.stage == .turn, !before.deck.isEmpty, state.deck.isEmpty, before.deckRound == state.deckRound {
            guard state.stage == .recap, turn.end == .deckEmpty else {
                return "the deck was emptied with \(turn.timeRemaining) s left, but the turn ended as \(turn.end?.rawValue ?? "nothing") (\(state.stage))"
            }
            guard let bonus = state.pendingBonuses.last, bonus.player == turn.clueGiver, bonus.seconds == turn.timeRemaining else {
                return "P\(turn.clueGiver + 1) emptied the deck with \(turn.timeRemaining) s left, but no bonus was saved"
            }
        }
        if before.stage == .turnHandoff, state.stage == .turn,
           let owed = before.pendingBonuses.first(where: { $0.team == turn.team && $0.round == state.round - 1 }),
           before.teamTurnsThisRound[turn.team.index] == 0 {
            if turn.clueGiver != owed.player || turn.startSeconds != owed.seconds {
                return "team \(turn.team)'s first turn of round \(state.round) went to P\(turn.clueGiver + 1) with \(turn.startSeconds) s; "
                    + "P\(owed.player + 1)'s bonus of \(owed.seconds) s was owed"
            }
        }
        return nil
    }

    static func undoCancelsBonus(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(_, let before) = moment, let turn = state.turn, let earlier = before.turn, earlier.number == turn.number,
              turn.undos > earlier.undos, earlier.earnedBonus else { return nil }
        if state.pendingBonuses.contains(where: { $0.turn == turn.number }) {
            return "an undo in the recap of turn \(turn.number) left its bonus pending"
        }
        return nil
    }

    static func teamSplit(_ moment: Moment<PartyGame>, _ state: GameStore, configuration: GameConfiguration) -> String? {
        // Players join only at intake: check when one was added.
        guard case .action(_, let before) = moment, !state.sharesArrays(with: before), state.players.count != before.players.count else { return nil }
        let players = configuration.integer("players")
        for player in state.players where (player.team == .a) != PartyReference.joinsTeamA(seat: player.seat, players: players) {
            return "\(player.name) (intake \(player.seat + 1) of \(players)) joined team \(player.team); the first half, rounded down, is team A"
        }
        return nil
    }

    static func turnTimerStarts(_ moment: Moment<PartyGame>, _ state: GameStore, configuration: GameConfiguration) -> String? {
        guard case .action(_, let before) = moment, before.stage == .turnHandoff, state.stage == .turn, let turn = state.turn else { return nil }
        if turn.timeRemaining != turn.startSeconds { return "the turn began with \(turn.timeRemaining) s on a timer set to \(turn.startSeconds) s" }
        let timer = configuration.integer("timerSeconds")
        if !turn.isBonus, turn.startSeconds != timer {
            return "P\(turn.clueGiver + 1)'s turn began with \(turn.startSeconds) s; timerSeconds is \(timer)"
        }
        return nil
    }

    static func stageMachine(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        withBefore(moment) { stageMachine(before: $0, state) }
    }

    static func stageMachine(before: GameStore, _ state: GameStore) -> String? {
        guard before.stage != state.stage else { return nil }
        if allowedMoves[stageIndex(before.stage)][stageIndex(state.stage)] { return nil }
        let allowed = PartyReference.successors[before.stage.rawValue] ?? []
        return allowed.contains(state.stage.rawValue)
            ? nil : "the stage went from \(before.stage) to \(state.stage); the document allows \(allowed)"
    }

    /// `PartyReference.successors` as a table by stage (`stageIndex`): true where the document allows the move. Built once
    /// from the reference's names, so that a stage change is checked without hashing them; a move it refuses is looked up
    /// in the reference itself, which words the message.
    static let allowedMoves: [[Bool]] = stages.map { from in
        stages.map { to in PartyReference.successors[from.rawValue]?.contains(to.rawValue) ?? false }
    }

    /// Every stage, in declaration order, built once.
    static let stages = Stage.allCases

    /// The stage's place in `stages`.
    static func stageIndex(_ stage: Stage) -> Int { stages.firstIndex(of: stage) ?? 0 }

    /// The rotation, counted again: it starts at no turns given; only a new non-bonus turn moves it, by one for its
    /// team, and that turn's clue-giver is the team's member at that count (members from the intake order through
    /// `PartyReference.joinsTeamA`, not the engine's `members(of:)`); New Game alone sets it back to none.
    static func clueGiverRotation(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(_, let before) = moment else {
            return state.rotation == [0, 0] ? nil : "the game starts with rotations \(state.rotation), not [0, 0]"
        }
        let newTurn = state.turnCount != before.turnCount
        if !newTurn, state.sharesArrays(with: before) { return nil }
        var expected = before.rotation
        if newTurn, let turn = state.turn, !turn.isBonus {
            let seats = state.players.map(\.seat).filter { PartyReference.joinsTeamA(seat: $0, players: state.players.count) == (turn.team == .a) }
            if !seats.isEmpty, turn.clueGiver != seats[before.rotation[turn.team.index] % seats.count] {
                return "turn \(turn.number) of team \(turn.team) went to player \(turn.clueGiver + 1) after \(before.rotation[turn.team.index]) turns given; "
                    + "the rotation gives player \(seats[before.rotation[turn.team.index] % seats.count] + 1)"
            }
            expected[turn.team.index] += 1
        }
        if state.rotation != expected, !(state.rotation == [0, 0] && state.players.isEmpty) {
            return "the rotations went from \(before.rotation) to \(state.rotation) (\(newTurn ? "one turn handed out" : "no turn handed out")); counting the turns gives \(expected)"
        }
        return nil
    }
}
