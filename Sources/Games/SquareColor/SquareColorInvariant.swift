import PlaytestKit

/// The Square Color promises (RULES.md, Square Color Game), declared once; the checks are in `SquareColorInvariant+Checks.swift`.
public enum SquareColorInvariant: String, GameInvariant {
    /// Each round has the grid size and target count of its difficulty (9/1, 8/2, 9/2; hard: 2 different target
    /// shapes).
    case gridShape
    /// Every channel is in 0...1 and every target channel in 0.2...1.0.
    case channelsInRange
    /// Each distractor is within the variation (0.15) of its base colour on every channel.
    case distractorsNearBase
    /// The distractors per target are RULES.md's (8; 3 and 3; 3 and 4), worked out from the colours: a distractor that
    /// only one target's colour could have made (within the variation on every channel, clamping allowed) counts for that
    /// target, never more than its share; the engine's record of each distractor's base is not read.
    case distractorCounts
    /// The score is the points per round times the rounds won.
    case scoreIsPointsTimesRounds
    /// Time used never exceeds the starting time plus bonuses, and time left is exactly what remains.
    case timeWithinBudget
    /// The timer does not run during the sequence preview.
    case timerFrozenDuringPreview
    /// A tap during the sequence preview changes nothing.
    case previewIgnoresTaps
    /// A wrong tap ends the game in medium and hard and never in easy.
    case wrongTapRule
    /// A won round adds 1 to the streak, a wrong tap resets it, nothing else changes it.
    case streakCountsCorrectRounds
    /// Game over is final: only a new game leaves it; taps and time change nothing.
    case gameOverIsTerminal
    /// At most 3 entries per difficulty, by score descending then earlier date; saving leaves other difficulties
    /// unchanged.
    case leaderboardTopThree
    /// The save is offered exactly when the score qualifies (fewer than 3 entries, or beating the third strictly), and
    /// a save leaves its difficulty's top 3 of the old entries and the new one.
    case leaderboardQualification
    /// A saved nickname is non-empty and at most 15 characters.
    case nicknameRules
    /// A tap is judged right exactly when it is the target (easy) or within the threshold of the expected target on
    /// every channel, same shape in hard (worked out again from the colours, not the engine's verdict).
    case tapJudgedByColour

    /// Title, citation and moments of each.
    public var facts: InvariantFacts {
        switch self {
        case .gridShape:
            InvariantFacts(title: "Each round has the grid size and target count of its difficulty (9/1, 8/2, 9/2; hard: 2 different target shapes)",
                           citation: "square-color-game.md, Game Grid and Color Generation Pipeline; RULES.md, Square Color Game", moments: [.action, .event])
        case .channelsInRange:
            InvariantFacts(title: "Every channel is in 0...1 and every target channel in 0.2...1.0",
                           citation: "square-color-game.md, Color Generation Pipeline (r, g, b: 0.2-1.0); RULES.md, Square Color Game, Colours", moments: [.action, .event])
        case .distractorsNearBase:
            InvariantFacts(title: "Each distractor is within the variation (0.15) of its base colour on every channel",
                           citation: "square-color-game.md, ColorGenerator.similarColor(variation: 0.15), each channel ± 0.15", moments: [.action, .event])
        case .distractorCounts:
            InvariantFacts(title: "Distractors per target as the table says (8; 3 and 3; 3 and 4), from the colours, not the engine's record of each base",
                           citation: "RULES.md, Square Color Game: distractors 8 near the target; 3 near target 1, 3 near target 2; 3 near colour 1, 4 near colour 2",
                           moments: [.action, .event])
        case .scoreIsPointsTimesRounds:
            InvariantFacts(title: "The score is the points per round times the rounds won",
                           citation: "RULES.md, Square Color Game, Time: a correct round adds the points; Invariants: score = points x correct rounds", moments: [.action, .event])
        case .timeWithinBudget:
            InvariantFacts(title: "Time used never exceeds the starting time plus bonuses, and time left is exactly what remains",
                           citation: "square-color-game.md, Timer System Flow; RULES.md, Square Color Game, Invariants", moments: [.action, .event])
        case .timerFrozenDuringPreview:
            InvariantFacts(title: "The timer does not run during the sequence preview",
                           citation: "RULES.md, Square Color Game: sequence preview 2.5 s, timer frozen, taps ignored", moments: .event, because: "a rule about the timer's ticks, which only events are; a tap during the preview is previewIgnoresTaps'")
        case .previewIgnoresTaps:
            InvariantFacts(title: "A tap during the sequence preview changes nothing",
                           citation: "RULES.md, Square Color Game: sequence preview 2.5 s, timer frozen, taps ignored", moments: .action, because: "a rule about taps, which only actions are; the preview's own events are timerFrozenDuringPreview's")
        case .wrongTapRule:
            InvariantFacts(title: "A wrong tap ends the game in medium and hard and never in easy",
                           citation: "square-color-game.md, Color Matching Logic (Easy: continue; Med/Hard: game over)", moments: .action, because: "a rule about a wrong tap, which only an action is")
        case .streakCountsCorrectRounds:
            InvariantFacts(title: "A won round adds 1 to the streak, a wrong tap resets it, nothing else changes it",
                           citation: "RULES.md, Square Color Game, Time: streak = consecutive correct rounds; a wrong tap resets it", moments: [.action, .event])
        case .gameOverIsTerminal:
            InvariantFacts(title: "Game over is final: only a new game leaves it; taps and time change nothing",
                           citation: "square-color-game.md, State Machine (.gameOver -> restartGame() -> .ready); RULES.md, Square Color Game", moments: [.action, .event])
        case .leaderboardTopThree:
            InvariantFacts(title: "At most 3 entries per difficulty, by score descending then earlier date; saving leaves other difficulties unchanged",
                           citation: "square-color-game.md, Leaderboard System (filter by difficulty, sort, take top 3, combine); RULES.md, Square Color Game", moments: .action, because: "only Save (an action) writes the leaderboard")
        case .leaderboardQualification:
            InvariantFacts(title: "The save is offered exactly when the score qualifies (fewer than 3 entries, or beating the third strictly), and a save leaves its difficulty's top 3 of the old entries and the new one",
                           citation: "RULES.md, Square Color Game, Leaderboard: a score qualifies if that difficulty has fewer than 3 entries, or it beats the third strictly (restated in SquareColorReference)",
                           moments: [.action, .event])
        case .tapJudgedByColour:
            InvariantFacts(title: "A tap is judged right exactly when it is the target (easy) or within the threshold of the expected target on every channel, same shape in hard (worked out again from the colours, not the engine's verdict)",
                           citation: "RULES.md, Square Color Game, table: a tap is correct when ...; wrong tap: easy plays on, medium and hard game over",
                           moments: .action, because: "a rule about taps, which only actions are")
        case .nicknameRules:
            InvariantFacts(title: "A saved nickname is non-empty and at most 15 characters",
                           citation: "RULES.md, Square Color Game, Leaderboard: nicknames non-empty, cut to 15 characters", moments: .action, because: "only Save (an action) writes a nickname")
        }
    }

    /// Runs the check.
    public func check(_ moment: Moment<SquareColorGame>, in state: SquareColorSession, of game: SquareColorGame) -> String? {
        switch self {
        case .gridShape: Self.gridShape(moment, state)
        case .channelsInRange: Self.channelsInRange(moment, state)
        case .distractorsNearBase: Self.distractorsNearBase(moment, state)
        case .distractorCounts: Self.distractorCounts(moment, state)
        case .scoreIsPointsTimesRounds: Self.scoreIsPointsTimesRounds(moment, state, configured: game.configuredNumbers)
        case .timeWithinBudget: Self.timeWithinBudget(moment, state, configured: game.configuredNumbers)
        case .timerFrozenDuringPreview: Self.timerFrozenDuringPreview(moment, state)
        case .previewIgnoresTaps: Self.previewIgnoresTaps(moment, state)
        case .wrongTapRule: Self.wrongTapRule(moment, state)
        case .streakCountsCorrectRounds: Self.streakCountsCorrectRounds(moment, state)
        case .gameOverIsTerminal: Self.gameOverIsTerminal(moment, state)
        case .leaderboardTopThree: Self.leaderboardTopThree(moment, state)
        case .leaderboardQualification: Self.leaderboardQualification(moment, state)
        case .nicknameRules: Self.nicknameRules(moment, state)
        case .tapJudgedByColour: Self.tapJudgedByColour(moment, state, configured: game.configuredNumbers)
        }
    }
}
