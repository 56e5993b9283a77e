import Foundation

// MARK: - The moving point of one run

extension TargetedSearch {
    /// The current point, the best so far and the search's own generator for one run.
    struct SearchState {
        let search: TargetedSearch
        let start: [UInt64]
        var rng: Xoshiro256StarStar
        /// The point mutations start from; nil until a candidate is valid.
        var current: Evaluation?
        /// The best candidate so far.
        var best: Evaluation?
        var evaluations = 0
        /// Evaluations since the current point last improved.
        var stale = 0
        /// Restarts so far (two in three perturb the best, every third starts from fresh words).
        var restarts = 0
        /// A moving average of the recent improvements: the scale against which annealing weighs a loss.
        var typicalGain = 0.0
        /// The first candidate is the start itself.
        var startEvaluated = false

        init(search: TargetedSearch, start: [UInt64]) {
            self.search = search
            self.start = start
            rng = Xoshiro256StarStar(seed: SplitMix64.mix(search.seed ^ 0x7461_7267_6574_6564))
        }

        /// Evaluations without improvement before a restart.
        var patience: Int { max(50, search.budget / 5) }

        /// The next point to evaluate: the start, a restart, or a mutation of the current point.
        mutating func nextCandidate() -> [UInt64] {
            if !startEvaluated {
                startEvaluated = true
                return start
            }
            guard let current else {
                return fresh(count: max(start.count, 1))
            }
            if stale >= patience {
                stale = 0
                restarts += 1
                self.current = nil
                let base = best?.choices ?? current.choices
                return restarts % 3 != 0 ? perturbed(base) : fresh(count: max(base.count, 1))
            }
            return mutated(current.choices)
        }

        /// Moves to `result` if it is better, equal, or accepted by annealing; keeps the best.
        mutating func consider(_ result: Evaluation) {
            let score = search.oriented(result.score)
            if best == nil || score > search.oriented(best!.score) {
                best = result
            }
            guard let current else {
                self.current = result
                return
            }
            let gain = score - search.oriented(current.score)
            if gain > 0 {
                self.current = result
                stale = 0
                if gain.isFinite { typicalGain = typicalGain == 0 ? gain : 0.8 * typicalGain + 0.2 * gain }
            } else {
                stale += 1
                if gain == 0 || accepts(loss: -gain) { self.current = result }
            }
        }

        /// Simulated annealing: accepts a loss with probability exp(-loss / (g T)), g being the typical recent
        /// improvement and T falling from 0.25 to 0 (quadratically) as the budget is spent.
        mutating func accepts(loss: Double) -> Bool {
            guard typicalGain > 0, loss.isFinite else { return false }
            let remaining = 1 - Double(evaluations) / Double(max(search.budget, 1))
            let temperature = 0.25 * remaining * remaining
            guard temperature > 0 else { return false }
            return rng.drawUnitDouble() < exp(-loss / (typicalGain * temperature))
        }

        /// The outcome so far.
        func outcome(reachedGoal: Bool) -> Outcome {
            let worst = search.direction == .maximize ? -Double.infinity : Double.infinity
            return Outcome(
                best: best?.choices ?? start, bestScore: best?.score ?? worst,
                evaluations: evaluations, reachedGoal: reachedGoal)
        }
    }
}
