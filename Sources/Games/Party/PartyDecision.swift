import PlaytestKit

/// A choice that matters to the party game's search (`search-N`): how long the clue-giver works on the card on top
/// before skipping it, or a screen's one button.
public enum PartyDecision: Hashable, Sendable, CustomStringConvertible {
    /// Works on the card on top for this many milliseconds, then skips it unless it was guessed; nil: never skips it.
    case patience(Int?)
    /// A forced press (Start Turn, Next, Next round, ...).
    case press(PartyAction)

    /// The patiences the search chooses among, in order: never skip first (the ladder's best fixed policy and the
    /// rollout's), then skip at once (1 s, skipAggressive's for a hard card). Longer patiences (5 s, 15 s) only cost
    /// time under the players' model and split the search's budget four ways (measured: see docs/bots.md).
    public static let patiences: [PartyDecision] = [.patience(nil), .patience(1_000)]

    /// `never`, `skip after 5 s`, or the press.
    public var description: String {
        switch self {
        case .patience(nil): "never skip"
        case .patience(let milliseconds?): "skip after \(Double(milliseconds) / 1_000) s"
        case .press(let action): action.description
        }
    }
}
