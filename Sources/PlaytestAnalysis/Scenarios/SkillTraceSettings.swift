/// A study's skill trace (`"skillTrace": {"from": 25, "cap": 400, "margin": 5}`): one bot family's budget doubled from
/// `from` up to `cap`, every budget on the same deals, read as "how much does doubling the search still buy?".
///
/// The trace is a ladder whose rungs are the family's members at each budget (`search-25 < search-50 < ...`), so it is
/// played, paired and reported like one; in a game of several seats only neighbouring budgets meet (each doubling is one
/// match), not every pair. The analysis (``SkillTrace``) tests each doubling's paired gain for equivalence to zero within
/// ``margin`` (TOST, 5% each side) and reads the trace's stop: the first budget whose doubling is shown to gain less than
/// the margin, or the cap, when no doubling up to it is.
public struct SkillTraceSettings: Sendable, Equatable {
    /// The family's prefix (`search`).
    public let family: String
    /// The budgets, doubling from the first to the last, which is at most the cap.
    public let budgets: [Int]
    /// The largest budget the study allows (the last budget is the largest doubling not above it).
    public let cap: Int
    /// The smallest gain of one doubling that matters: score points per game in a game of one seat, win-rate share above
    /// one half in a game of several seats (the doubled budget's win rate against the budget before it, minus 0.5).
    public let margin: Double

    /// Settings for budgets `from`, 2 `from`, 4 `from`, ... up to `cap`.
    /// - Precondition: `from >= 1` and `2 from <= cap`, so the trace has at least one doubling; `margin > 0`.
    public init(family: String, from: Int, cap: Int, margin: Double) {
        precondition(from >= 1 && 2 * from <= cap && margin > 0, "SkillTraceSettings: a trace doubles at least once, with a positive margin")
        var budgets = [from]
        while budgets.last! * 2 <= cap { budgets.append(budgets.last! * 2) }
        self.family = family
        self.budgets = budgets
        self.cap = cap
        self.margin = margin
    }

    /// The rung of each budget: `search-25`.
    public var rungs: [String] { budgets.map { "\(family)-\($0)" } }
}
