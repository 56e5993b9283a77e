/// A bug compiled into the engine but off by default: `playtest mutants hog` switches each on in turn to show that
/// `check` catches it (`--rules documented+seatSkipsOne` by hand).
public enum HogFault: String, CaseIterable, Sendable, Hashable {
    /// The turn passes two seats on (an off-by-one in the seat order).
    case seatSkipsOne
    /// A single 1 keeps the turn total (a skipped step).
    case singleOneKeepsTurnTotal
    /// A hold wins only above the target, not at it (a wrong comparison).
    case targetNeedsMore
}
