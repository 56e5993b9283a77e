import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("TargetedSearch")
struct TargetedSearchTests {

    // MARK: - Helpers

    /// Ten values in 0...100 read from the choices; the score is their sum.
    static func sumOfTen(_ choices: [UInt64]) -> TargetedSearch.Evaluation {
        var source = ChoiceSource(replaying: choices)
        let values = (0..<10).map { _ in source.draw(in: 0...100) }
        return (Double(values.reduce(0, +)), source.recorded)
    }

    /// Two values in 0...10,000; the score is minus their distance from (777, 123), so 0 is the exact target.
    static func distance(_ choices: [UInt64]) -> TargetedSearch.Evaluation {
        var source = ChoiceSource(replaying: choices)
        let a = source.draw(in: 0...10_000)
        let b = source.draw(in: 0...10_000)
        return (-Double(abs(a - 777) + abs(b - 123)), source.recorded)
    }

    /// The best score of `budget` uniformly generated cases, each from its own stream of `seed`.
    static func uniformBest(budget: Int, seed: UInt64, _ evaluate: ([UInt64]) -> TargetedSearch.Evaluation) -> Double {
        (0..<budget).map { index in
            var source = ChoiceSource(seed: StreamSeed.derive(seed: seed, game: UInt64(index), stream: StreamSeed.chance))
            let words = (0..<10).map { _ in source.next() }
            return evaluate(words).score
        }.max() ?? -.infinity
    }

    // MARK: - Reaching what uniform generation misses

    @Test("a sum of ten values in 0...100 of at least 990: reached by the search, missed by as many uniform cases")
    func reachesHighSum() {
        for seed: UInt64 in 0..<5 {
            let start = Self.sumOfTen([]).choices
            let outcome = TargetedSearch(direction: .maximize, budget: 3_000, seed: seed)
                .run(from: start, goal: { $0 >= 990 }, evaluate: Self.sumOfTen)
            #expect(outcome.reachedGoal && outcome.bestScore >= 990, "seed \(seed): \(outcome.bestScore)")
            #expect(Self.sumOfTen(outcome.best).score == outcome.bestScore, "seed \(seed): the best replays to its score")
            let uniform = Self.uniformBest(budget: 3_000, seed: seed, Self.sumOfTen)
            #expect(uniform < 990, "seed \(seed): uniform generation reached \(uniform)")
        }
    }

    @Test("an exact point (777, 123) in a 10,001 x 10,001 grid: hit by the search, missed by as many uniform cases")
    func hitsExactPoint() {
        for seed: UInt64 in 0..<5 {
            let outcome = TargetedSearch(direction: .maximize, budget: 4_000, seed: seed)
                .run(from: [], goal: { $0 == 0 }, evaluate: Self.distance)
            #expect(outcome.reachedGoal && outcome.bestScore == 0, "seed \(seed): \(outcome.bestScore)")
            #expect(outcome.evaluations <= 4_000)
            let uniform = Self.uniformBest(budget: 4_000, seed: seed, Self.distance)
            #expect(uniform < 0, "seed \(seed): uniform generation hit the point")
        }
    }

    @Test("minimize pushes the score down")
    func minimizes() {
        let outcome = TargetedSearch(direction: .minimize, budget: 3_000, seed: 1)
            .run(from: [UInt64.max, UInt64.max], goal: { $0 <= 5 }, evaluate: Self.sumOfTen)
        #expect(outcome.reachedGoal && outcome.bestScore <= 5, "\(outcome.bestScore)")
    }

    // MARK: - Contract

    @Test("the same seed gives the same evaluations and outcome; another seed another path")
    func deterministic() {
        func trace(seed: UInt64) -> (TargetedSearch.Outcome, [[UInt64]]) {
            var seen: [[UInt64]] = []
            let outcome = TargetedSearch(direction: .maximize, budget: 300, seed: seed).run(from: []) { choices in
                seen.append(choices)
                return Self.sumOfTen(choices)
            }
            return (outcome, seen)
        }
        let (first, firstSeen) = trace(seed: 9)
        let (second, secondSeen) = trace(seed: 9)
        let (_, otherSeen) = trace(seed: 10)
        #expect(firstSeen == secondSeen)
        #expect(first.best == second.best && first.bestScore == second.bestScore && first.evaluations == second.evaluations)
        #expect(firstSeen != otherSeen)
        #expect(firstSeen.first == [], "the first evaluation is the start itself")
    }

    @Test("the budget bounds the evaluations; a goal already met by the start stops after one")
    func budgetAndGoal() {
        var calls = 0
        let outcome = TargetedSearch(direction: .maximize, budget: 57, seed: 2).run(from: []) { choices in
            calls += 1
            return Self.sumOfTen(choices)
        }
        #expect(calls == 57 && outcome.evaluations == 57 && !outcome.reachedGoal)
        let immediate = TargetedSearch(direction: .maximize, budget: 57, seed: 2)
            .run(from: [], goal: { _ in true }, evaluate: Self.sumOfTen)
        #expect(immediate.evaluations == 1 && immediate.reachedGoal)
    }

    @Test("invalid candidates and NaN scores are spent and skipped; with none valid the start and the worst score come back")
    func invalidCandidates() {
        // Only candidates whose first value is even are valid.
        let outcome = TargetedSearch(direction: .maximize, budget: 500, seed: 3).run(from: []) { choices in
            let result = Self.sumOfTen(choices)
            var source = ChoiceSource(replaying: choices)
            return source.draw(in: 0...100) % 2 == 0 ? result : nil
        }
        var source = ChoiceSource(replaying: outcome.best)
        #expect(source.draw(in: 0...100) % 2 == 0)
        #expect(outcome.bestScore > 500 && outcome.evaluations == 500)

        let none = TargetedSearch(direction: .minimize, budget: 20, seed: 3).run(from: [7]) { _ in nil }
        #expect(none.best == [7] && none.bestScore == .infinity && none.evaluations == 20 && !none.reachedGoal)
        let nan = TargetedSearch(direction: .maximize, budget: 20, seed: 3).run(from: [7]) { ($0.isEmpty ? 0 : .nan, $0) }
        #expect(nan.bestScore == 0 || nan.bestScore == -.infinity)
        let zero = TargetedSearch(direction: .maximize, budget: 0, seed: 3).run(from: [7]) { _ in (1, []) }
        #expect(zero.evaluations == 0 && zero.bestScore == -.infinity && zero.best == [7])
    }
}
