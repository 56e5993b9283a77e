import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("GateEvaluation")
struct GateEvaluationTests {
    static func result(bot: String, games: Int = 200) -> ConfigurationResult {
        ToyGame.registration.run(RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment(bot), seed: 5, games: games))
    }

    static func configuration(bot: String, gates: [Gate]) -> ScenarioConfiguration {
        ScenarioConfiguration(index: 0, registration: ToyGame.registration, bots: BotAssignment(bot),
                              configuration: ToyGame.defaultConfiguration, sweptParameters: [], gates: gates)
    }

    @Test("PASS inside the bounds, FAIL wholly outside, INCONCLUSIVE when straddling or missing")
    func verdicts() {
        let gate = Gate(id: "g", metric: .steps, atLeast: 1, atMost: 2)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 1.5, lower: 1.2, upper: 1.8), gate) == .pass)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 1, lower: 1, upper: 2), gate) == .pass)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 3, lower: 2.5, upper: 3.5), gate) == .fail)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 0.5, lower: 0.1, upper: 0.9), gate) == .fail)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 1.9, lower: 1.7, upper: 2.1), gate) == .inconclusive)
        #expect(GateEvaluation.verdict(nil, gate) == .inconclusive)
        let atMost = Gate(id: "h", metric: .invariants, atMost: 0)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 0, lower: 0, upper: 0), atMost) == .pass)
        #expect(GateEvaluation.verdict(ConfidenceInterval(estimate: 1, lower: 1, upper: 1), atMost) == .fail)
    }

    @Test("gates on a played toy configuration: a rate, an exact invariant count, a ratio, and a too-narrow band")
    func played() throws {
        let random = Self.result(bot: "random")
        let rate = try #require(random.sample(of: .measurement("quitRate")).estimate)
        let gates = [
            Gate(id: "anyRate", metric: .measurement("quitRate"), atLeast: 0, atMost: 1),
            Gate(id: "neverQuits", metric: .measurement("quitRate"), atMost: 0.01),
            Gate(id: "exactly", metric: .measurement("quitRate"), atLeast: rate - 1e-9, atMost: rate + 1e-9),
            Gate(id: "selfRatio", metric: .measurement("ticks"), ratioTo: .measurement("ticks"), between: (0.5, 2)),
            Gate(id: "noOverrun", metric: .invariant(InvariantInfo.stepLimit.name), atMost: 0),
        ]
        let verdicts = GateEvaluation.evaluate(Self.configuration(bot: "random", gates: gates), result: random).map(\.verdict)
        #expect(verdicts == [.pass, .fail, .inconclusive, .pass, .pass])

        let increment = Self.result(bot: "inc", games: 20)
        let breach = GateEvaluation.evaluate(Self.configuration(bot: "inc", gates: [Gate(id: "noBreach", metric: .invariants, atMost: 0)]), result: increment)
        #expect(breach.map(\.verdict) == [.fail])
        #expect(breach[0].interval == ConfidenceInterval(estimate: 20, lower: 20, upper: 20))
        #expect(breach[0].method == "exact")
    }

    @Test("an INCONCLUSIVE gate fails the run unless it says inconclusive: pass")
    func inconclusivePolicy() throws {
        let random = Self.result(bot: "random")
        let rate = try #require(random.sample(of: .measurement("quitRate")).estimate)
        var gate = Gate(id: "exactly", metric: .measurement("quitRate"), atLeast: rate, atMost: rate)
        #expect(GateEvaluation.evaluate(Self.configuration(bot: "random", gates: [gate]), result: random).map(\.passes) == [false])
        gate.inconclusivePasses = true
        #expect(GateEvaluation.evaluate(Self.configuration(bot: "random", gates: [gate]), result: random).map(\.passes) == [true])
    }

    @Test("a ratio whose denominator's interval holds 0 has no interval")
    func ratioThroughZero() {
        let random = Self.result(bot: "random")
        let gate = Gate(id: "r", metric: .measurement("ticks"), ratioTo: .invariant(InvariantInfo.stepLimit.name), atMost: 5)
        let (interval, _) = GateEvaluation.interval(of: gate, in: random)
        #expect(interval == nil)
    }

    @Test("a sequential gate on a mean needs a declared range: refused without one, wider than the fixed interval with one")
    func sequentialMean() throws {
        let random = Self.result(bot: "random")
        guard case .mean(let statistics) = random.sample(of: .measurement("ticks")) else { Issue.record("ticks is not a mean"); return }
        let fixed = Gate(id: "f", metric: .measurement("ticks"), atLeast: 0)
        var sequential = fixed
        sequential.sequentialMaxGames = 800
        let (refused, why) = GateEvaluation.interval(of: sequential, in: random)
        #expect(refused == nil && why.hasPrefix(GateEvaluation.refusedPrefix) && why.contains("\"range\": [low, high]"))
        #expect(GateEvaluation.evaluate(Self.configuration(bot: "random", gates: [sequential]), result: random).map(\.verdict) == [.inconclusive])
        sequential.range = (statistics.minimum! - 1)...(statistics.maximum! + 1)
        let a = try #require(GateEvaluation.interval(of: fixed, in: random).0)
        let (b, method) = GateEvaluation.interval(of: sequential, in: random)
        #expect(try #require(b).width > a.width && b?.estimate == a.estimate && method == "bounded mean (confidence sequence)")
        // A range the values break is refused too, saying so.
        sequential.range = 0...(statistics.maximum! / 2)
        #expect(GateEvaluation.interval(of: sequential, in: random).1.contains("fall outside the declared range"))
    }

    @Test("a rare-event mean (every value 0 so far) never gets a zero-width sequential interval")
    func rareEvent() throws {
        let (interval, _) = GateEvaluation.interval(of: .mean(RunningStatistics(Array(repeating: 0.0, count: 500))), confidence: 0.95,
                                                    sequential: true, tightestAt: 100, range: 0...10)
        let sequence = try #require(interval)
        #expect(sequence.lower == 0 && sequence.upper > 0.5)
    }

    @Test("a fixed mean interval uses Student's t with n - 1 df")
    func fixedMeanUsesT() throws {
        let statistics = RunningStatistics([1, 2, 3, 4, 6])
        let interval = try #require(GateEvaluation.interval(of: .mean(statistics), confidence: 0.95, sequential: false, tightestAt: 1).0)
        // t(0.975, 4) = 2.776 (NIST/SEMATECH e-Handbook, table 1.3.6.7.2).
        #expect(abs(interval.halfWidth - 2.776 * statistics.standardError) < 1e-3 * statistics.standardError)
    }

    @Test("an INCONCLUSIVE gate says how many games would decide it at the observed effect")
    func gamesToDecide() throws {
        let gate = Gate(id: "g", metric: .measurement("share"), atLeast: 0.625)
        // Estimate 0.75, half-width 0.25 at 100 games: the bound 0.625 is 0.125 away, half the half-width.
        let result = GateResult(gate: gate, configurationIndex: 0, configurationLabel: "x", games: 100,
                                interval: ConfidenceInterval(estimate: 0.75, lower: 0.5, upper: 1), verdict: .inconclusive, method: "m")
        let z = NormalDistribution.quantile(0.975)
        let expected = 100 * pow((z + NormalDistribution.quantile(0.8)) / z * 2, 2)
        #expect(result.gamesToDecide() == Int(expected.rounded(.up)))
        #expect(result.gamesToDecide(power: 0.5) == 400)
        let decided = GateResult(gate: gate, configurationIndex: 0, configurationLabel: "x", games: 100,
                                 interval: ConfidenceInterval(estimate: 0.6, lower: 0.55, upper: 0.65), verdict: .pass, method: "m")
        #expect(decided.gamesToDecide() == nil)
    }
}

extension Gate {
    /// A gate with both bounds, for tests.
    init(id: String, metric: MetricReference, ratioTo: MetricReference? = nil, between: (Double, Double)) {
        self.init(id: id, metric: metric, ratioTo: ratioTo, atLeast: between.0, atMost: between.1)
    }
}
