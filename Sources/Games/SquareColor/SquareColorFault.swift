import PlaytestKit

/// A bug that tests inject into the engine to prove an invariant catches it.
public enum SquareColorFault: String, CaseIterable, Sendable, Hashable {
    /// A round's grid loses a square. `gridShape` guards against it.
    case missingSquare
    /// A distractor is drawn twice as far from its base. `distractorsNearBase` guards against it.
    case distractorTooFar
    /// A target channel can reach 1.1. `channelsInRange` guards against it.
    case channelOutOfRange
    /// A correct round adds points twice. `scoreIsPointsTimesRounds` guards against it.
    case doublePoints
    /// The timer keeps running during the sequence preview. `timerFrozenDuringPreview` and `timeWithinBudget` guard against it.
    case timerRunsInPreview
    /// A correct round adds the bonus twice to the clock but once to the record. `timeWithinBudget` guards against it.
    case extraBonus
    /// A tap after game over still scores. `gameOverIsTerminal` guards against it.
    case scoresAfterGameOver
    /// A wrong tap does not reset the streak. `streakCountsCorrectRounds` guards against it.
    case streakSurvivesWrongTap
    /// The leaderboard keeps a fourth entry. `leaderboardTopThree` guards against it.
    case leaderboardKeepsFour
    /// A tap during the sequence preview is judged. `previewIgnoresTaps` guards against it.
    case previewAcceptsTaps
    /// A nickname is saved uncut. `nicknameRules` guards against it.
    case longNickname
    /// A score equal to the third entry is offered the high-score save (`>=` for the rules' strict `>`).
    /// `leaderboardQualification` guards against it.
    case qualifiesOnTie

    // Planted bugs for the mutation check (`playtest mutants`): no invariant was written for any of them.

    /// A correct round adds one tick more than the bonus, to the clock and to the record of bonuses alike.
    case bonusOffByOneTick
    /// The leaderboard breaks score ties by the later date first (a reversed comparison).
    case tiesLaterDateFirst
    /// A wrong tap ends the game in easy too (the difficulty table's rule read for every difficulty).
    case easyWrongTapEndsGame
    /// Medium and hard match a colour within ten times the threshold (0.1, not 0.01): the engine's own verdict calls a
    /// near distractor right, and every invariant that read that verdict agreed with it.
    case matchThresholdTenfold
    /// A nickname of exactly 16 characters is kept whole (the cut tests `> 16`): only a nickname one past the limit
    /// shows it, which the fuzzer once never typed.
    case nicknameSixteenKept
    /// A won round adds at most 40 ticks of bonus, to the clock and to the record alike: only a bonus over 4 s (none of
    /// the document's) shows it, which the check's parameter swarming plays.
    case bonusCappedAtFourSeconds
    /// Target channels are drawn from [0.2, 0.6], not [0.2, 1.0]: every colour is still in range, so only the stated
    /// share of the first target's red over many games (`firstTargetRed`) sees it.
    case targetRangeHalved
    /// A distractor's offset is drawn from [0, +variation], never below its base: every distractor is still within the
    /// variation of its base, so only the stated share of the first distractor's offset (`firstDistractorOffset`) sees it.
    case offsetsNeverNegative
    /// Hard's two targets always get the first two shapes, not two drawn at random (still two different shapes of 6):
    /// only the stated share of the first hard target's shape (`firstHardTargetShape`) sees it.
    case targetShapesUnshuffled
    /// A tap on a square after game over adds one to the streak: `gameOverIsTerminal` compared the score, the time and
    /// the round only, and the streak's own invariant skipped taps after game over; it now compares the streak, the
    /// grid and the targets too.
    case streakGrowsAfterGameOver
    /// Hard deals 4 distractors near colour 1 and 3 near colour 2 (the table's 3 and 4 swapped), its record of each
    /// distractor's base agreeing: `distractorsNearBase` read that record, so only `distractorCounts`, which works the
    /// counts out from the colours, sees it.
    case hardDistractorsSwapped
}

extension SquareColorFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it): the first faults break a rule an
    /// invariant stated from the start; the later ones, one class each of the bugs `check` once let through.
    public var faultClass: PlantedFaultClass {
        switch self {
        case .tiesLaterDateFirst, .easyWrongTapEndsGame: .unstatedRule
        case .bonusOffByOneTick, .matchThresholdTenfold: .engineRecord
        case .nicknameSixteenKept: .limitPlusOne
        case .bonusCappedAtFourSeconds: .swarmOnly
        case .targetRangeHalved, .offsetsNeverNegative, .targetShapesUnshuffled: .statedShare
        case .streakGrowsAfterGameOver: .partialState
        case .hardDistractorsSwapped: .unstatedRule
        case .missingSquare, .distractorTooFar, .channelOutOfRange, .doublePoints, .timerRunsInPreview, .extraBonus,
             .scoresAfterGameOver, .streakSurvivesWrongTap, .leaderboardKeepsFour, .previewAcceptsTaps, .longNickname,
             .qualifiesOnTie:
            .statedRule
        }
    }
}
