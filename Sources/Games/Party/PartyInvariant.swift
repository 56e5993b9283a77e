import PlaytestKit

/// The party game's promises (RULES.md, Party game), deck stability first, declared once; the checks are in
/// `PartyInvariant+Checks.swift`.
public enum PartyInvariant: String, GameInvariant {
    /// Within a round the deck's order changes only by Correct (top removed), Skip, expiry or End Turn (top to bottom)
    /// and Undo (card back on top).
    case deckOrder
    /// Within a round, the deck and the cards scored this round are all the cards, each once.
    case deckPartition
    /// The cards in play and the round's deck are rebuilt only between rounds.
    case cardsFixedWithinRound
    /// No skip in round 1.
    case noSkipInRoundOne
    /// No two cards, and no two candidates on screen, share a title case-insensitively.
    case noDuplicateTitles
    /// No candidate or card has a title the filters drop (digits, "(disambiguation)", "List of", "Category:").
    case filtersApplied
    /// Each player adds exactly picksPerPlayer cards.
    case picksPerPlayer
    /// Submit adds one card per pick, in order: the pick itself, or, for a pick that duplicates a card (case-
    /// insensitively), a fresh bank title that is neither a card nor a pick.
    case picksReplaced
    /// Each team's score is its corrects minus its undos, and the sum of its round scores.
    case teamScores
    /// After round 3 the total points are 3 x the number of cards.
    case totalPoints
    /// The timer never goes below 0.
    case timerNonNegative
    /// At most one bonus is pending.
    case oneBonusPending
    /// A clue-giver who empties the deck ends the turn and saves the seconds left; they give the first turn of the next
    /// round (their team's first, under a what-if opener) with them.
    case bonusSaved
    /// An undo in the recap of a bonus-earning turn cancels the bonus.
    case undoCancelsBonus
    /// Every stage change follows the document's machine.
    case stageMachine
    /// The first half of the players (rounded down) join team A, the rest team B, in intake order.
    case teamSplit
    /// A turn's timer starts at timerSeconds (a bonus turn at its saved seconds).
    case turnTimerStarts
    /// A turn's clue-giver is the next player of the team in its rotation, kept across rounds (the rotation counted
    /// again turn by turn; a bonus turn leaves it).
    case clueGiverRotation
    /// A Skip ends the turn exactly when skips + corrects reach the deck's size at the turn's start (the skips counted
    /// again move by move; the corrects are the cards the deck lost this turn), and not before.
    case skipCycleCount
    /// At the game's end every seat's outcome is its team's total against the other's: the higher total wins, equal
    /// totals tie (worked out again from the totals and the intake's team split, not read from the engine's verdict).
    case higherTotalWins

    /// Why the intake's invariants are checked after actions only.
    static let cardsOnlyByActions = "cards, candidates and players change only at intake's actions (Submit, Reroll); "
        + "the timer's events (tick, time up) change the timer, the top card's place and the turn's end only"

    /// Title, citation and moments of each.
    public var facts: InvariantFacts {
        switch self {
        case .deckOrder:
            InvariantFacts(title: "Within a round the deck's order changes only by Correct (top removed), Skip, expiry or End Turn (top to bottom) and Undo (card back on top)",
                           citation: "party-game-bgb_cpg.md, Data Flow: order is stable within a round; RULES.md, Party game, Invariants", moments: [.action, .event])
        case .deckPartition:
            InvariantFacts(title: "Within a round, the deck and the cards scored this round are all the cards, each once",
                           citation: "RULES.md, Party game, Invariants: deck + cards scored this round = all cards, each once", moments: .all)
        case .cardsFixedWithinRound:
            InvariantFacts(title: "The cards in play and the round's deck are rebuilt only between rounds",
                           citation: "party-game-bgb_cpg.md, Data Flow: the deck is rebuilt only between rounds, never during", moments: [.action, .event])
        case .noSkipInRoundOne:
            InvariantFacts(title: "No skip in round 1", citation: "RULES.md, Party game: Skip (rounds 2 and 3 only)", moments: .all)
        case .noDuplicateTitles:
            InvariantFacts(title: "No two cards, and no two candidates on screen, share a title case-insensitively",
                           citation: "party-game-bgb_cpg.md, Intake: case-insensitive de-dupe; RULES.md, Party game, Intake", moments: .action, because: Self.cardsOnlyByActions)
        case .filtersApplied:
            InvariantFacts(title: "No candidate or card has a title the filters drop (digits, \"(disambiguation)\", \"List of\", \"Category:\")",
                           citation: "party-game-bgb_cpg.md, TitleBank filters; RULES.md, Party game, Intake", moments: .action, because: Self.cardsOnlyByActions)
        case .picksPerPlayer:
            InvariantFacts(title: "Each player adds exactly picksPerPlayer cards",
                           citation: "party-game-bgb_cpg.md, submitPlayerAndPicks: one card per pick; RULES.md, Party game, Intake", moments: .action, because: Self.cardsOnlyByActions)
        case .picksReplaced:
            InvariantFacts(title: "Submit adds one card per pick, in order: the pick itself, or, for a pick that duplicates a card (case-insensitively), a fresh bank title that is neither a card nor a pick",
                           citation: "RULES.md, Party game, Intake: a pick that duplicates an existing card case-insensitively is replaced by a fresh draw; party-game-bgb_cpg.md, submitPlayerAndPicks",
                           moments: .action, because: Self.cardsOnlyByActions)
        case .teamScores:
            InvariantFacts(title: "Each team's score is its corrects minus its undos, and the sum of its round scores",
                           citation: "RULES.md, Party game: Correct scores +1; Undo takes the point back", moments: .all)
        case .totalPoints:
            InvariantFacts(title: "After round 3 the total points are 3 x the number of cards",
                           citation: "RULES.md, Party game, Invariants: after round 3, total points = 3 x deck size", moments: .action, because: "only Next (an action) ends round 3; the timer's events end a turn, never a round or the game")
        case .timerNonNegative:
            InvariantFacts(title: "The timer never goes below 0", citation: "RULES.md, Party game, Invariants: the timer never goes below 0", moments: .all)
        case .oneBonusPending:
            InvariantFacts(title: "At most one bonus is pending", citation: "RULES.md, Party game, Invariants: at most one pending bonus", moments: .all)
        case .bonusSaved:
            InvariantFacts(title: "A clue-giver who empties the deck ends the turn and saves the seconds left; they give the first turn of the next round (their team's first, under a what-if opener) with them",
                           citation: "party-game-bgb_cpg.md, markCorrect: if deck empty, save remaining time as bonus; RULES.md, Party game, Bonus time",
                           moments: [.action, .event])
        case .undoCancelsBonus:
            InvariantFacts(title: "An undo in the recap of a bonus-earning turn cancels the bonus",
                           citation: "RULES.md, Party game, Undo: if that turn had earned the bonus, the bonus is cancelled", moments: .action, because: "a rule about Undo, which only an action (the recap's Undo) does")
        case .stageMachine:
            InvariantFacts(title: "Every stage change follows the document's machine",
                           citation: "party-game-bgb_cpg.md, State Machine (Stages) (restated in PartyReference)", moments: [.action, .event])
        case .teamSplit:
            InvariantFacts(title: "The first half of the players (rounded down) join team A, the rest team B, in intake order",
                           citation: "RULES.md, Party game, Intake", moments: .action, because: "teams are formed at intake, which only actions complete")
        case .clueGiverRotation:
            InvariantFacts(title: "A turn's clue-giver is the next player of the team in its rotation, kept across rounds (the rotation counted again turn by turn; a bonus turn leaves it)",
                           citation: "RULES.md, Party game, Rounds and turns: the clue-giver is the next player of the team in rotation (each team keeps its own rotation across rounds)",
                           moments: [.start, .action], because: "turns are handed out by Start Round and Next, which are actions; a timer tick hands out none")
        case .skipCycleCount:
            InvariantFacts(title: "A Skip ends the turn exactly when skips + corrects reach the deck's size at the turn's start",
                           citation: "RULES.md, Party game, Rounds and turns: once skips + corrects reach the deck size at the turn's start, the turn ends",
                           moments: .action, because: "only the Skip action skips; a timer tick ends a turn by expiry, not by the skip cycle")
        case .higherTotalWins:
            InvariantFacts(title: "After round 3 the higher total wins; equal totals tie (every seat's outcome)",
                           citation: "RULES.md, Party game, Rounds and turns: after round 3 the higher total wins; equal totals tie",
                           moments: .action, because: "the game ends on the action that closes round 3's last recap")
        case .turnTimerStarts:
            InvariantFacts(title: "A turn's timer starts at timerSeconds (a bonus turn at its saved seconds)",
                           citation: "RULES.md, Party game, Rounds and turns: timer starts at timerSeconds (or a bonus)", moments: .action,
                           because: "checked on the action that starts a turn (Start turn), the only way a turn starts")
        }
    }

    /// Runs the check.
    public func check(_ moment: Moment<PartyGame>, in state: GameStore, of game: PartyGame) -> String? {
        switch self {
        case .deckOrder: Self.deckOrder(moment, state)
        case .deckPartition: Self.deckPartition(moment, state)
        case .cardsFixedWithinRound: Self.cardsFixedWithinRound(moment, state)
        case .noSkipInRoundOne: Self.noSkipInRoundOne(state)
        case .noDuplicateTitles: Self.noDuplicateTitles(moment, state)
        case .filtersApplied: Self.filtersApplied(moment, state)
        case .picksPerPlayer: Self.picksPerPlayer(moment, state)
        case .picksReplaced: Self.picksReplaced(moment, state)
        case .teamScores: Self.teamScores(moment, state)
        case .totalPoints: Self.totalPoints(moment, state)
        case .timerNonNegative: Self.timerNonNegative(state)
        case .oneBonusPending: Self.oneBonusPending(state)
        case .bonusSaved: Self.bonusSaved(moment, state)
        case .undoCancelsBonus: Self.undoCancelsBonus(moment, state)
        case .stageMachine: Self.stageMachine(moment, state)
        case .teamSplit: Self.teamSplit(moment, state, configuration: game.configuration)
        case .turnTimerStarts: Self.turnTimerStarts(moment, state, configuration: game.configuration)
        case .clueGiverRotation: Self.clueGiverRotation(moment, state)
        case .skipCycleCount: Self.skipCycleCount(moment, state)
        case .higherTotalWins: Self.higherTotalWins(moment, state, game: game)
        }
    }
}
