import PlaytestKit

/// A bug that tests inject into the engine to prove an invariant catches it.
public enum PartyFault: String, CaseIterable, Sendable, Hashable {
    /// The deck is reshuffled when a paused turn resumes. `deckOrder` guards against it.
    case reshuffleOnResume
    /// Undo puts the card back on top but keeps its Correct: the card is both in the deck and scored. `deckPartition` guards against it.
    case undoDuplicatesCard
    /// A reroll pressed during a round draws a new card into play. `cardsFixedWithinRound` guards against it.
    case rerollAddsCardMidRound
    /// Skip works in round 1. `noSkipInRoundOne` guards against it.
    case skipsInRoundOne
    /// Intake compares titles case-sensitively (candidates and de-dupe). `noDuplicateTitles` guards against it.
    case caseSensitiveTitles
    /// The title filters are off. `filtersApplied` guards against it.
    case filtersOff
    /// Submit accepts fewer picks than `picksPerPlayer`. `picksPerPlayer` guards against it.
    case acceptsShortSubmit
    /// Undo takes the card back but not its point. `teamScores` guards against it.
    case undoKeepsPoint
    /// A round ends in the recap when one card is left. `totalPoints` guards against it.
    case roundEndsEarly
    /// The timer's last tick takes two seconds, so it crosses its limit of 0 by one (to -1): every expired turn reaches
    /// the limit exactly. `timerNonNegative` guards against it.
    case timerSkipsBelowZero
    /// A bonus stays pending after its turn used it. `oneBonusPending` guards against it.
    case bonusNeverConsumed
    /// Emptying the deck saves no bonus. `bonusSaved` guards against it.
    case noBonusOnEmptyDeck
    /// Undo in the recap of a bonus-earning turn keeps the bonus. `undoCancelsBonus` guards against it.
    case undoKeepsBonus
    /// The recap of the round's last turn goes straight to the next round's intro. `stageMachine` guards against it.
    case recapSkipsRoundEnd

    // Planted bugs for the mutation check (`playtest mutants`): no invariant was written for any of them.

    /// The "Category:" filter is missing: such titles reach the candidates.
    case categoryFilterMissing
    /// A turn's timer starts a second short of `timerSeconds`.
    case timerStartsOneShort
    /// Team A takes one player more than half (an off-by-one in the split).
    case teamSplitOffByOne
    /// Submit's de-dupe keeps a pick that duplicates a card (no replacement drawn). Only a duplicate pick (a stale
    /// screen's) exposes it; `noDuplicateTitles` and `picksReplaced` catch it.
    case duplicatePickKept
    /// Submit's de-dupe drops a duplicate pick without drawing a replacement. Only a duplicate pick exposes it;
    /// `picksPerPlayer` and `picksReplaced` catch it.
    case duplicatePickDropped
    /// Each round restarts both teams' clue-giver rotations at their first player (RULES.md: each team keeps its own
    /// rotation across rounds, a rule no invariant stated).
    case rotationRestartsEachRound
    /// Resuming a paused turn moves the top card to the bottom: a change of the shape a skip makes, made by a move that
    /// may change nothing (deckOrder once compared the deck's shape only, not the move that changed it).
    case resumeMovesTopCard
    /// At 12 players (the largest count) team A takes 7: only games away from the default 8 players show it, which the
    /// check's parameter swarming plays.
    case splitWrongAtTwelve
    /// Round 1's deck is dealt in the order the cards were submitted, unshuffled: every game is legal on its own, so
    /// only the stated share of where the first card lands over many games (`firstCardQuarter`) sees it.
    case firstRoundUnshuffled
    /// A skip cycle ends one skip late: the turn goes on when skips + corrects reach the deck's size at the turn's
    /// start, and ends at one more (a count crossed by one). `skipCycleCount` catches it.
    case skipCycleOneLate
    /// The game's outcome is decided by round 3's points alone, not the totals (the reports' win rates read it).
    /// `higherTotalWins` catches it.
    case winnerByLastRound
}

extension PartyFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it): the first faults break a rule an
    /// invariant stated from the start; the later ones, one class each of the bugs `check` once let through.
    public var faultClass: PlantedFaultClass {
        switch self {
        case .timerStartsOneShort, .teamSplitOffByOne, .duplicatePickKept, .duplicatePickDropped, .rotationRestartsEachRound: .unstatedRule
        case .categoryFilterMissing: .engineRecord
        case .resumeMovesTopCard: .partialState
        case .splitWrongAtTwelve: .swarmOnly
        case .timerSkipsBelowZero, .skipCycleOneLate: .limitPlusOne
        case .winnerByLastRound: .unstatedRule
        case .firstRoundUnshuffled: .statedShare
        case .reshuffleOnResume, .undoDuplicatesCard, .rerollAddsCardMidRound, .skipsInRoundOne, .caseSensitiveTitles,
             .filtersOff, .acceptsShortSubmit, .undoKeepsPoint, .roundEndsEarly,
             .bonusNeverConsumed, .noBonusOnEmptyDeck, .undoKeepsBonus, .recapSkipsRoundEnd:
            .statedRule
        }
    }
}
