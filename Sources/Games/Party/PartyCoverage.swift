import PlaytestKit

/// The situations the party game's invariants need to see.
public enum PartyCoverage: Int, CoverageLabel {
    /// A clue-giver emptied the deck with time left (the bonus rule).
    case deckEmptiedWithTimeLeft
    /// An undo in the recap of a turn that had earned the bonus (undo cancels it).
    case undoAfterBonusTurn
    /// A turn ended because skips and corrects went round the whole deck.
    case skipCycleCompleted
    /// Pause pressed at the instant the timer reached 0 (the turn had just ended).
    case pauseAtZero
    /// A turn ended by its timer.
    case timerExpired
    /// A turn given with saved bonus seconds.
    case bonusTurnPlayed
    /// A turn that skipped and then emptied the deck (where the shipped app loses the bonus).
    case skipThenDeckEmptied
    /// An undo in any recap (the card goes back on top).
    case undoInRecap
    /// A paused turn resumed.
    case pauseResumed
    /// A candidate rerolled at intake.
    case rerollUsed
    /// A rematch played after a game's end.
    case rematchPlayed
    /// A button pressed on a screen that does not have it.
    case buttonOutOfStage
    /// A submitted pick that duplicated a card (case-insensitively) and was replaced by a fresh draw. Intake shows
    /// no candidate that is already a card (RULES.md, Party game), so only a stale picks screen (`PartyAction.submitStale`,
    /// which the fuzzer presses) submits one.
    case duplicatePickReplaced
    /// Round 1's shuffle put the first card submitted in the first quarter of the deck from the top (the second, third,
    /// fourth): the categories of the stated share `firstCardQuarter` (the cards are shuffled into the deck).
    case firstCardQuarter1, firstCardQuarter2, firstCardQuarter3, firstCardQuarter4

    /// The quarters, top first.
    static let firstCardQuarters: [PartyCoverage] = [.firstCardQuarter1, .firstCardQuarter2, .firstCardQuarter3, .firstCardQuarter4]

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .deckEmptiedWithTimeLeft: "a deck emptied with time left"
        case .undoAfterBonusTurn: "an undo after a bonus-earning turn"
        case .skipCycleCompleted: "a skip cycle completed"
        case .pauseAtZero: "a pause at zero seconds"
        case .timerExpired: "a turn ended by the timer"
        case .bonusTurnPlayed: "a bonus turn played"
        case .skipThenDeckEmptied: "a deck emptied after a skip"
        case .undoInRecap: "an undo in a recap"
        case .pauseResumed: "a paused turn resumed"
        case .rerollUsed: "a candidate rerolled"
        case .rematchPlayed: "a rematch"
        case .buttonOutOfStage: "a button pressed where it does nothing"
        case .duplicatePickReplaced: "a duplicate pick replaced by a fresh draw"
        case .firstCardQuarter1, .firstCardQuarter2, .firstCardQuarter3, .firstCardQuarter4:
            "round 1's deck with the first card submitted in quarter \(Self.firstCardQuarters.firstIndex(of: self)! + 1) from the top"
        }
    }

    /// The document's passage, for the labels that name a documented behaviour (check requires each in 2% of games).
    /// `buttonOutOfStage` is the model's own robustness, reported, not required.
    public var documentedBehaviour: String? {
        switch self {
        case .deckEmptiedWithTimeLeft, .bonusTurnPlayed: "RULES.md, Party game, Bonus time"
        case .undoAfterBonusTurn: "RULES.md, Party game, Undo: if that turn had earned the bonus, the bonus is cancelled"
        case .skipCycleCompleted: "RULES.md, Party game: once skips + corrects reach the deck size, the turn ends"
        case .pauseAtZero, .pauseResumed: "RULES.md, Party game: Pause stops the timer"
        case .timerExpired: "RULES.md, Party game: timer expiry moves the top card to the bottom and ends the turn"
        case .skipThenDeckEmptied: "RULES.md, Party game, Bonus time (and Shipped differs)"
        case .undoInRecap: "RULES.md, Party game, Undo"
        case .rerollUsed: "RULES.md, Party game, Intake: may reroll one candidate at a time"
        case .rematchPlayed: "party-game-bgb_cpg.md, State Machine: gameEnd -> rematch"
        case .duplicatePickReplaced: "RULES.md, Party game, Intake: a pick that duplicates an existing card case-insensitively is replaced by a fresh draw"
        case .buttonOutOfStage: nil
        case .firstCardQuarter1, .firstCardQuarter2, .firstCardQuarter3, .firstCardQuarter4: nil
        }
    }

    /// The shares `check` requires, over all its bots: the four situations the brief names, and the shipped one.
    public var minimumShare: Double? {
        switch self {
        case .deckEmptiedWithTimeLeft: 0.3
        case .skipCycleCompleted: 0.05
        case .undoAfterBonusTurn: 0.05
        case .pauseAtZero: 0.05
        case .skipThenDeckEmptied: 0.02
        default: nil
        }
    }
}

extension PartyGame {
    /// Marks the labels a moment reaches.
    public func coverage(at moment: Moment<PartyGame>, in state: GameStore, into seen: inout CoverageSet<PartyCoverage>) {
        switch moment {
        case .start: return
        case .event(let event, _):
            if case .timeUp = event { seen.insert(.timerExpired) }
        case .action(let action, let before):
            if state.ignoredPresses > before.ignoredPresses { seen.insert(.buttonOutOfStage) }
            let turn = state.turn
            if before.stage == .turn, turn?.end == .deckEmpty || (before.deck.count > 0 && state.deck.isEmpty && turn?.end != nil) {
                seen.insert(.deckEmptiedWithTimeLeft)
                if (turn?.skips ?? 0) > 0 { seen.insert(.skipThenDeckEmptied) }
            }
            if before.stage == .turn, state.stage == .turnSkipComplete, !state.deck.isEmpty { seen.insert(.skipCycleCompleted) }
            if let turn, let earlier = before.turn, turn.number == earlier.number, turn.undos > earlier.undos {
                seen.insert(.undoInRecap)
                if earlier.earnedBonus { seen.insert(.undoAfterBonusTurn) }
            }
            switch action {
            case .pause:
                if let earlier = before.turn, earlier.end == .timer, earlier.endedAt == before.clock.now { seen.insert(.pauseAtZero) }
            case .resume:
                if before.stage == .turnPaused, state.stage == .turn { seen.insert(.pauseResumed) }
            case .startRound:
                if before.stage == .roundIntro, state.stage != before.stage, state.round == 1, let first = state.allCards.first,
                   let position = state.deck.firstIndex(of: first) {
                    seen.insert(PartyCoverage.firstCardQuarters[Self.quarter(of: position, in: state.deck.count)])
                }
            case .beginTurn:
                if state.stage == .turn, turn?.isBonus == true { seen.insert(.bonusTurnPlayed) }
            case .reroll:
                if before.stage == .intakePicks, state.candidates != before.candidates { seen.insert(.rerollUsed) }
            case .rematch:
                if before.stage == .gameEnd, state.stage == .roundIntro { seen.insert(.rematchPlayed) }
            case .submit(let selected):
                if Self.replacedAPick(selected, from: before.candidates, before: before, after: state) { seen.insert(.duplicatePickReplaced) }
            case .submitStale(let selected):
                if Self.replacedAPick(selected, from: before.previousScreen, before: before, after: state) { seen.insert(.duplicatePickReplaced) }
            default: break
            }
        }
    }

    /// True when a Submit of `selected` (from `screen`) added a player with a card that is none of the picks: a replacement.
    static func replacedAPick(_ selected: [Int], from screen: [Title], before: GameStore, after state: GameStore) -> Bool {
        guard before.stage == .intakePicks, state.players.count > before.players.count else { return false }
        let picked = Set(selected.compactMap { screen.indices.contains($0) ? screen[$0].text : nil })
        return state.allCards.dropFirst(before.allCards.count).contains { !picked.contains($0.title) }
    }
}

extension PartyGame {
    /// With `playIntake` off the picks are dealt and no intake screen is shown: no reroll, no Submit, so no
    /// duplicate pick to replace.
    public func unreachableCoverage() -> [PartyCoverage] {
        settings.playIntake ? [] : [.rerollUsed, .duplicatePickReplaced]
    }
}

extension PartyGame {
    /// The quarter (0...3) of a deck of `size` cards that position `position` (0 the top) lies in: positions p with
    /// 4p / size rounded down.
    static func quarter(of position: Int, in size: Int) -> Int { min(3, position * 4 / max(1, size)) }

    /// The share the rules state: at a round's start the cards are shuffled into the deck, so the first card submitted
    /// lies at each of the deck's positions alike, in each quarter with chance (positions in it) / (deck size). The deck
    /// holds players x picksPerPlayer cards (each player adds exactly that many). Counted at each round 1 (a rematch's
    /// too: each a fresh shuffle).
    public func statedShares() -> [StatedShare] {
        let size = settings.players * settings.picksPerPlayer
        guard size >= 4 else { return [] }
        let counts = (0..<size).reduce(into: [0, 0, 0, 0]) { $0[Self.quarter(of: $1, in: size)] += 1 }
        let quarters = PartyCoverage.firstCardQuarters
        return [StatedShare(name: "firstCardQuarter", citation: "RULES.md, Party game, Rounds and turns: the same cards are shuffled into the deck",
                            shares: quarters.indices.map { (quarters[$0], Double(counts[$0]) / Double(size)) })]
    }
}
