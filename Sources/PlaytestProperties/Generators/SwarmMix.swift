/// A fuzzer's mix of action kinds, drawn once per game: swarm testing.
///
/// A uniform mix almost never produces long runs of one kind of tap. Swarm
/// testing (Groce, Zhang, Eide, Chen and Regehr, "Swarm Testing", ISSTA 2012)
/// draws, for each test, which kinds are switched on and how heavily each is
/// weighted, so that across games every skewed mix is tried. Here each kind is
/// off with a chosen probability (1/2 by default; at least one kind is always
/// on) and weighted 1 to 8.
/// The simplest words (zeros) give every kind on at its base weight (the
/// uniform mix, or the fuzzer's own base mix), so a shrunk failure keeps only
/// the skew it needs.
public struct SwarmMix: Sendable, Hashable {
    /// Each kind's weight; 0 when switched off.
    public let weights: [Int]
    /// The sum of the weights.
    public let total: Int

    /// A mix with the given weights (at least one positive); equal weights give the uniform mix.
    public init(weights: [Int]) {
        precondition(weights.contains { $0 > 0 } && weights.allSatisfy { $0 >= 0 }, "a mix needs a positive weight")
        self.weights = weights
        self.total = weights.reduce(0, +)
    }

    /// The uniform mix over `kinds` kinds.
    public static func uniform(kinds: Int) -> SwarmMix {
        SwarmMix(weights: Array(repeating: 1, count: kinds))
    }

    /// Draws a swarm mix over `kinds` equally likely kinds; see `init(drawingAround:alwaysOn:offOneIn:using:)`.
    public init<R: RandomNumberGenerator>(drawingOver kinds: Int, alwaysOn: Set<Int> = [], offOneIn: UInt64 = 2, using rng: inout R) {
        self.init(drawingAround: Array(repeating: 1, count: kinds), alwaysOn: alwaysOn, offOneIn: offOneIn, using: &rng)
    }

    /// Draws a swarm mix around a base mix: each kind switched off with probability `1 / offOneIn`
    /// (default 1/2, Groce et al.'s choice; the `alwaysOn` kinds never), the others' base weights
    /// multiplied by 1...8.
    ///
    /// The base mix is the fuzzer's hand-tuned proportions (the dice fuzzer's
    /// Roll and waits are most of its actions), so an average swarm game is
    /// shaped like a fixed-mix game while each single game is skewed.
    /// `alwaysOn` names the kinds a game cannot do without (the dice fuzzer's
    /// Roll and wait: with either off, nothing ever animates). The zero word
    /// means "on" with a factor of 1: the simplest mix is the base mix.
    public init<R: RandomNumberGenerator>(drawingAround base: [Int], alwaysOn: Set<Int> = [], offOneIn: UInt64 = 2, using rng: inout R) {
        precondition(!base.isEmpty && base.allSatisfy { $0 > 0 } && offOneIn >= 2,
                     "a base mix has positive weights, and a kind is off at most half the time")
        var weights = base.indices.map { kind -> Int in
            alwaysOn.contains(kind) || rng.draw(below: offOneIn) != offOneIn - 1 ? base[kind] * (1 + Int(rng.draw(below: 8))) : 0
        }
        if !weights.contains(where: { $0 > 0 }) {
            let kind = Int(rng.draw(below: UInt64(base.count)))
            weights[kind] = base[kind]
        }
        self.init(weights: weights)
    }

    /// True when kind `kind` can be picked.
    public func isEnabled(_ kind: Int) -> Bool { weights[kind] > 0 }

    /// Picks a kind with probability proportional to its weight.
    ///
    /// - Complexity: O(kinds).
    @inlinable
    public func pick<R: RandomNumberGenerator>(using rng: inout R) -> Int {
        var ticket = Int(rng.draw(below: UInt64(total)))
        for (kind, weight) in weights.enumerated() {
            if ticket < weight { return kind }
            ticket -= weight
        }
        return weights.count - 1
    }
}
