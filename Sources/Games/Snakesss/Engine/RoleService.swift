import PlaytestKit

/// Deals the roles of a round from the distribution table (the document's `RoleService`).
public enum RoleService {
    /// Humans, snakes (and always one mongoose) for 4 to 8 players.
    public static func distribution(players: Int) -> (humans: Int, snakes: Int) {
        switch players {
        case 4: (1, 2)
        case 5: (2, 2)
        case 6: (2, 3)
        case 7: (3, 3)
        default: (3, 4)
        }
    }

    /// The table's multiset of roles, shuffled with the injected generator.
    public static func assignRoles<R: RandomNumberGenerator>(players: Int, using rng: inout R) -> [Role] {
        let (humans, snakes) = distribution(players: players)
        var roles = Array(repeating: Role.human, count: humans) + Array(repeating: Role.snake, count: snakes) + [.mongoose]
        rng.shuffle(&roles)
        return roles
    }
}
