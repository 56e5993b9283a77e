/// One game played from the start through the actions a person typed (`replay --actions`): its steps, the final
/// state and every invariant that broke.
public struct ActionReplay: Sendable {
    /// The actions as typed, in order.
    public let actions: [String]
    /// The seed the game's chance was drawn from (`GameStreams(recording: seed, game: 0, ...)`: game 0 of a check
    /// or run with this seed).
    public let seed: UInt64
    /// The game as played: the steps (as the game describes its actions), every invariant's first breach, the final
    /// state.
    public let result: CaseResult
    /// The typed actions not played because the game ended (or hit the step limit) first.
    public let unplayed: [String]

    /// Creates the record of a replay.
    public init(actions: [String], seed: UInt64, result: CaseResult, unplayed: [String]) {
        self.actions = actions
        self.seed = seed
        self.result = result
        self.unplayed = unplayed
    }

    /// True when every invariant held.
    public var passed: Bool { result.violations.isEmpty }
    /// The invariants that broke, in the order they first broke.
    public var violations: [Violation] { result.violations }
    /// The final state, as the game summarises it.
    public var finalSummary: String? { result.finalSummary }
}
