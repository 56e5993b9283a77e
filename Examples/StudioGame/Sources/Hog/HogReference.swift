/// The rules the Hog invariants need, written again from DESIGN.md, not read from the engine's `HogState`.
public enum HogReference {
    /// DESIGN.md 2.6: the next seat is the seat after, wrapping from the last to seat 0.
    public static func seat(after seat: Int, players: Int) -> Int { seat + 1 == players ? 0 : seat + 1 }
}
