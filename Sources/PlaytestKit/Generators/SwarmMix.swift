/// A fuzzer's mix of action kinds, drawn once per game: swarm testing.
///
/// A uniform mix almost never produces long runs of one kind of tap. Swarm
/// testing (Groce, Zhang, Eide, Chen and Regehr, "Swarm Testing", ISSTA 2012)
/// draws, for each test, which kinds are switched on and how heavily each is
/// weighted, so that across games every skewed mix is tried. Here each kind is
/// on with probability 1/2 (at least one always is) and weighted 1 to 8.
/// The simplest words (zeros) give every kind on with weight 1, the uniform
/// mix, so a shrunk failure keeps only the skew it needs.
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

    /// Draws a swarm mix over `kinds` kinds: each on with probability 1/2, weighted 1...8.
    public init<R: RandomNumberGenerator>(drawingOver kinds: Int, using rng: inout R) {
        precondition(kinds > 0, "a mix has at least one kind")
        var weights = (0..<kinds).map { _ -> Int in
            rng.draw(below: 2) == 0 ? 1 + Int(rng.draw(below: 8)) : 0
        }
        if !weights.contains(where: { $0 > 0 }) { weights[Int(rng.draw(below: UInt64(kinds)))] = 1 }
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
