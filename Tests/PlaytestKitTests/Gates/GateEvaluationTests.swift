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

    @Test("a sequential gate's interval (a confidence sequence) is wider than the fixed one at the same confidence")
    func sequentialWider() throws {
        let random = Self.result(bot: "random")
        let fixed = Gate(id: "f", metric: .measurement("ticks"), atLeast: 0)
        var sequential = fixed
        sequential.sequentialMaxGames = 800
        let a = try #require(GateEvaluation.interval(of: fixed, in: random).0)
        let b = try #require(GateEvaluation.interval(of: sequential, in: random).0)
        #expect(b.width > a.width)
        #expect(a.estimate == b.estimate)
    }
}

extension Gate {
    /// A gate with both bounds, for tests.
    init(id: String, metric: MetricReference, ratioTo: MetricReference? = nil, between: (Double, Double)) {
        self.init(id: id, metric: metric, ratioTo: ratioTo, atLeast: between.0, atMost: between.1)
    }
}
