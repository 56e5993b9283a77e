import PlaytestKit
import Testing
@testable import DiceGame

@Suite("SettleTimeModel")
struct SettleTimeModelTests {
    @Test("the distribution function of delay + duration at its breakpoints", arguments: [
        (0.0, 0.0), (0.5, 0.0), (0.625, 0.0625), (0.75, 0.25), (0.875, 0.5), (1.0, 0.75), (1.125, 0.9375), (1.25, 1.0), (2.0, 1.0),
    ])
    func cumulative(time: Double, probability: Double) {
        #expect(abs(SettleTimeModel.cumulative(time) - probability) <= 1e-12, "F(\(time))")
    }

    @Test("the distribution function is continuous and non-decreasing on [0.4, 1.3]")
    func cumulativeShape() {
        var previous = SettleTimeModel.cumulative(0.4)
        for step in 1...900 {
            let t = 0.4 + Double(step) * 0.001
            let value = SettleTimeModel.cumulative(t)
            #expect(value >= previous && value - previous <= 0.0021, "F jumps or falls at \(t)")
            previous = value
        }
    }

    @Test("E[max of 1] is E[delay] + E[duration] = 0.125 + 0.75 = 0.875 s")
    func oneDie() {
        #expect(abs(SettleTimeModel.expectedMaximum(of: 1) - 0.875) <= 1e-6)
        #expect(SettleTimeModel.expectedMaximum(of: 0) == 0)
    }

    @Test("E[max of n] rises with n and stays below 1.25 s")
    func monotone() {
        var previous = SettleTimeModel.expectedMaximum(of: 1)
        for n in 2...60 {
            let value = SettleTimeModel.expectedMaximum(of: n)
            #expect(value > previous, "n = \(n)")
            previous = value
        }
        let many = SettleTimeModel.expectedMaximum(of: 1_000)
        #expect(many > previous && many < 1.25, "n = 1000 gives \(many)")
    }

    @Test("the cached expectation equals the computed one")
    func cache() {
        var model = SettleTimeModel()
        for n in [1, 6, 50, 6] {
            #expect(model.expectedMaximum(of: n) == SettleTimeModel.expectedMaximum(of: n), "n = \(n)")
        }
    }

    @Test("Monte Carlo: the mean of the max of 50 delay + duration draws matches expectedMaximum(of: 50)")
    func monteCarlo() {
        var rng = Xoshiro256StarStar(seed: 2024)
        var maxima = RunningStatistics()
        for _ in 0..<4_000 {
            var longest = 0
            for _ in 0..<50 {
                longest = max(longest, rng.draw(in: DiceGroup.delayRange) + rng.draw(in: DiceGroup.durationRange))
            }
            maxima.add(Double(longest) / 1_000_000)
        }
        let expected = SettleTimeModel.expectedMaximum(of: 50)
        // The max of 50 has a standard deviation of about 0.03 s, so the mean of 4,000 has a standard
        // error of about 0.0005 s; 0.003 s is about six standard errors.
        let tolerance = 0.003
        #expect(maxima.standardError < tolerance / 4, "standard error \(maxima.standardError)")
        #expect(abs(maxima.mean - expected) <= tolerance, "simulated \(maxima.mean), expected \(expected)")
        #expect(expected > 1.1 && expected < 1.25, "E[max of 50] = \(expected)")
    }
}
