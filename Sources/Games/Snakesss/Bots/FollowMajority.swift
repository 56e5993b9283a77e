import PlaytestKit

/// Votes the letter said most often (a tie is broken by its own belief, then by letter order).
public enum FollowMajority: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote {
        let counts = Vote.letters.map { letter in view.statements.filter { $0 == letter }.count }
        let top = counts.max() ?? 0
        let tied = Vote.letters.indices.filter { counts[$0] == top }.map { Vote.letters[$0] }
        if let belief = view.belief, tied.contains(belief) { return belief }
        return tied.first ?? .a
    }
}
