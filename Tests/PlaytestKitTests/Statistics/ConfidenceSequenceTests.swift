import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ConfidenceSequence")
struct ConfidenceSequenceTests {
    @Test("the half-width follows the normal-mixture formula")
    func formula() {
        let sequence = ConfidenceSequence(alpha: 0.05, tightestAt: 1_000)
        let l = -2 * log(0.05)
        #expect(abs(sequence.rho - ((l + log(l + 1)) / 1_000).squareRoot()) < 1e-15)
        let n = 400.0, r2 = sequence.rho * sequence.rho
        let expected = 2 * (2 * (n * r2 + 1) / (n * n * r2) * log((n * r2 + 1).squareRoot() / 0.05)).squareRoot()
        #expect(abs(sequence.halfWidth(count: 400, sigma: 2) - expected) < 1e-12)
    }

    @Test("it is wider than the fixed-n interval at the same alpha, but not by much near its tightest point")
    func widerThanFixed() {
        let sequence = ConfidenceSequence(alpha: 0.05, tightestAt: 1_000)
        let fixed = ConfidenceInterval.z95 / 1_000.0.squareRoot()
        let ratio = sequence.halfWidth(count: 1_000, sigma: 1) / fixed
        #expect(ratio > 1 && ratio < 1.6, "ratio \(ratio)")
        #expect(sequence.halfWidth(count: 4_000, sigma: 1) < sequence.halfWidth(count: 1_000, sigma: 1))
    }

    @Test("looking after every 10 games, the sequence misses the true share far less often than a peeked Wilson interval (seed 7)")
    func anytimeCoverage() {
        let truth = 0.3, runs = 200, length = 1_500, alpha = 0.05
        let sequence = ConfidenceSequence(alpha: alpha, tightestAt: 500)
        var rng = Xoshiro256StarStar(seed: 7)
        var sequenceMisses = 0, peekingMisses = 0
        for _ in 0..<runs {
            var successes = 0
            var sequenceMissed = false, peekingMissed = false
            for n in 1...length {
                if rng.drawUnitDouble() < truth { successes += 1 }
                guard n % 10 == 0 else { continue }
                if !sequence.proportionInterval(successes: successes, trials: n)!.contains(truth) { sequenceMissed = true }
                if !ConfidenceInterval.wilson(successes: successes, trials: n)!.contains(truth) { peekingMissed = true }
            }
            if sequenceMissed { sequenceMisses += 1 }
            if peekingMissed { peekingMisses += 1 }
        }
        // The sequence's miss rate is at most alpha at every look at once; peeking at a fixed 95% interval 150 times
        // misses in far more than 5% of runs (that is why it is not allowed).
        #expect(Double(sequenceMisses) / Double(runs) <= alpha, "sequence missed in \(sequenceMisses) of \(runs)")
        #expect(Double(peekingMisses) / Double(runs) > 0.15, "peeking missed in \(peekingMisses) of \(runs)")
    }

    @Test("a proportion's interval stays inside [0, 1]")
    func clamped() {
        let sequence = ConfidenceSequence(alpha: 0.05, tightestAt: 100)
        let interval = sequence.proportionInterval(successes: 0, trials: 10)!
        #expect(interval.lower == 0 && interval.upper <= 1)
        #expect(sequence.proportionInterval(successes: 0, trials: 0) == nil)
    }
}

@Suite("ConfidenceSequence bounded mean")
struct ConfidenceSequenceBoundedMeanTests {
    @Test("a bounded mean's sequence is the sub-Gaussian one with σ = (high − low)/2, clamped to the range")
    func boundedMean() {
        let sequence = ConfidenceSequence(alpha: 0.05, tightestAt: 250)
        let interval = sequence.boundedMeanInterval(mean: 3, count: 400, range: 0...10)
        #expect(abs(interval.upper - (3 + sequence.halfWidth(count: 400, sigma: 5))) < 1e-12)
        #expect(interval.lower == max(0, 3 - sequence.halfWidth(count: 400, sigma: 5)))
        let rare = sequence.boundedMeanInterval(mean: 0, count: 1_000, range: 0...10)
        #expect(rare.lower == 0 && rare.upper > 0)
    }
}
