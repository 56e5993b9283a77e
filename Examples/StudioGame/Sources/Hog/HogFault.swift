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
}

extension HogFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it).
    public var faultClass: PlantedFaultClass {
        switch self {
        case .seatSkipsOne, .singleOneKeepsTurnTotal, .targetNeedsMore: .statedRule
        case .secondSeatStarts: .unstatedRule
        case .dieShowsSeven, .holdCountsTwoTurns: .engineRecord
        case .roundLimitOneLate: .limitPlusOne
        }
    }
}
