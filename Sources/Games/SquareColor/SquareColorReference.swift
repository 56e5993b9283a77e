import PlaytestKit

/// The rules the Square Color invariants need, written again from RULES.md, Square Color Game and square-color-game.md,
/// not read from the engine's `Difficulty`, `ColorGenerator`, `StorageManager` or `HighScore`.
public enum SquareColorReference {
    /// RULES.md, Square Color Game: squares on the grid per difficulty (9, 8, 9).
    public static func squares(_ difficulty: String) -> Int { difficulty == "medium" ? 8 : 9 }
    /// RULES.md, Square Color Game: targets tapped in order per difficulty (1, 2, 2).
    public static func targets(_ difficulty: String) -> Int { difficulty == "easy" ? 1 : 2 }
    /// RULES.md, Square Color Game: only hard gives the squares shapes.
    public static func usesShapes(_ difficulty: String) -> Bool { difficulty == "hard" }
    /// RULES.md, Square Color Game: a wrong tap ends the game in medium and hard; easy plays on.
    public static func wrongTapEndsGame(_ difficulty: String) -> Bool { difficulty == "medium" || difficulty == "hard" }
    /// RULES.md, Square Color Game: the distractors near each target, in target order (8; 3 and 3; 3 and 4).
    public static func distractors(_ difficulty: String) -> [Int] {
        switch difficulty {
        case "easy": [8]
        case "medium": [3, 3]
        default: [3, 4]
        }
    }

    /// RULES.md, Square Color Game, Colours: whether `base` could have made `color` as a similar colour: a uniform offset
    /// of at most `variation` per channel, then clamped to [0, 1] (so a channel at 0 or 1 came from any base that far
    /// or less from it).
    public static func couldBeSimilar(_ color: RGBColor, to base: RGBColor, variation: Double) -> Bool {
        func channel(_ value: Double, _ from: Double) -> Bool {
            let slack = variation + 1e-12
            if value <= 0 { return from - slack <= 0 }
            if value >= 1 { return from + slack >= 1 }
            return abs(value - from) <= slack
        }
        return channel(color.red, base.red) && channel(color.green, base.green) && channel(color.blue, base.blue)
    }

    /// RULES.md, Square Color Game, Colours: a target's channels are uniform in [0.2, 1.0].
    public static let targetChannels: ClosedRange<Double> = 0.2...1.0
    /// RULES.md, Square Color Game, Leaderboard: top 3 per difficulty.
    public static let leaderboardSize = 3
    /// RULES.md, Square Color Game, Leaderboard: nicknames are cut to 15 characters.
    public static let nicknameLimit = 15

    /// `text` without the spaces at either end (a nickname of spaces only is empty, and is not saved).
    public static func withoutOuterSpaces(_ text: String) -> String {
        var characters = Substring(text)
        while characters.first == " " { characters.removeFirst() }
        while characters.last == " " { characters.removeLast() }
        return String(characters)
    }

    /// RULES.md, Square Color Game, Leaderboard: by score descending, ties by earlier date first.
    public static func ranksBefore(_ a: HighScore, _ b: HighScore) -> Bool {
        if a.score != b.score { return a.score > b.score }
        return a.date < b.date
    }

    /// RULES.md, Square Color Game, Leaderboard: a score qualifies if its difficulty has fewer than 3 entries, or it beats the third
    /// strictly (`entries`: that difficulty's, in any order).
    public static func qualifies(_ score: Int, entries: [HighScore]) -> Bool {
        let scores = entries.map(\.score).sorted(by: >)
        return scores.count < leaderboardSize || score > scores[leaderboardSize - 1]
    }

    /// RULES.md, Square Color Game, Leaderboard: a difficulty's (score, date) pairs after saving `score` at `date`, best first: the
    /// entries and the new one, by score descending then earlier date, the top 3.
    public static func savedScores(_ score: Int, at date: Int64, entries: [HighScore]) -> [(score: Int, date: Int64)] {
        let all = entries.map { (score: $0.score, date: $0.date) } + [(score: score, date: date)]
        let sorted = all.sorted { $0.score != $1.score ? $0.score > $1.score : $0.date < $1.date }
        return Array(sorted.prefix(leaderboardSize))
    }

    /// The starting time of a difficulty in ticks, as the configuration sets it (RULES.md, Square Color Game: 10, 8, 6 s by default).
    public static func startTicks(_ difficulty: String, in configuration: GameConfiguration) -> Int {
        configuration.integer(difficulty + "StartTicks")
    }

    /// The time a correct round adds, in ticks, as the configuration sets it (RULES.md, Square Color Game: +2, +3, +4 s by default).
    public static func bonusTicks(_ difficulty: String, in configuration: GameConfiguration) -> Int {
        configuration.integer(difficulty + "BonusTicks")
    }

    /// The points of a correct round, as the configuration sets them (RULES.md, Square Color Game: 10, 20, 30 by default).
    public static func points(_ difficulty: String, in configuration: GameConfiguration) -> Int {
        configuration.integer(difficulty + "Points")
    }

    /// The colour match threshold per channel of a difficulty, as the configuration sets it (RULES.md, Square Color
    /// Game: a tap is correct when its colour is within 0.01 of the expected target on every RGB channel).
    public static func matchThreshold(_ difficulty: String, in configuration: GameConfiguration) -> Double {
        configuration.double(difficulty + "MatchThreshold")
    }

    /// True when a tap on a square of `color` (and `shape`) is right for a target of `target` (and `targetShape`), worked
    /// out from the colours: within `threshold` on every channel, and in hard the same shape. Easy is judged by position.
    public static func isRightColour(_ color: RGBColor, for target: RGBColor, threshold: Double, sameShape: Bool?) -> Bool {
        abs(color.red - target.red) < threshold && abs(color.green - target.green) < threshold && abs(color.blue - target.blue) < threshold
            && sameShape != false
    }
}
