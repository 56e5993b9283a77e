/// Which way a targeted search pushes a score.
public enum TargetDirection: String, Sendable {
    /// Lower scores are better.
    case minimize
    /// Higher scores are better.
    case maximize
}

/// A search over a recorded choice sequence toward a score: the one search behind
/// `target(_:)` in plain properties and the games' targeted mode.
///
/// Random generation finds what is common; a property that fails only at an
/// extreme (a long game, a high score, a full board) needs guidance. A targeted
/// search (Löscher and Sagonas, "Targeted property-based testing", ISSTA 2017;
/// Hypothesis' `target()`) treats the choices a case read as the point to move:
/// it mutates the words, replays them, and keeps what scores better, with
/// simulated annealing so that it can leave a local optimum early on, and
/// random restarts when it is stuck.
///
/// The search is deterministic: its own mutations come from xoshiro256**
/// seeded with `seed`, never from the global random source, so the same
/// seed, start and scores give the same outcome.
public struct TargetedSearch: Sendable {
    /// One evaluation: the score of replaying the candidate, and the words the replay actually drew
    /// (`ChoiceSource.recorded`), which become the point the search moves from.
    public typealias Evaluation = (score: Double, choices: [UInt64])

    /// What a search found.
    public struct Outcome: Sendable {
        /// The words of the best-scoring candidate (the start's when no candidate was valid).
        public var best: [UInt64]
        /// Its score; minus infinity (maximizing) or plus infinity (minimizing) when no candidate was valid.
        public var bestScore: Double
        /// Evaluations spent, at most the budget.
        public var evaluations: Int
        /// True when the search stopped because the goal held for the best score.
        public var reachedGoal: Bool
    }

    /// Which way the score is pushed.
    public let direction: TargetDirection
    /// The most evaluations one run may spend.
    public let budget: Int
    /// The seed of the search's own mutations.
    public let seed: UInt64

    /// A search in `direction` that spends at most `budget` evaluations, its mutations drawn from `seed`.
    public init(direction: TargetDirection, budget: Int, seed: UInt64) {
        self.direction = direction
        self.budget = max(0, budget)
        self.seed = seed
    }

    /// Searches from `start` toward better scores until `budget` evaluations are spent or `goal` holds.
    ///
    /// Each step mutates the current point (replaces one word with a fresh
    /// random word, nudges a word up or down at a random scale, swaps two
    /// words, re-randomises a short run, or appends words for a case that
    /// reads further), evaluates it, and moves there when it scores at least
    /// as well, or, with a chance that falls as the budget is spent, when it
    /// scores worse (simulated annealing). After a stretch with no
    /// improvement it restarts: twice from the best with a few fresh words,
    /// then from fresh random words. A nil evaluation (an invalid or rejected
    /// candidate) and a NaN score count as spent evaluations and are skipped.
    /// - Complexity: at most `budget` calls of `evaluate`.
    public func run(
        from start: [UInt64], goal: (Double) -> Bool = { _ in false }, evaluate: ([UInt64]) -> Evaluation?
    ) -> Outcome {
        var state = SearchState(search: self, start: start)
        while state.evaluations < budget {
            let candidate = state.nextCandidate()
            state.evaluations += 1
            guard let result = evaluate(candidate), !result.score.isNaN else {
                state.stale += 1
                continue
            }
            state.consider(result)
            if state.best != nil, goal(state.best!.score) {
                return state.outcome(reachedGoal: true)
            }
        }
        return state.outcome(reachedGoal: false)
    }

    /// The score turned so that higher is always better.
    func oriented(_ score: Double) -> Double {
        direction == .maximize ? score : -score
    }
}
