/// How the Square Color engine behaves: the document's rules, the built app's, or a deliberately broken one.
///
/// `shipped` (RULES.md section 2, "Shipped differs"): in easy the old grid stays
/// live from 0.3 s to 0.5 s after a correct tap, so a second tap on it scores
/// again; a wrong tap in easy keeps the streak. The faults exist so that tests
/// can inject each bug an invariant guards against.
public struct SquareColorRules: Sendable, Hashable {
    /// Shipped: in easy, taps 0.3 s to 0.5 s after a correct tap are judged against the old grid.
    public var easyGridLiveAfterCorrect: Bool
    /// Shipped: a wrong tap in easy keeps the streak.
    public var easyWrongTapKeepsStreak: Bool
    /// Injected bugs, for tests.
    public var faults: Set<SquareColorFault>

    /// Creates a rule set.
    public init(easyGridLiveAfterCorrect: Bool, easyWrongTapKeepsStreak: Bool, faults: Set<SquareColorFault> = []) {
        self.easyGridLiveAfterCorrect = easyGridLiveAfterCorrect
        self.easyWrongTapKeepsStreak = easyWrongTapKeepsStreak
        self.faults = faults
    }

    /// The design document's rules.
    public static let documented = SquareColorRules(easyGridLiveAfterCorrect: false, easyWrongTapKeepsStreak: false)
    /// The built app's rules.
    public static let shipped = SquareColorRules(easyGridLiveAfterCorrect: true, easyWrongTapKeepsStreak: true)

    /// `documented` or `shipped`.
    public static func named(_ name: String) -> SquareColorRules {
        name == "shipped" ? .shipped : .documented
    }

    /// The documented rules with one fault injected.
    public static func documented(with fault: SquareColorFault) -> SquareColorRules {
        var rules = SquareColorRules.documented
        rules.faults = [fault]
        return rules
    }

    /// True when `fault` is injected.
    public func has(_ fault: SquareColorFault) -> Bool { faults.contains(fault) }
}

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
}
