/// How the engine judged a tap.
public enum TapResult: String, Sendable, Hashable {
    /// Ignored: not playing, during the preview or between rounds, or off the grid.
    case ignored
    /// The first target of two, in order.
    case correctFirst
    /// The round's last target: the round is won.
    case correctRound
    /// A second scoring of a round already won (the shipped easy window).
    case rescored
    /// Not the expected target.
    case wrong
}
