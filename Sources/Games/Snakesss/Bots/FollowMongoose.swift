import PlaytestKit

/// Votes what the mongoose said (the mongoose itself votes its belief).
public enum FollowMongoose: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote {
        guard let mongoose = view.mongoose, mongoose != view.seat, let said = view.statements[mongoose], said != .snake else {
            return view.belief ?? .a
        }
        return said
    }
}
