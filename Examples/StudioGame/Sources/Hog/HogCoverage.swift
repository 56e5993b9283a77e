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
    /// The game's first roll shows 1 (2, ... 6) on its first die: the categories of the stated share `firstDieFace`.
    case firstDieFace1, firstDieFace2, firstDieFace3, firstDieFace4, firstDieFace5, firstDieFace6
    /// The game's first roll is a double: a category of the stated share `firstRollPair`.
    case firstRollDouble
    /// The game's first roll shows the higher face on its first die: a category of the stated share `firstRollPair`.
    case firstRollFirstHigher
    /// The game's first roll shows the higher face on its second die: a category of the stated share `firstRollPair`.
    case firstRollSecondHigher

    /// The face labels, 1 first.
    static let faces: [HogCoverage] = [.firstDieFace1, .firstDieFace2, .firstDieFace3, .firstDieFace4, .firstDieFace5, .firstDieFace6]

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .snakeEyesOnBank: "snake eyes with points in the bank"
        case .holdWithNothing: "a hold with a turn total of 0"
        case .winAtTarget: "a hold that reached the target"
        case .roundLimitReached: "a game ended by the round limit"
        case .firstDieFace1, .firstDieFace2, .firstDieFace3, .firstDieFace4, .firstDieFace5, .firstDieFace6:
            "the first roll's first die shows \(Self.faces.firstIndex(of: self)! + 1)"
        case .firstRollDouble: "the first roll is a double"
        case .firstRollFirstHigher: "the first roll's first die is the higher"
        case .firstRollSecondHigher: "the first roll's second die is the higher"
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
        default: nil
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
            if before.lastDice.isEmpty, state.lastDice.count == 2, let first = state.lastDice.first, (1...6).contains(first) {
                seen.insert(HogCoverage.faces[first - 1])
                let second = state.lastDice[1]
                seen.insert(first == second ? .firstRollDouble : first > second ? .firstRollFirstHigher : .firstRollSecondHigher)
            }
        case .hold:
            if before.turnTotal == 0 { seen.insert(.holdWithNothing) }
            if state.isOver, state.banks[before.seat] >= settings.target { seen.insert(.winAtTarget) }
        }
        if state.isOver, state.banks.allSatisfy({ $0 < settings.target }) { seen.insert(.roundLimitReached) }
    }
}

extension HogGame {
    /// The shares DESIGN.md 2.1 states by "rolls two dice" (two fair six-sided dice, drawn apart): the first roll's
    /// first die shows each face with chance 1/6, and the roll is a double with chance 6/36, its first die the higher
    /// with 15/36 and its second the higher with 15/36. `check` tests both over its games (a game's first roll only,
    /// so each game is one independent draw).
    public func statedShares() -> [StatedShare] {
        [
            StatedShare(name: "firstDieFace", citation: "DESIGN.md, 2.1 (two six-sided dice)", shares: HogCoverage.faces.map { ($0, 1.0 / 6) }),
            StatedShare(name: "firstRollPair", citation: "DESIGN.md, 2.1 (two dice, drawn apart)",
                        shares: [(HogCoverage.firstRollDouble, 6.0 / 36), (.firstRollFirstHigher, 15.0 / 36), (.firstRollSecondHigher, 15.0 / 36)]),
        ]
    }
}
