import PlaytestHarness
import PlaytestProperties
import PlaytestStatistics

/// One gate's verdict on one configuration.
public struct GateResult: Sendable {
    /// The gate.
    public let gate: Gate
    /// The configuration's position in the scenario.
    public let configurationIndex: Int
    /// The configuration's label: `dice lockMostCommon count=50`.
    public let configurationLabel: String
    /// Games the configuration played.
    public let games: Int
    /// The metric's interval, nil when there was nothing to measure.
    public let interval: ConfidenceInterval?
    /// The verdict.
    public let verdict: GateVerdict
    /// How the interval was built: `mean (fixed)`, `Wilson share (fixed)`, `exact`, `bounded mean (confidence sequence)`,
    /// with `ratio` for a ratio and `equivalence (TOST)` for an equivalence gate; `refused: …` says why there is none.
    public let method: String

    /// True when the run may pass: PASS, or INCONCLUSIVE in a gate that lets it pass.
    public var passes: Bool { verdict == .pass || (verdict == .inconclusive && gate.inconclusivePasses) }

    /// For an INCONCLUSIVE verdict, the games that would decide it with probability `power` if the observed value is
    /// the true one (`DecidingSampleSize`), measured from the bound nearest the estimate that the interval straddles;
    /// nil when decided, refused, without an interval, or with the estimate on the bound.
    public func gamesToDecide(power: Double = 0.8) -> Int? {
        guard verdict == .inconclusive, let interval, games >= 1 else { return nil }
        let straddled = [gate.atLeast, gate.atMost].compactMap { $0 }.filter { interval.lower < $0 && $0 < interval.upper }
        guard let bound = straddled.min(by: { abs($0 - interval.estimate) < abs($1 - interval.estimate) }) else { return nil }
        return DecidingSampleSize.games(games: games, interval: interval, bound: bound, confidence: gate.intervalConfidence, power: power)
    }
}

/// Gate verdicts as a pure function of (scenario, results): a merge of shards that calls it writes the same files.
public enum GateEvaluation {
    /// Every gate of every configuration, in configuration order, then the study's gate order.
    public static func evaluate(_ scenario: Scenario, results: [ConfigurationResult]) -> [GateResult] {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        let readsLadder = scenario.configurations.contains { $0.gates.contains { gate in
            switch gate.metric {
            case .skill, .answer(.skill): true
            default: false
            }
        } }
        let ladders = readsLadder ? SkillAnalysis.ladders(scenario: scenario, results: results) : []
        return zip(scenario.configurations, results).flatMap { configuration, result in
            evaluate(configuration, result: result, ladder: ladders.first { $0.ladder == configuration.ladder?.ladder }, maxSteps: scenario.maxSteps)
        }
    }

    /// The gates of one configuration, in the study's order, a gate on a skill figure or the skill answer read from its
    /// `ladder`, a gate on an answer from the configuration's own answers (``AnswerGate``; `maxSteps`, the step cap).
    static func evaluate(_ configuration: ScenarioConfiguration, result: ConfigurationResult, ladder: LadderResult?, maxSteps: Int) -> [GateResult] {
        configuration.gates.map { gate in
            if case .answer(let question) = gate.metric {
                return AnswerGate.evaluate(gate, question: question, configuration: configuration, result: result, ladder: ladder, maxSteps: maxSteps)
            }
            guard case .skill(let name) = gate.metric else { return evaluate(configuration, result: result, only: gate) }
            let figure = ladder?.figure(named: name)
            let interval = figure?.interval(confidence: gate.intervalConfidence)
            let method = figure.map { "skill figure, \($0.method)" + (gate.isEquivalenceTest ? ", equivalence (TOST)" : "") } ?? "no data"
            return GateResult(
                gate: gate, configurationIndex: configuration.index, configurationLabel: configuration.label,
                games: ladder.map { $0.deals } ?? result.games, interval: interval, verdict: verdict(interval, gate), method: method)
        }
    }

    /// One gate of one configuration on its own result.
    static func evaluate(_ configuration: ScenarioConfiguration, result: ConfigurationResult, only gate: Gate) -> GateResult {
        let (interval, method) = Self.interval(of: gate, in: result)
        return GateResult(
            gate: gate, configurationIndex: configuration.index, configurationLabel: configuration.label, games: result.games,
            interval: interval, verdict: verdict(interval, gate), method: method)
    }

    /// The gates of one configuration, in the study's order (a gate on the skill answer or a skill figure, which reads
    /// the configuration's whole ladder, is INCONCLUSIVE here: ``evaluate(_:results:)`` reads it). `maxSteps` is the
    /// scenario's step cap, which the length answer names (default 100,000, a scenario's).
    public static func evaluate(_ configuration: ScenarioConfiguration, result: ConfigurationResult, maxSteps: Int = 100_000) -> [GateResult] {
        evaluate(configuration, result: result, ladder: nil, maxSteps: maxSteps)
    }

    /// PASS when the interval lies inside the bounds, FAIL when wholly outside, INCONCLUSIVE when it straddles or is missing.
    public static func verdict(_ interval: ConfidenceInterval?, _ gate: Gate) -> GateVerdict {
        guard let interval, !interval.lower.isNaN, !interval.upper.isNaN else { return .inconclusive }
        if let low = gate.atLeast, interval.upper < low { return .fail }
        if let high = gate.atMost, interval.lower > high { return .fail }
        let aboveLow = gate.atLeast.map { interval.lower >= $0 } ?? true
        let belowHigh = gate.atMost.map { interval.upper <= $0 } ?? true
        return aboveLow && belowHigh ? .pass : .inconclusive
    }

    /// The gate's interval in a result, and how it was built.
    ///
    /// A ratio takes each metric's interval at confidence 1 − alpha/2 (Bonferroni, so both hold together with
    /// probability 1 − alpha whatever their correlation) and the range of the quotient over both; a denominator
    /// interval that contains 0 gives no interval.
    public static func interval(of gate: Gate, in result: ConfigurationResult) -> (ConfidenceInterval?, String) {
        let kind = gate.isSequential ? "confidence sequence" : "fixed"
        let tightestAt = max(1, (gate.sequentialMaxGames ?? 4) / 4)
        guard let denominator = gate.ratioTo else {
            let (interval, method) = Self.interval(of: result.sample(of: gate.metric), confidence: gate.intervalConfidence,
                                                   sequential: gate.isSequential, tightestAt: tightestAt, range: gate.range)
            let test = gate.isEquivalenceTest ? ", equivalence (TOST)" : ""
            return (interval, method == "exact" || method.hasPrefix(Self.refusedPrefix) ? method : "\(method) (\(kind)\(test))")
        }
        let each = 1 - (1 - gate.intervalConfidence) / 2
        let (top, topMethod) = Self.interval(of: result.sample(of: gate.metric), confidence: each, sequential: gate.isSequential,
                                             tightestAt: tightestAt, range: gate.range)
        let (bottom, bottomMethod) = Self.interval(of: result.sample(of: denominator), confidence: each, sequential: gate.isSequential,
                                                   tightestAt: tightestAt, range: gate.range)
        if let refusal = [topMethod, bottomMethod].first(where: { $0.hasPrefix(Self.refusedPrefix) }) { return (nil, refusal) }
        let method = "ratio of two \(NumberFormat.short(each * 100, digits: 4))% intervals (\(kind))"
        guard let top, let bottom, bottom.lower > 0 || bottom.upper < 0, bottom.estimate != 0 else { return (nil, method) }
        let corners = [top.lower / bottom.lower, top.lower / bottom.upper, top.upper / bottom.lower, top.upper / bottom.upper]
        return (ConfidenceInterval(estimate: top.estimate / bottom.estimate, lower: corners.min()!, upper: corners.max()!), method)
    }

    /// Why a sequential gate on a ratio over games is refused: the bounded-mean sequence needs i.i.d. per-game values
    /// in a declared range, and a ratio's games weigh by their sub-game units (rounds, seats), so a range on per-game
    /// values does not bound it (issue 34: such gates covered 3% and could crash).
    public static let sequentialRatioRefusal = "a sequential gate needs a per-game figure, and this is a ratio over games "
        + "(a per-round, per-turn, per-seat, team or role figure, its games weighed by their sub-game units), which no "
        + "confidence sequence here covers; remove \"sequential\" and \"maxGames\" and set the study's \"games\" "
        + "(the fixed gate uses the cluster-robust interval), or gate a per-game figure or a win rate of whole games"

    /// How a refused interval's method begins: the rest says why.
    public static let refusedPrefix = "refused: "

    /// A sample's interval at `confidence`, and how it was built.
    ///
    /// - A mean: Student's t interval x̄ ± t_{n−1}·s/√n. Sequentially, the normal-mixture confidence sequence with
    ///   σ = (high − low)/2 over the declared `range`: by Hoeffding's lemma a variable in [low, high] is sub-Gaussian
    ///   with that σ, so the sequence holds at every look at once (Howard, Ramdas, McAuliffe and Sekhon 2021,
    ///   "Time-uniform, nonparametric, nonasymptotic confidence sequences", Ann. Statist. 49(2), the sub-Gaussian
    ///   mixture boundary; Waudby-Smith and Ramdas 2023, JRSS B 86(1), for why a bounded range is what makes a
    ///   nonparametric sequence for a mean possible). Its width never depends on the sample's spread, so a rare-event
    ///   mean whose games so far are all 0 still gets an honest width. Without a range, or with a value outside it,
    ///   the sequential interval is refused (nil, and a method starting ``refusedPrefix`` that says why): a plug-in
    ///   standard deviation missed 18% (lognormal) and 60% (a rare event) of the time against 5%.
    /// - A proportion: Wilson's interval; sequentially, the same mixture with σ = 1/2 over [0, 1].
    /// - An exact value: its point.
    public static func interval(
        of sample: MetricSample, confidence: Double, sequential: Bool, tightestAt: Int, range: ClosedRange<Double>? = nil
    ) -> (ConfidenceInterval?, String) {
        switch sample {
        case .missing:
            return (nil, "no data")
        case .exact(let value):
            return (ConfidenceInterval(estimate: value, lower: value, upper: value), "exact")
        case .ratio(let ratio):
            if sequential { return (nil, refusedPrefix + Self.sequentialRatioRefusal) }
            return (ratio.interval(confidence: confidence), ratio.isShare ? "share over games (Wilson, effective n)" : "ratio over games")
        case .mean(let statistics):
            if sequential {
                guard let range else {
                    return (nil, refusedPrefix + "a sequential gate on a mean needs the range its per-game values lie in; "
                        + "add \"range\": [low, high] to the gate (a plug-in standard deviation does not keep the error rate)")
                }
                guard !statistics.isEmpty else { return (nil, "mean") }
                if let low = statistics.minimum, let high = statistics.maximum, low < range.lowerBound || high > range.upperBound {
                    return (nil, refusedPrefix + "values from \(NumberFormat.short(low)) to \(NumberFormat.short(high)) fall outside the declared range "
                        + "[\(NumberFormat.short(range.lowerBound)), \(NumberFormat.short(range.upperBound))]; widen \"range\"")
                }
                // Extremes not kept (statistics restored without them): the mean itself must lie in the range.
                guard range.contains(statistics.mean) else {
                    return (nil, refusedPrefix + "the mean \(NumberFormat.short(statistics.mean)) falls outside the declared range "
                        + "[\(NumberFormat.short(range.lowerBound)), \(NumberFormat.short(range.upperBound))]; widen \"range\"")
                }
                let sequence = ConfidenceSequence(alpha: 1 - confidence, tightestAt: tightestAt)
                return (sequence.boundedMeanInterval(mean: statistics.mean, count: statistics.count, range: range), "bounded mean")
            }
            guard statistics.count >= 2 else { return (nil, "mean") }
            // No spread seen: a t interval would have zero width and claim the mean exactly.
            guard statistics.standardError > 0 else { return (nil, "mean (every game gave the same value: no interval)") }
            let half = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: Double(statistics.count - 1))
                * statistics.standardError
            return (ConfidenceInterval(estimate: statistics.mean, lower: statistics.mean - half, upper: statistics.mean + half), "mean")
        case .proportion(let successes, let trials):
            if sequential {
                let sequence = ConfidenceSequence(alpha: 1 - confidence, tightestAt: tightestAt)
                return (sequence.proportionInterval(successes: successes, trials: trials), "share")
            }
            let z = NormalDistribution.twoSidedCritical(confidence: confidence)
            return (ConfidenceInterval.wilson(successes: successes, trials: trials, z: z), "Wilson share")
        }
    }
}
