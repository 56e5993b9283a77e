import PlaytestKit

/// Deals the roles of a round from the distribution table (the document's `RoleService`).
public enum RoleService {
    /// Humans, snakes (and always one mongoose) for 4 to 8 players.
    /// `offByOne` is a planted fault: the row for 6 players reads 3 humans, 2 snakes.
    public static func distribution(players: Int, offByOne: Bool = false) -> (humans: Int, snakes: Int) {
        switch players {
        case 4: (1, 2)
        case 5: (2, 2)
        case 6: offByOne ? (3, 2) : (2, 3)
        case 7: (3, 3)
        default: (3, 4)
        }
    }

    /// The table's multiset of roles, shuffled with the injected generator.
    /// `offByOne` is the planted fault of `distribution(players:offByOne:)`.
    public static func assignRoles<R: RandomNumberGenerator>(players: Int, offByOne: Bool = false, using rng: inout R) -> [Role] {
        let (humans, snakes) = distribution(players: players, offByOne: offByOne)
        var roles = Array(repeating: Role.human, count: humans) + Array(repeating: Role.snake, count: snakes) + [.mongoose]
        rng.shuffle(&roles)
        return roles
    }
}
