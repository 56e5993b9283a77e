import PlaytestKit

/// The starting time, bonus and points each difficulty is configured with, read once per game through
/// `SquareColorReference` (by the parameters' names, not from the engine's `DifficultySettings`): the numbers the
/// invariants hold the engine's copy to, without looking a parameter up by name at every action.
public struct SquareColorConfiguredNumbers: Sendable, Equatable {
    /// One difficulty's numbers.
    public struct Numbers: Sendable, Equatable {
        /// The starting time, in ticks.
        public let startTicks: Int
        /// The bonus for a won round, in ticks.
        public let bonusTicks: Int
        /// The points for a won round.
        public let points: Int
        /// The colour match threshold per channel (medium and hard).
        public let threshold: Double
    }

    let easy: Numbers
    let medium: Numbers
    let hard: Numbers

    /// Reads each difficulty's numbers from a validated configuration.
    public init(configuration: GameConfiguration) {
        func read(_ difficulty: String) -> Numbers {
            Numbers(startTicks: SquareColorReference.startTicks(difficulty, in: configuration),
                    bonusTicks: SquareColorReference.bonusTicks(difficulty, in: configuration),
                    points: SquareColorReference.points(difficulty, in: configuration),
                    threshold: SquareColorReference.matchThreshold(difficulty, in: configuration))
        }
        easy = read("easy")
        medium = read("medium")
        hard = read("hard")
    }

    /// The numbers of `difficulty`.
    public subscript(_ difficulty: Difficulty) -> Numbers {
        switch difficulty {
        case .easy: easy
        case .medium: medium
        case .hard: hard
        }
    }
}
