import PlaytestKit

/// How a clue-giver chooses how long to work on the card on top before skipping it (rounds 2 and 3): a fixed policy
/// (``FixedPatience``) or a search (``SearchPatience``). It sees the clue-giver's view, never the time the guess will take.
public protocol SkipChooser: Sendable {
    /// A chooser with its defaults, for `seat`.
    init(game: PartyGame, seat: Int)

    /// Milliseconds to work on `card` (on top, seen in `view`) before skipping it; nil never to skip it. Called once
    /// per showing of a card the player has not skipped this round; any chance comes from `rng` (the seat's stream).
    mutating func patience<R: RandomNumberGenerator>(for card: Card, in view: PartyView, of game: PartyGame, using rng: inout R) -> Int?
}

/// A fixed skip policy as a chooser: `Skip`'s patience for the card's difficulty and round; draws nothing.
public struct FixedPatience<Skip: SkipPolicy>: SkipChooser {
    /// The policy needs no state.
    public init(game: PartyGame, seat: Int) {}

    /// `Skip`'s patience.
    public mutating func patience<R: RandomNumberGenerator>(for card: Card, in view: PartyView, of game: PartyGame, using rng: inout R) -> Int? {
        Skip.patience(for: card, in: view.phase)
    }
}
