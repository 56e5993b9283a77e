import PlaytestKit

/// The situations Hog's invariants need to see, so a check can say how often it reached them.
public enum HogCoverage: Int, CoverageLabel {
    /// Snake eyes with points in the roller's bank (the only way `snakeEyesEmptiesBank` can see a bank emptied).
    case snakeEyesOnBank
    /// A hold with a turn total of 0 (DESIGN.md 2.5's edge).
    case holdWithNothing
    /// A hold that reached the target (DESIGN.md 3.1).
    case winAtTarget
    /// A game ended by the round limit (DESIGN.md 3.2).
    case roundLimitReached

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .snakeEyesOnBank: "snake eyes with points in the bank"
        case .holdWithNothing: "a hold with a turn total of 0"
        case .winAtTarget: "a hold that reached the target"
        case .roundLimitReached: "a game ended by the round limit"
        }
    }

    /// Snake eyes on a bank must be common enough for a check to show the bank emptied.
    public var minimumShare: Double? { self == .snakeEyesOnBank ? 0.1 : nil }
    /// The design note's rule each situation exercises: all four are documented behaviours, so `check` requires
    /// each in at least 2% of its games.
    public var documentedBehaviour: String? {
        switch self {
        case .snakeEyesOnBank: "DESIGN.md, 2.4"
        case .holdWithNothing: "DESIGN.md, 2.5 (a hold with a turn total of 0 is allowed)"
        case .winAtTarget: "DESIGN.md, 3.1"
        case .roundLimitReached: "DESIGN.md, 3.2"
        }
    }
}

extension HogGame {
    /// Marks the labels a move reaches.
    public func coverage(at moment: Moment<HogGame>, in state: HogState, into seen: inout CoverageSet<HogCoverage>) {
        guard case .action(let action, let before) = moment, !before.isOver else { return }
        switch action {
        case .roll:
            if state.lastDice == [1, 1], before.banks[before.seat] > 0 { seen.insert(.snakeEyesOnBank) }
        case .hold:
            if before.turnTotal == 0 { seen.insert(.holdWithNothing) }
            if state.isOver, state.banks[before.seat] >= settings.target { seen.insert(.winAtTarget) }
        }
        if state.isOver, state.banks.allSatisfy({ $0 < settings.target }) { seen.insert(.roundLimitReached) }
    }
}
