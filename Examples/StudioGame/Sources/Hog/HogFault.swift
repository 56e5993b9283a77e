import PlaytestKit

/// A bug compiled into the engine but off by default: `playtest mutants hog` switches each on in turn to show that
/// `check` catches it (`--rules documented+seatSkipsOne` by hand).
public enum HogFault: String, CaseIterable, Sendable, Hashable {
    /// The turn passes two seats on (an off-by-one in the seat order).
    case seatSkipsOne
    /// A single 1 keeps the turn total (a skipped step).
    case singleOneKeepsTurnTotal
    /// A hold wins only above the target, not at it (a wrong comparison).
    case targetNeedsMore

    // One planted fault per class of bug that `check` once let through (issue 34, item 7); each is caught by an
    // invariant written for the rule it breaks (HogFaultTests).

    /// Seat 1 opens the game (a rule no invariant stated: DESIGN.md 1.1). `startsFresh` catches it.
    case secondSeatStarts
    /// A die shows 1 to 7 (the invariants summed the engine's own record of the dice). `rollShowsTwoDice` catches it.
    case dieShowsSeven
    /// A hold counts as two turns, so the round limit comes early (the end rule trusted the engine's turn count).
    /// `turnsCounted` catches it.
    case holdCountsTwoTurns
    /// The game ends one turn past the round limit (a limit crossed by one). `endsOnlyAtTargetOrLimit` catches it.
    case roundLimitOneLate
    /// The second die repeats the first, so every roll is a double (a copy of the first draw). Every roll is still two
    /// faces of 1 to 6 and every sum is right, so no invariant of one game sees it; the stated share `firstRollPair`
    /// (a double with chance 1/6) over the check's games does.
    case secondDieRepeatsFirst
    /// Snake eyes empties every bank, not the roller's alone. The roller's bank is 0 as DESIGN.md 2.4 says: a check of
    /// that one field passes; `snakeEyesEmptiesBank` compares every other bank too.
    case snakeEyesEmptiesEveryBank
    /// A round is counted as two turns whatever the table (the default's player count written in), so at 1, 3 or 4
    /// players the round limit comes at the wrong turn (DESIGN.md 3.2: one turn per seat each round). At the default 2
    /// players nothing differs: only the check's parameter swarming shows it, to `endsOnlyAtTargetOrLimit`.
    case roundsOfTwoTurns
}

extension HogFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it).
    public var faultClass: PlantedFaultClass {
        switch self {
        case .seatSkipsOne, .singleOneKeepsTurnTotal, .targetNeedsMore: .statedRule
        case .secondSeatStarts: .unstatedRule
        case .dieShowsSeven, .holdCountsTwoTurns: .engineRecord
        case .roundLimitOneLate: .limitPlusOne
        case .secondDieRepeatsFirst: .statedShare
        case .snakeEyesEmptiesEveryBank: .partialState
        case .roundsOfTwoTurns: .swarmOnly
        }
    }
}
