import PlaytestKit

/// Votes its own belief.
public enum OwnBelief: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote { view.belief ?? .a }
}
