import PlaytestKit

/// The three difficulties of the Square Color Game, with the document's numbers (RULES.md, Square Color Game).
///
/// Times are in ticks of 0.1 s. The numbers here are the defaults; a
/// configuration may change the starting time, bonus, points, colour
/// variation and match threshold of each (see `SquareColorSettings`).
public enum Difficulty: String, CaseIterable, Sendable, Hashable {
    /// Colours only, the widest variation and the loosest match.
    case easy
    /// Colours only, a narrower variation and a stricter match.
    case medium
    /// Colours and shapes: a square matches on both.
    case hard

    /// The position in `allCases` (easy 0, medium 1, hard 2), without building `allCases`.
    public var caseIndex: Int {
        switch self {
        case .easy: 0
        case .medium: 1
        case .hard: 2
        }
    }

    /// The starting time, in ticks: 10, 8 and 6 s.
    public var defaultStartTicks: Int {
        switch self {
        case .easy: 100
        case .medium: 80
        case .hard: 60
        }
    }

    /// The time a correct round adds, in ticks: 2, 3 and 4 s.
    public var defaultBonusTicks: Int {
        switch self {
        case .easy: 20
        case .medium: 30
        case .hard: 40
        }
    }

    /// Points per correct round: 10, 20 and 30.
    public var defaultPoints: Int {
        switch self {
        case .easy: 10
        case .medium: 20
        case .hard: 30
        }
    }

    /// Targets tapped in order each round: 1, 2, 2.
    public var targetCount: Int { self == .easy ? 1 : 2 }

    /// Squares on the grid: 9, 8, 9.
    public var squareCount: Int { self == .medium ? 8 : 9 }

    /// Distractors near each target colour: easy 8; medium 3 and 3; hard 3 and 4.
    public var distractorsPerTarget: [Int] {
        switch self {
        case .easy: [8]
        case .medium: [3, 3]
        case .hard: [3, 4]
        }
    }

    /// True when the targets carry shapes that a tap must match (hard).
    public var usesShapes: Bool { self == .hard }

    /// True when a wrong tap ends the game (medium and hard); easy plays on.
    public var wrongTapEndsGame: Bool { self != .easy }

    /// True when each round opens with the 2.5 s sequence preview (medium and hard).
    public var showsSequence: Bool { self != .easy }

    /// The sequence preview, in ticks: 2.5 s.
    public static let previewTicks = 25

    /// The pause between a completed round and the next, in ticks: 0.5 s (the timer runs).
    public static let nextRoundTicks = 5
}
